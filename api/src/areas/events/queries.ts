import { sql, type SQL } from 'drizzle-orm';
import { intArray, only, textArray, type RowOf, type Tx } from '../../platform/db/client.ts';
import { isoInstant } from '../../platform/http/answer.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { COUNT_CAP, likePattern, SEARCH_COUNT_CAP } from '../../platform/http/lists.ts';
import type { EventRow } from './answers.ts';
import type { events } from './tables.ts';

type EventsRow = RowOf<typeof events>;

/** Event field → column, for the scalar fields stored on the events row (every field of `EventRow` but its id,
 *  speakers and survey templates). */
export const EVENT_COLUMNS = {
  shortName: 'short_name',
  title: 'title',
  startTime: 'start_time',
  endTime: 'end_time',
  zone: 'zone',
  type: 'type',
  status: 'status',
  notes: 'notes',
  survey: 'survey',
  registrationPage: 'registration_page',
  emailSeriesId: 'email_series_id',
  emailFromAddress: 'email_from_address',
  emailFromName: 'email_from_name',
  registrationTemplateId: 'registration_template_id',
  registrationClosed: 'registration_closed',
  fieldRepId: 'field_rep_id',
  topicId: 'topic_id',
  venueId: 'venue_id',
  mealType: 'meal_type',
  replayUrl: 'replay_url',
  veevaId: 'veeva_id',
  estimatedAttendance: 'estimated_attendance',
  avRequirements: 'av_requirements',
  registered: 'registered',
  attended: 'attended',
  locationType: 'location_type',
  locationName: 'location_name',
  locationAddress: 'location_address',
  locationAddressLine2: 'location_address_line2',
  locationCity: 'location_city',
  locationState: 'location_state',
  locationZip: 'location_zip',
  conference: 'conference',
  eventShareInfo: 'event_share_info',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies Record<Exclude<keyof EventRow, 'id' | 'speakers' | 'surveyTemplates'>, keyof EventsRow>;
export type EventColumnField = keyof typeof EVENT_COLUMNS;

export const EVENT_SORT = {
  shortName: 'e.short_name',
  title: 'e.title',
  startTime: 'e.start_time',
  endTime: 'e.end_time',
  type: 'e.type',
  status: 'e.status',
  zone: 'e.zone',
  registered: 'e.registered',
  attended: 'e.attended',
  createdAt: 'e.created_at',
} as const;

const SELECT = sql.raw(`e.id, ${Object.entries(EVENT_COLUMNS)
  .map(([f, c]) => `e.${c} as "${f}"`)
  .join(', ')},
  coalesce((select json_agg(json_build_object('speakerId', es.speaker_id) order by es.speaker_id)
    from event_speakers es where es.event_id = e.id), '[]'::json) as speakers,
  coalesce((select json_agg(json_build_object('id', st.id, 'name', st.name, 'surveyDueTime', est.survey_due_time)
    order by st.name) from event_survey_templates est join survey_templates st on st.id = est.survey_template_id
    where est.event_id = e.id), '[]'::json) as "surveyTemplates"`);

/** The row as SELECT answers it, with its times as ISO instants (`2025-01-01T15:00:00.000Z`). */
function toDto(row: EventRow): EventRow {
  return {
    ...row,
    startTime: isoInstant(row.startTime),
    endTime: isoInstant(row.endTime),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
    surveyTemplates: row.surveyTemplates.map((t) => ({
      ...t,
      surveyDueTime: t.surveyDueTime === null ? null : isoInstant(t.surveyDueTime),
    })),
  };
}

const eventsWhere = (tx: Tx, where: SQL) => tx.query<EventRow>(sql`select ${SELECT} from events e where ${where}`);

/** One event; with a row scope (http/scope.ts), only when the caller may reach it. */
export async function getEvent(tx: Tx, id: number, scope: SQL | null = null): Promise<EventRow | undefined> {
  const [row] = await eventsWhere(tx, sql`e.id = ${id}${scope ? sql` and ${scope}` : sql``}`);
  return row && toDto(row);
}

/** An event the request has just written, in any scope (the writer may have moved it out of theirs): exactly one,
 *  or a bug. */
export async function writtenEvent(tx: Tx, id: number): Promise<EventRow> {
  return toDto(only(await eventsWhere(tx, sql`e.id = ${id}`)));
}

export interface EventFilters {
  ids?: number[];
  selectedEvents?: number[];
  selectedTypes?: string[];
  selectedTemplates?: number[];
  selectedEmailSeries?: number[];
  selectedSpeakers?: number[];
  selectedFieldReps?: number[];
  selectedTopics?: number[];
  selectedStatuses?: string[];
  period?: { from?: string | null; to?: string | null; timezone?: string };
}

export interface EventListQuery {
  page: number;
  limit: number;
  sortBy?: keyof typeof EVENT_SORT;
  sortDesc: boolean;
  searchQuery?: string;
  filters: EventFilters;
  /** The caller's row scope on `events e` (http/scope.ts); null for the whole tenant. */
  scope: SQL | null;
  /** The fields `searchQuery` reads: shortName, title and notes less those hidden from the caller. */
  searchFields: readonly SearchField[];
  /** The ids `searchQuery` matches, when already searched (`searchEventIds`): the search then runs once. */
  searchIds?: number[];
}

export function conditions(q: EventListQuery): SQL {
  const f = q.filters;
  const where: SQL[] = [sql`true`];
  const idsOf = (column: string, values?: number[]) => {
    if (values?.length) where.push(sql`${sql.raw(column)} = any(${intArray(values)})`);
  };
  idsOf('e.id', f.ids);
  idsOf('e.id', f.selectedEvents);
  idsOf('e.email_series_id', f.selectedEmailSeries);
  idsOf('e.field_rep_id', f.selectedFieldReps);
  idsOf('e.topic_id', f.selectedTopics);
  if (f.selectedTypes?.length) where.push(sql`e.type = any(${textArray(f.selectedTypes)})`);
  // One status as `=`: PostgreSQL then reads (tenant_id, status, start_time, id) in start-time order, skipping
  // only matching rows on a deep page (migration 0009); for `= any(…)` it would not take that index's order.
  const statuses = f.selectedStatuses ?? [];
  if (statuses.length === 1) where.push(sql`e.status = ${statuses[0]}`);
  else if (statuses.length) where.push(sql`e.status = any(${textArray(statuses)})`);
  if (f.selectedTemplates?.length) {
    where.push(sql`exists (select 1 from event_survey_templates t where t.event_id = e.id
      and t.survey_template_id = any(${intArray(f.selectedTemplates)}))`);
  }
  if (f.selectedSpeakers?.length) {
    where.push(sql`exists (select 1 from event_speakers s where s.event_id = e.id
      and s.speaker_id = any(${intArray(f.selectedSpeakers)}))`);
  }
  if (q.scope) where.push(q.scope);
  const zone = f.period?.timezone ?? 'US/Central';
  if (f.period?.from) where.push(sql`e.start_time >= (${f.period.from}::date::timestamp at time zone ${zone})`);
  if (f.period?.to) where.push(sql`e.start_time < ((${f.period.to}::date + 1)::timestamp at time zone ${zone})`);
  if (q.searchIds) where.push(sql`e.id = any(${intArray(q.searchIds)})`);
  // As an array the matching ids are looked up in id order, not one by one.
  else if (q.searchQuery) where.push(sql`e.id = any(${searchIdsSql(q.searchQuery, q.searchFields)})`);
  return sql.join(where, sql` and `);
}

/** The event fields the free-text search reads, with their columns. */
export const EVENT_SEARCH = { shortName: 'short_name', title: 'title', notes: 'notes' } as const;
export type SearchField = keyof typeof EVENT_SEARCH;

/** The search fields a caller may search: those not hidden from their role. */
export const searchFieldsFor = (hidden: ReadonlySet<string>) => (Object.keys(EVENT_SEARCH) as SearchField[]).filter((f) => !hidden.has(f));

const searchIdsSql = (term: string, fields: readonly SearchField[], maxRows: number | null = null) =>
  sql`array(select event_search_ids(${likePattern(term)}, ${textArray(fields.map((f) => EVENT_SEARCH[f]))}, ${maxRows}::int))`;

/** Ids of the events whose searchable fields contain `term` (case-insensitive), at most `maxRows`,
 *  through the trigram index: row-level security alone would not use it for ILIKE (migrations 0001, 0005, 0008). */
export async function searchEventIds(
  tx: Tx,
  term: string,
  fields: readonly SearchField[],
  maxRows: number | null = null,
): Promise<number[]> {
  const { ids } = only(await tx.query<{ ids: number[] }>(sql`select ${searchIdsSql(term, fields, maxRows)} as ids`));
  return ids;
}

/** The search as a condition on the row, for a common term: walked in the sort's order it finds a page quickly. */
const searchCondition = (term: string, fields: readonly SearchField[]) =>
  fields.length
    ? sql`(${sql.join(
        fields.map((f) => sql`${sql.raw(`e.${EVENT_SEARCH[f]}`)} ilike ${likePattern(term)}`),
        sql` or `,
      )})`
    : sql`false`;

/** Cast of a sort column's value in a keyset condition (the anchor's value is read as text, full precision). */
const SORT_CAST: Partial<Record<keyof typeof EVENT_SORT, string>> = {
  startTime: 'timestamptz',
  endTime: 'timestamptz',
  createdAt: 'timestamptz',
  registered: 'int',
  attended: 'int',
};

/** `(column, id)` after (or before, descending) the anchor event's: the page after it, read from the sort index. */
async function keysetCondition(tx: Tx, q: EventListQuery, after: number): Promise<SQL> {
  const sortBy = q.sortBy ?? 'startTime';
  const column = sql.raw(EVENT_SORT[sortBy]);
  const [anchor] = await tx.query<{ value: string }>(
    sql`select ${column}::text as value from events e where e.id = ${after}${q.scope ? sql` and ${q.scope}` : sql``}`,
  );
  if (!anchor) throw new HttpError(400, `Event ${after} (after) is not in the list any more; reload the list`);
  const value = sql`${anchor.value}::${sql.raw(SORT_CAST[sortBy] ?? 'text')}`;
  return sql`(${column}, e.id) ${sql.raw(q.sortDesc ? '<' : '>')} (${value}, ${after})`;
}

export async function listEvents(tx: Tx, q: EventListQuery & { after?: number }) {
  // A search runs once, stopping after SEARCH_COUNT_CAP + 1 matches: for a rare term its ids serve both
  // the page and the count; a common term is tested on the rows the page walks in the sort's order.
  const cap = q.searchQuery ? SEARCH_COUNT_CAP : COUNT_CAP;
  let where: SQL;
  let countWhere: SQL;
  let searchCapped = false;
  if (q.searchQuery) {
    const ids = await searchEventIds(tx, q.searchQuery, q.searchFields, cap + 1);
    searchCapped = ids.length > cap;
    countWhere = conditions({ ...q, searchIds: ids });
    where = searchCapped
      ? sql`${conditions({ ...q, searchQuery: undefined })} and ${searchCondition(q.searchQuery, q.searchFields)}`
      : countWhere;
  } else {
    where = countWhere = conditions(q);
  }
  // The id tie-breaker runs in the sort's direction, so one (tenant_id, column, id) index serves both.
  const direction = q.sortDesc ? 'desc' : 'asc';
  const order = sql.raw(`${EVENT_SORT[q.sortBy ?? 'startTime']} ${direction}, e.id ${direction}`);
  // A page after an event (keyset, `after`) reads from the index where the anchor's key is, however
  // deep; a page number skips the rows before it.
  const offset = q.after === undefined ? (q.page - 1) * q.limit : 0;
  const pageWhere = q.after === undefined ? where : sql`${where} and ${await keysetCondition(tx, q, q.after)}`;
  // The page's ids first (one more, to know whether more follow), from the index alone, then the rows
  // with their speakers and templates for those ids only: the subqueries of SELECT never run for skipped rows.
  // Materialized, the page is selected once (without statistics PGlite would re-run it for every event).
  const rows = await tx.query<EventRow>(sql`with page as materialized (
      select e.id from events e where ${pageWhere} order by ${order} limit ${q.limit + 1} offset ${offset})
    select ${SELECT} from events e join page on page.id = e.id
    order by ${order}`);
  const more = rows.length > q.limit;
  const results = rows.slice(0, q.limit).map(toDto);
  const { count } = only(
    await tx.query<{ count: number }>(
      sql`select count(*)::int as count from (select from events e where ${countWhere} limit ${cap + 1}) capped`,
    ),
  );
  // Counted among a capped search's ids, the count is a lower bound too.
  if (count <= cap && !searchCapped) return { results, count, countExact: true };
  // Beyond the bound: at least that many, and at least the rows up to this page (and one after it).
  return { results, count: Math.max(Math.min(count, cap), offset + results.length + (more ? 1 : 0)), countExact: false };
}

/** Writes the scalar columns given in `values` (DTO field names). */
export function assignments(values: Partial<Record<EventColumnField, unknown>>): SQL {
  return sql.join(
    Object.entries(values).map(([field, value]) => {
      const column = sql.raw(EVENT_COLUMNS[field as EventColumnField]);
      const isJson = field === 'conference' || field === 'eventShareInfo';
      return isJson && value != null ? sql`${column} = ${JSON.stringify(value)}::jsonb` : sql`${column} = ${value ?? null}`;
    }),
    sql`, `,
  );
}

export async function replaceSpeakers(tx: Tx, tenantId: string, eventId: number, speakerIds: number[]) {
  await tx.query(sql`delete from event_speakers where event_id = ${eventId}`);
  for (const speakerId of new Set(speakerIds)) {
    await tx.query(sql`insert into event_speakers (tenant_id, event_id, speaker_id) values (${tenantId}, ${eventId}, ${speakerId})`);
  }
}

export async function replaceSurveyTemplates(
  tx: Tx,
  tenantId: string,
  eventId: number,
  rows: { id: number; surveyDueTime?: string | null }[],
) {
  await tx.query(sql`delete from event_survey_templates where event_id = ${eventId}`);
  for (const row of rows) {
    await tx.query(sql`insert into event_survey_templates (tenant_id, event_id, survey_template_id, survey_due_time)
      values (${tenantId}, ${eventId}, ${row.id}, ${row.surveyDueTime ?? null}) on conflict do nothing`);
  }
}
