import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray, type Tx } from '../../platform/db/client.ts';
import { cursorBatches } from '../../platform/export/cursor.ts';
import { likePattern } from '../../platform/http/lists.ts';
import type { eventResponse, responseSummary } from './answers.ts';
import type { Period } from './period.ts';

/** A row of Survey Responses (answers.ts `responseSummary`). */
type SummaryRow = z.output<typeof responseSummary>;

/** The list's sort columns, as the page's rows name them. */
export const SUMMARY_SORT = { shortName: 'short_name', responsesCount: 'n', title: 'title' } as const;

export interface ResponseQuery {
  period?: Period;
  searchQuery?: string;
  /** Event ids (the selected rows). */
  ids?: number[];
  /** The caller's row scope on `events e` (null: the whole tenant). */
  scope: SQL | null;
  /** Whether the short name is hidden from the caller: a search then matches nothing. */
  shortNameHidden: boolean;
}

const inPeriod = (alias: string, period?: Period) =>
  period ? sql`${sql.raw(alias)}.submitted_at >= ${period.from} and ${sql.raw(alias)}.submitted_at < ${period.until}` : sql`true`;

function eventConditions(q: ResponseQuery): SQL {
  const parts: SQL[] = [q.scope ?? sql`true`];
  if (q.ids?.length) parts.push(sql`e.id = any(${intArray(q.ids)})`);
  if (q.searchQuery) parts.push(q.shortNameHidden ? sql`false` : sql`e.short_name ilike ${likePattern(q.searchQuery)}`);
  return sql.join(parts, sql` and `);
}

/**
 * The events with responses (in the period), their counts, one page in the asked order (ties by event id), and the
 * number of such events. The rows are `event_response_counts` (migration 0016: per event with responses its count
 * and short name, kept by triggers), so only the page's events are read; with a period the period's responses are
 * counted per event from `survey_responses (tenant_id, submitted_at) include (event_id)` and joined to those rows. The
 * events are joined for every row only when the caller has a row scope or the order is the title.
 */
export async function listResponseSummaries(
  tx: Tx,
  q: ResponseQuery & { page: number; limit: number; sortBy?: keyof typeof SUMMARY_SORT; sortDesc: boolean },
): Promise<{ results: SummaryRow[]; count: number }> {
  const direction = sql.raw(q.sortDesc ? 'desc' : 'asc');
  const column = sql.raw(SUMMARY_SORT[q.sortBy ?? 'shortName']);
  const joinEvents = q.scope !== null || q.sortBy === 'title';
  const counted = q.period
    ? sql`(select c.event_id, c.short_name, r.n
        from (select event_id, count(*)::int as n from survey_responses sr where ${inPeriod('sr', q.period)} group by event_id) r
        join event_response_counts c on c.event_id = r.event_id)`
    : sql`(select event_id, short_name, responses as n from event_response_counts)`;
  const matching = sql`from ${counted} s ${joinEvents ? sql`join events e on e.id = s.event_id` : sql``} where ${summaryConditions(q)}`;
  const rows = await tx.query<SummaryRow & { total: number }>(sql`
    with page as materialized (
      select s.event_id, s.short_name, s.n, ${joinEvents ? sql`e.title` : sql`null::text`} as title, count(*) over ()::int as total
      ${matching}
      order by ${column} ${direction}, event_id ${direction}
      limit ${q.limit} offset ${(q.page - 1) * q.limit})
    select e.id as "eventId", e.short_name as "shortName", e.title, p.n as "responsesCount", p.total
    from page p join events e on e.id = p.event_id
    order by p.${column} ${direction}, p.event_id ${direction}`);
  if (rows.length || q.page === 1) return { results: rows.map(({ total: _, ...row }) => row), count: rows[0]?.total ?? 0 };
  // A page past the end: the count still says how many there are.
  const [counts] = await tx.query<{ total: number }>(sql`select count(*)::int as total ${matching}`);
  return { results: [], count: counts?.total ?? 0 };
}

