import { PassThrough } from 'node:stream';
import moment from 'moment-timezone';
import { EVENT_SORT } from './queries.ts';
import { exportEventRows, type EventExportRow } from './exportQueries.ts';
import { FILE } from '../../platform/http/answer.ts';
import { sendFile } from '../../platform/http/download.ts';
import { listQuery } from '../../platform/http/lists.ts';
import type { Router } from '../../platform/http/route.ts';
import { SPEAKER_NAME, visibleColumns, writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import {
  EVENT_STATUS_LABELS,
  EVENT_TYPE_LABELS,
  LOCATION_TYPE_LABELS,
  type EventStatus,
  type EventType,
  type LocationType,
} from './contract.ts';
import { callerEventQuery, eventFilters } from './events.ts';

const eventTime = (value: Date | string, zone: string) => moment.tz(value, zone).format('MM/DD/YYYY h.mm A');

/** The list's columns (both products' tables), in the list's order, and the location type. */
export const EXPORT_COLUMNS: ExportColumn<EventExportRow>[] = [
  { header: 'Event ID', field: 'shortName', width: 16, value: (r) => r.shortName },
  { header: 'Program Name', field: 'title', width: 40, value: (r) => r.title },
  { header: 'Start', field: 'startTime', width: 20, value: (r) => eventTime(r.startTime, r.zone) },
  { header: 'End', field: 'endTime', width: 20, value: (r) => eventTime(r.endTime, r.zone) },
  { header: 'Timezone', field: 'zone', width: 18, value: (r) => r.zone },
  { header: 'Program Type', field: 'type', width: 14, value: (r) => EVENT_TYPE_LABELS[r.type as EventType] ?? r.type },
  { header: 'Status', field: 'status', width: 18, value: (r) => EVENT_STATUS_LABELS[r.status as EventStatus] ?? 'Unknown' },
  { header: 'Event Owner', field: 'fieldRepId', related: [['field_rep', 'name']], width: 24, value: (r) => r.fieldRep },
  { header: 'Speakers', field: 'speakers', related: SPEAKER_NAME, width: 40, value: (r) => r.speakers },
  { header: 'Venue', field: 'venueId', related: [['venue', 'name']], width: 30, value: (r) => r.venue },
  { header: 'Location', field: 'locationCity', width: 20, value: (r) => (r.type === 'virtual' ? 'Virtual' : r.locationCity) },
  {
    header: 'Location Type',
    field: 'locationType',
    width: 16,
    value: (r) => (r.locationType ? (LOCATION_TYPE_LABELS[r.locationType as LocationType] ?? r.locationType) : null),
  },
  { header: 'Topic', field: 'topicId', related: [['topic', 'name']], width: 28, value: (r) => r.topic },
  { header: 'Registered', field: 'registered', width: 12, value: (r) => r.registered },
  { header: 'Attended', field: 'attended', width: 12, value: (r) => r.attended },
  { header: 'Survey Templates', field: 'surveyTemplates', width: 36, value: (r) => r.surveyTemplates },
];

async function* inUtc(batches: AsyncIterable<EventExportRow[]>) {
  for await (const rows of batches) yield rows.map((row) => ({ ...row, zone: 'UTC' }));
}

const exportQuery = listQuery(eventFilters, Object.keys(EVENT_SORT) as [keyof typeof EVENT_SORT]).omit({ page: true, limit: true });

export function eventExportRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/events/export',
    permission: ['event', 'read'],
    schema: { query: exportQuery },
    answer: FILE,
    handler: async (ctx) => {
      const { tx, reply } = ctx;
      const columns = await visibleColumns(EXPORT_COLUMNS, 'event', ctx.hidden);
      const batches = exportEventRows(tx, await callerEventQuery(ctx, ctx.query));
      // Times are written in the event's zone, or in UTC when the zone is hidden from the caller's role.
      const zoneHidden = (await ctx.hidden('event')).has('zone');
      const rows = zoneHidden ? inUtc(batches) : batches;
      const body = new PassThrough();
      const fileName = `events-${new Date().toISOString().slice(0, 10)}.xlsx`;
      sendFile(reply, body, { fileName, contentType: XLSX_TYPE });
      try {
        // The transaction (and its cursor) stays open until the last row is written.
        await writeWorkbook(body, 'Events', columns, rows);
      } catch (error) {
        body.destroy(error as Error);
        throw error;
      }
      return reply;
    },
  });
}
