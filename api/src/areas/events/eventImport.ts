import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { z } from 'zod';
import {
  endsAfterStart,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_STATUSES,
  EVENT_TYPES,
  EVENT_ZONES,
  LOCATION_TYPES,
  NAME_SPECIAL_CHARACTERS,
} from './contract.ts';
import { intArray } from '../../platform/db/client.ts';
import type { Router } from '../../platform/http/route.ts';
import { eventImport, type EventRow } from './answers.ts';

/** Rows one `POST /events/import` may carry; the web client sends batches of 500. */
export const IMPORT_MAX_ROWS = 1000;

/** Columns the CSV header must have, each non-empty on every row (spec 000 §5, in the spec's order); `notes`
 *  and `location_type` are optional. */
export const REQUIRED_COLUMNS = ['id', 'end_date', 'program_name', 'start_date', 'status', 'type', 'zone'] as const;

/** Date formats accepted in `start_date`/`end_date`, read in the row's `zone` (ISO-8601 with an offset too). */
const DATE_FORMATS = [
  moment.ISO_8601,
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD',
  'MM/DD/YYYY HH:mm',
  'MM/DD/YYYY h:mm A',
  'MM/DD/YYYY hh:mm a',
  'M/D/YYYY H:mm',
  'M/D/YYYY h:mm A',
  'MM/DD/YYYY',
  'M/D/YYYY',
];
/** The CSV's columns with the event's length limits. */
const LIMITS = { id: EVENT_LIMITS.shortName, program_name: EVENT_LIMITS.title, notes: EVENT_LIMITS.notes } as const;

/** `In Progress`, `in_progress`, `InProgress` and `in-progress` all name the same value. */
const looseKey = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');
const lookup = <T extends string>(values: readonly T[]) => new Map(values.map((v) => [looseKey(v), v]));
const STATUS_BY_KEY = lookup(EVENT_STATUSES);
const TYPE_BY_KEY = lookup(EVENT_TYPES);
const LOCATION_TYPE_BY_KEY = lookup(LOCATION_TYPES);

const cell = z.string().max(20_000, 'a CSV cell is longer than 20,000 characters').nullish();
export const importBody = z.object({
  rows: z
    .array(
      z.object({
        line: z.number({ message: 'line is required' }).int().min(2, 'line numbers start at 2').max(10_000_000),
        id: cell,
        program_name: cell,
        start_date: cell,
        end_date: cell,
        zone: cell,
        status: cell,
        type: cell,
        notes: cell,
        location_type: cell,
      }),
    )
    .min(1, 'No events found in CSV')
    .max(IMPORT_MAX_ROWS, `at most ${IMPORT_MAX_ROWS} rows per request`),
});
type ImportRow = z.infer<typeof importBody>['rows'][number];

interface ValidEvent {
  shortName: string;
  title: string;
  startTime: string;
  endTime: string;
  zone: string;
  type: string;
  status: string;
  notes: string | null;
  locationType: string | null;
}

/** The row as an event, or the messages of every rule it breaks. */
export function validateRow(row: ImportRow): { event: ValidEvent } | { errors: string[] } {
  const n = row.line;
  const value = (column: keyof ImportRow) => String(row[column] ?? '').trim();
  const errors = REQUIRED_COLUMNS.filter((c) => !value(c)).map((c) => `${c} is missing on line ${n}`);

  const zone = value('zone');
  const zoneOk = (EVENT_ZONES as readonly string[]).includes(zone);
  if (zone && !zoneOk) errors.push(`Invalid timezone on line ${n}`);

  const parse = (text: string) => moment.tz(text, DATE_FORMATS, true, zoneOk ? zone : 'UTC');
  const start = parse(value('start_date'));
  const end = parse(value('end_date'));
  // The form's and the service's rule: the end comes after the start (an event of no length is refused too).
  if (value('start_date') && value('end_date') && (!start.isValid() || !end.isValid() || !endsAfterStart(start.toDate(), end.toDate()))) {
    errors.push(`Invalid dates on line ${n}`);
  }

  const type = TYPE_BY_KEY.get(looseKey(value('type')));
  if (value('type') && !type) errors.push(`Invalid type on line ${n}: use one of ${EVENT_TYPES.join(', ')}`);
  const status = STATUS_BY_KEY.get(looseKey(value('status')));
  if (value('status') && !status) errors.push(`Invalid status on line ${n}: use one of ${EVENT_STATUSES.join(', ')}`);
  const locationType = LOCATION_TYPE_BY_KEY.get(looseKey(value('location_type')));
  if (value('location_type') && !locationType) {
    errors.push(`Invalid location type on line ${n}: use one of ${LOCATION_TYPES.join(', ')}`);
  }

  if (NAME_SPECIAL_CHARACTERS.test(value('id'))) {
    errors.push(`${EVENT_MESSAGES.nameSpecials} (line ${n})`);
  }
  for (const [column, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if (value(column).length > max) errors.push(`${column} is longer than ${max} characters on line ${n}`);
  }
  if (errors.length) return { errors };
  return {
    event: {
      shortName: value('id'),
      title: value('program_name'),
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      zone,
      type: type!,
      status: status!,
      notes: value('notes') || null,
      locationType: locationType ?? null,
    },
  };
}

export function eventImportRoutes(route: Router) {
  route({
    method: 'POST',
    url: '/events/import',
    permission: ['event', 'create'],
    schema: { body: importBody },
    answer: eventImport,
    handler: async ({ tx, tenantId, user, body, request }) => {
      const checked = body.rows.map((row) => ({ line: row.line, ...validateRow(row) }));
      const valid = checked.flatMap((c, index) => ('event' in c ? [{ index, event: c.event }] : []));
      const ids = new Map<number, number>();
      if (valid.length) {
        // Imported events have no survey and no registration page (the column defaults).
        const values = sql.join(
          valid.map(
            ({ event: e }) =>
              sql`(${tenantId}, ${e.shortName}, ${e.title}, ${e.startTime}, ${e.endTime}, ${e.zone}, ${e.type}, ${e.status}, ${e.notes}, ${e.locationType})`,
          ),
          sql`, `,
        );
        const created = await tx.query<Pick<EventRow, 'id'>>(sql`insert into events
          (tenant_id, short_name, title, start_time, end_time, zone, type, status, notes, location_type) values ${values} returning id`);
        valid.forEach((v, i) => ids.set(v.index, created[i]!.id)); // one id per inserted row, in order
        // One audit row per created event, written in one statement.
        await tx.query(sql`insert into audit_log (tenant_id, actor_user_id, entity, entity_id, action, changed_fields, request_id)
          select ${tenantId}, ${user.impersonatedBy ?? user.id}, 'event', id::text, 'import',
            '{shortName,title,startTime,endTime,zone,type,status,notes,locationType}', ${request.id}
          from unnest(${intArray(created.map((c) => c.id))}) as id`);
      }
      const results = checked.map((c, index) => ({
        line: c.line,
        eventId: ids.get(index) ?? null,
        errors: 'errors' in c ? c.errors : [],
      }));
      return { created: valid.length, failed: checked.length - valid.length, results };
    },
  });
}