/** The list's conditions on the rows `s` (event_id, short_name) and, with a row scope, their events `e`. */
function summaryConditions(q: ResponseQuery): SQL {
  const parts: SQL[] = [q.scope ?? sql`true`];
  if (q.ids?.length) parts.push(sql`s.event_id = any(${intArray(q.ids)})`);
  if (q.searchQuery) parts.push(q.shortNameHidden ? sql`false` : sql`s.short_name ilike ${likePattern(q.searchQuery)}`);
  return sql.join(parts, sql` and `);
}

/** One answer as the export writes it. */
export interface ResponseExportRow {
  shortName: string;
  title: string;
  zone: string;
  template: string;
  responseId: number;
  submittedAt: string;
  isAnonymous: boolean;
  respondent: string | null;
  question: string;
  answer: string | null;
}

/**
 * Every answer of the matching responses, by event short name, response and question order, read through a
 * server-side cursor in batches (inside the request's transaction, where cursors live).
 */
export function exportResponseRows(tx: Tx, q: ResponseQuery) {
  return cursorBatches<ResponseExportRow>(
    tx,
    'response_export',
    sql`select e.short_name as "shortName", e.title, e.zone, st.name as template, sr.id as "responseId",
      sr.submitted_at as "submittedAt", st.is_anonymous as "isAnonymous",
      nullif(trim(concat_ws(' ', a.first_name, a.last_name, case when a.email is null then null else '<' || a.email || '>' end)), '') as respondent,
      q.text as question, sa.answer
    from survey_responses sr
    join events e on e.id = sr.event_id
    join survey_templates st on st.id = sr.survey_template_id
    join survey_answers sa on sa.response_id = sr.id
    join questions q on q.id = sa.question_id
    left join attendees a on a.id = sr.attendee_id
    where ${inPeriod('sr', q.period)} and ${eventConditions(q)}
    order by e.short_name, e.id, sr.id, q."order", q.id`,
  );
}

/**
 * One page of an event's responses (in the period), in submission order, each with its answers in question order,
 * and how many there are; null when the event is not the caller's (another tenant's, or outside the row scope).
 */
export async function listEventResponses(
  tx: Tx,
  q: { eventId: number; period?: Period; scope: SQL | null; page: number; limit: number },
): Promise<{ results: z.output<typeof eventResponse>[]; count: number } | null> {
  const [event] = await tx.query<{ id: number }>(sql`select e.id from events e where e.id = ${q.eventId} and ${q.scope ?? sql`true`}`);
  if (!event) return null;
  const matching = sql`from survey_responses sr where sr.event_id = ${q.eventId} and ${inPeriod('sr', q.period)}`;
  const rows = await tx.query<z.output<typeof eventResponse> & { total: number }>(sql`
    with page as materialized (
      select sr.id, sr.survey_template_id, sr.attendee_id, sr.submitted_at, count(*) over ()::int as total
      ${matching}
      order by sr.id
      limit ${q.limit} offset ${(q.page - 1) * q.limit})
    select p.id as "responseId", st.name as template, p.submitted_at as "submittedAt", p.total,
      -- An anonymous survey's respondent stays blank even if a link was ever stored (as in the export).
      case when st.is_anonymous then null else nullif(trim(concat_ws(' ', a.first_name, a.last_name,
        case when a.email is null then null else '<' || a.email || '>' end)), '') end as respondent,
      coalesce((select json_agg(json_build_object('question', qu.text, 'answer', sa.answer) order by qu."order", qu.id)
        from survey_answers sa join questions qu on qu.id = sa.question_id where sa.response_id = p.id), '[]'::json) as answers
    from page p
    join survey_templates st on st.id = p.survey_template_id
    left join attendees a on a.id = p.attendee_id
    order by p.id`);
  if (rows.length || q.page === 1)
    return {
      results: rows.map(({ total: _, ...row }) => ({
        ...row,
        // As an ISO instant whatever the driver gives (a Date, or PostgreSQL's text).
        submittedAt: new Date(row.submittedAt!).toISOString(),
      })),
      count: rows[0]?.total ?? 0,
    };
  // A page past the end: the count still says how many there are.
  const [counts] = await tx.query<{ total: number }>(sql`select count(*)::int as total ${matching}`);
  return { results: [], count: counts?.total ?? 0 };
}
