import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { cursorBatches } from '../../platform/export/cursor.ts';
import { writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import { sendFile } from '../../platform/http/download.ts';
import { FILE } from '../../platform/http/answer.ts';
import type { Router } from '../../platform/http/route.ts';
import type { Speaker } from './answers.ts';
import { CRM_STATUS_LABELS, SPEAKER_TYPE_LABELS, type CrmStatus, type SpeakerType } from './contract.ts';
import { conditions, orderOf, type SpeakerListQuery } from './queries.ts';
import { callerSpeakerQuery, speakerListQuery } from './speakers.ts';

type ExportRow = Pick<
  Speaker,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'credentials'
  | 'speakerType'
  | 'crmStatus'
  | 'active'
  | 'specialty'
  | 'institution'
  | 'city'
  | 'state'
>;

/** The list's columns (First Name … Status, the status without its `_vod` suffix), then more of the profile. */
export const SPEAKER_EXPORT_COLUMNS: ExportColumn<ExportRow>[] = [
  { header: 'First Name', field: 'firstName', width: 18, value: (r) => r.firstName },
  { header: 'Last Name', field: 'lastName', width: 18, value: (r) => r.lastName },
  { header: 'Email', field: 'email', width: 32, value: (r) => r.email },
  { header: 'Credentials', field: 'credentials', width: 12, value: (r) => r.credentials },
  {
    header: 'Speaker Type',
    field: 'speakerType',
    width: 14,
    value: (r) => SPEAKER_TYPE_LABELS[r.speakerType as SpeakerType] ?? r.speakerType,
  },
  {
    header: 'Status',
    field: 'crmStatus',
    width: 12,
    value: (r) => (r.crmStatus ? (CRM_STATUS_LABELS[r.crmStatus as CrmStatus] ?? r.crmStatus) : null),
  },
  { header: 'Active', field: 'active', width: 8, value: (r) => (r.active ? 'Yes' : 'No') },
  { header: 'Specialty', field: 'specialty', width: 18, value: (r) => r.specialty },
  { header: 'Institution', field: 'institution', width: 28, value: (r) => r.institution },
  { header: 'City', field: 'city', width: 16, value: (r) => r.city },
  { header: 'State', field: 'state', width: 8, value: (r) => r.state },
];

/** The speakers matching the list query, in the list's order, through a server-side cursor in batches. */
function exportRows(tx: Tx, q: Omit<SpeakerListQuery, 'page' | 'limit'>) {
  return cursorBatches<ExportRow>(
    tx,
    'speaker_export',
    sql`select s.first_name as "firstName", s.last_name as "lastName", s.email, s.degree as credentials, s.speaker_type as "speakerType",
      s.crm_status as "crmStatus", s.status <> 'inactive' as active, s.specialty, s.institution, s.city, s.state
    from speakers s where ${conditions(q)} order by ${orderOf(q)}`,
  );
}

export function speakerExportRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/speakers/export',
    permission: ['speaker', 'read'],
    featureFlags: ['speakersEnabled'],
    schema: { query: speakerListQuery.omit({ page: true, limit: true }) },
    answer: FILE,
    handler: async (ctx) => {
      const query = await callerSpeakerQuery(ctx, { ...ctx.query, page: 1, limit: 1 });
      const columns = SPEAKER_EXPORT_COLUMNS.filter((c) => !query.hidden.has(c.field));
      const body = new PassThrough();
      sendFile(ctx.reply, body, { fileName: `speakers-${new Date().toISOString().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE });
      try {
        // The transaction (and its cursor) stays open until the last row is written.
        await writeWorkbook(body, 'Speakers', columns, exportRows(ctx.tx, query));
      } catch (error) {
        body.destroy(error as Error);
        throw error;
      }
      return ctx.reply;
    },
  });
}
