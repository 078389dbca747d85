import { sql } from 'drizzle-orm';
import type { RowOf, Tx } from '../../platform/db/client.ts';
import { cursorBatches } from '../../platform/export/cursor.ts';
import type { fieldReps } from '../fieldReps/index.ts';
import type { topics } from '../topics/index.ts';
import type { venues } from '../venues/index.ts';
import type { EventRow } from './answers.ts';
import { conditions, EVENT_SORT, type EventListQuery } from './queries.ts';

/** One event as the export writes it: the list's columns with the related names resolved (speakers and
 *  survey templates as one text each, in name order). */
export type EventExportRow = Pick<
  EventRow,
  'shortName' | 'title' | 'startTime' | 'endTime' | 'zone' | 'type' | 'status' | 'registered' | 'attended' | 'locationCity' | 'locationType'
> & {
  fieldRep: RowOf<typeof fieldReps>['name'] | null;
  topic: RowOf<typeof topics>['name'] | null;
  venue: RowOf<typeof venues>['name'] | null;
  speakers: string | null;
  surveyTemplates: string | null;
};

/**
 * The events matching the list query, in the list's order, read through a server-side cursor in
 * batches (`cursorBatches`). Must run inside the request's transaction (cursors live in one).
 */
export function exportEventRows(tx: Tx, q: Omit<EventListQuery, 'page' | 'limit'>) {
  const where = conditions({ ...q, page: 1, limit: 1 });
  const order = sql.raw(`${EVENT_SORT[q.sortBy ?? 'startTime']} ${q.sortDesc ? 'desc' : 'asc'}, e.id`);
  return cursorBatches<EventExportRow>(
    tx,
    'event_export',
    sql`select e.short_name as "shortName", e.title, e.start_time as "startTime", e.end_time as "endTime", e.zone, e.type,
      e.status, e.registered, e.attended, e.location_city as "locationCity", e.location_type as "locationType",
      fr.name as "fieldRep", t.name as topic, v.name as venue,
      (select string_agg(s.first_name || ' ' || s.last_name, ', ' order by s.last_name, s.first_name)
        from event_speakers es join speakers s on s.id = es.speaker_id where es.event_id = e.id) as speakers,
      (select string_agg(st.name, ', ' order by st.name)
        from event_survey_templates est join survey_templates st on st.id = est.survey_template_id
        where est.event_id = e.id) as "surveyTemplates"
    from events e
    left join field_reps fr on fr.id = e.field_rep_id
    left join topics t on t.id = e.topic_id
    left join venues v on v.id = e.venue_id
    where ${where} order by ${order}`,
  );
}
