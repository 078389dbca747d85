import { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only, textArray, type Tx } from '../../platform/db/client.ts';
import { cursorBatches } from '../../platform/export/cursor.ts';
import { SPEAKER_NAME, visibleColumns, writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import { EMPTY, FILE } from '../../platform/http/answer.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { sendFile } from '../../platform/http/download.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { refuseRelatedSort, type HiddenFields } from '../../platform/http/fields.ts';
import { COUNT_CAP, ids, likePattern, listQuery, SEARCH_COUNT_CAP } from '../../platform/http/lists.ts';
import { idList, idParam } from '../../platform/http/params.ts';
import type { Router } from '../../platform/http/route.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { permissionsOf } from '../../platform/policy/permissions.ts';
import { cents, dollars } from '../fees/contract.ts';
import { eventTotals, expenseLine, expensePage, type ExpenseLine, type ExpenseRow } from './answers.ts';
import { lineBody, type LineInput } from './bodies.ts';
import { EXPENSE_MESSAGES as M, EXPENSE_RELATED } from './contract.ts';

// Financials: the rows per event and speaker (`GET /expenses`), their export (`GET /expenses/export`), each event's
// totals (`GET /expenses/event-totals`) and the lines staff add, change and delete (`/expenses/line`). A check's
// Honoraria line is written by the database (migration 0027's trigger), never by these routes. The rows are the
// (event, speaker) groups of migration 0029, kept by the database as lines come and go: a page reads its groups, then
// the lines of those groups only.

/** A line the tenant's Expense Filtering Rules leave in: no rule matches its expense type (`expense_rule_matches` of
 *  migration 0027, the one implementation of the comparison types). The rows' lines and the dashboards' use it; the
 *  groups (0029) hold such lines only. A tenant without rules (the first test, run once a query) looks up none a line:
 *  the lookup of each of page 5,000's 50,000 lines in an empty table took 120 of its 150 ms. */
export const shownLine = (line: string) =>
  sql`(not exists (select 1 from expense_filtering_rules) or not exists (select 1 from expense_filtering_rules r
    where expense_rule_matches(r.comparison_type, r.comparison_string, ${sql.raw(line)}.expense_type)))`;

/** The lines (or groups) a caller reaches: a speaker (or an admin impersonating one) their own only (spec 002 §2.16), so
 *  never an event-wide line; every other role all of the tenant's, on the events of its row scope (`scope.events`). */
const ownLines = (line: string, user: Pick<AuthUser, 'role' | 'speakerId'>) =>
  user.role === 'speaker' ? sql`${sql.raw(line)}.speaker_id = ${user.speakerId ?? -1}` : sql`true`;

/** A row's sort keys on its group (`expense_groups g`, which carries its event's and speaker's fields) and the event or
 *  speaker fields each orders by (refused when hidden from the caller). */
const SORT: Record<string, SQL> = {
  startTime: sql`g.event_start`,
  shortName: sql`g.event_short_name`,
  title: sql`g.event_title`,
  speakerName: sql`g.speaker_last_name || ' ' || g.speaker_first_name`,
  total: sql`g.total_cents`,
};
const SORT_FIELDS = {
  startTime: ['event', 'startTime'],
  shortName: ['event', 'shortName'],
  title: ['event', 'title'],
  speakerName: ['speaker', 'lastName', 'firstName'],
} as const;
/** The fields a search reads, as `expense_group_search_ids` (migration 0029: the trigram index under row-level security)
 *  names their copies. */
const SEARCH: [readonly ['event' | 'speaker', string], string][] = [
  [['event', 'shortName'], 'event_short_name'],
  [['event', 'title'], 'event_title'],
  [['speaker', 'firstName'], 'speaker_first_name'],
  [['speaker', 'lastName'], 'speaker_last_name'],
];

const YEAR_MESSAGE = 'years must be years from 1900 to 2200';
export const expenseListQuery = listQuery(
  z.object({
    years: z
      .array(z.coerce.number({ message: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(1900, YEAR_MESSAGE).max(2200, YEAR_MESSAGE))
      .max(20)
      .optional(),
    speakerIds: ids.optional(),
  }),
  Object.keys(SORT) as [string, ...string[]],
);
const exportQuery = expenseListQuery.omit({ page: true, limit: true });
type ExportQuery = z.output<typeof exportQuery>;

interface Conditions {
  /** On `expense_lines l`: shown by the rules, in the caller's reach, of the speakers filtered. */
  lines: (alias: string) => SQL;
  /** The caller's groups (`g`): in reach, of the speakers filtered, in the row scope (which joins their events, `e`),
   *  the years and the search. */
  groups: SQL;
  order: SQL;
  /** The search matched more than SEARCH_COUNT_CAP groups: it is tested on the rows the page walks, not counted. */
  searchCapped: boolean;
}

/** The query's conditions and order for this caller: hidden fields are neither searched nor sorted by (400). The export
 *  searches every match through the trigram index (`expense_group_search_ids`); the list (`tx` given) runs the search
 *  once, stopping after SEARCH_COUNT_CAP + 1 matches: a rare term's groups serve page and count, a common term is tested
 *  on the rows the page walks in the sort's order (as for events). */
async function conditionsOf(query: ExportQuery, user: AuthUser, hidden: HiddenFields, scope: RowScope, tx?: Tx): Promise<Conditions> {
  await refuseRelatedSort(query.sortBy, SORT_FIELDS, hidden);
  const { years, speakerIds } = query.filters;
  const reach = (alias: string) => [
    ownLines(alias, user),
    ...(speakerIds?.length ? [sql`${sql.raw(alias)}.speaker_id = any(${intArray(speakerIds)})`] : []),
  ];
  const lines = (alias: string) => sql.join([shownLine(alias), ...reach(alias)], sql` and `);
  const startHidden = (await hidden('event')).has('startTime');
  if (years?.length && startHidden)
    throw fieldRefused('filters.years', 'filters.years: filtering by startTime is not available to your role');
  const groups: SQL[] = reach('g');
  let searchCapped = false;
  if (scope.events) groups.push(sql`exists (select 1 from events e where e.id = g.event_id and ${scope.events})`);
  // Calendar years in UTC, as ranges of the start (the groups' start index answers them).
  if (years?.length)
    groups.push(
      sql`(${sql.join(
        years.map(
          (y) =>
            sql`(g.event_start >= ${`${y}-01-01T00:00:00Z`}::timestamptz and g.event_start < ${`${y + 1}-01-01T00:00:00Z`}::timestamptz)`,
        ),
        sql` or `,
      )})`,
    );
  if (query.searchQuery) {
    const read: string[] = [];
    for (const [[entity, field], column] of SEARCH) {
      // A speaker's rows are all their own: the speaker names are not searched for them (spec 002 §2.16: no search).
      if (entity === 'speaker' && user.role === 'speaker') continue;
      if (!(await hidden(entity)).has(field)) read.push(column);
    }
    const pattern = likePattern(query.searchQuery);
    if (!read.length) groups.push(sql`false`);
    else if (!tx) groups.push(sql`g.id in (select expense_group_search_ids(${pattern}, ${textArray(read)}))`);
    else {
      const { ids } = only(
        await tx.query<{ ids: number[] }>(
          sql`select array(select expense_group_search_ids(${pattern}, ${textArray(read)}, ${SEARCH_COUNT_CAP + 1})) as ids`,
        ),
      );
      searchCapped = ids.length > SEARCH_COUNT_CAP;
      groups.push(
        searchCapped
          ? sql`(${sql.join(
              read.map((column) => sql`g.${sql.identifier(column)} ilike ${pattern}`),
              sql` or `,
            )})`
          : sql`g.id = any(${intArray(ids)})`,
      );
    }
  }
  // Newest event first unless a sort is asked for (by event id when the start is hidden); then the event, the event-wide
  // row before the speakers'. Only the speaker's name is ever null (the event-wide rows, last either way): the other keys
  // order without `nulls last`, so that one index serves both directions.
  const direction = sql.raw(query.sortBy ? (query.sortDesc ? 'desc' : 'asc') : 'desc');
  const key = query.sortBy ? SORT[query.sortBy]! : startHidden ? sql`g.event_id` : SORT.startTime!;
  const nulls = sql.raw(query.sortBy === 'speakerName' ? ' nulls last' : '');
  const order = sql`${key} ${direction}${nulls}, g.event_id ${direction}, g.speaker_id ${direction} nulls first`;
  return { lines, groups: sql.join(groups, sql` and `), order, searchCapped };
}

/** The caller's groups with their events and speakers: the page's (`page`) or all (the export), in the list's order
 *  (`p.n`). The page is found by its groups' keys alone (an index-only scan of the sort's index, however deep); then
 *  its groups are read. */
const rowsOf = (c: Conditions, page?: { limit: number; offset: number }) => sql`from (
    select g.event_id, g.speaker_id, row_number() over (order by ${c.order}) as n from expense_groups g where ${c.groups}
    order by ${c.order}${page ? sql` limit ${page.limit} offset ${page.offset}` : sql``}) p
  join expense_groups g on g.event_id = p.event_id and g.speaker_id is not distinct from p.speaker_id
  join events e on e.id = g.event_id left join speakers s on s.id = g.speaker_id`;
const ROW_COLUMNS = sql`g.event_id as "eventId", g.speaker_id as "speakerId", g.total_cents::float8 as total, e.short_name as "shortName",
  e.title, e.type, e.start_time as "startTime", e.zone, s.first_name as "firstName", s.last_name as "lastName"`;
const LINE_COLUMNS = (l: string) =>
  sql.raw(`${l}.id, ${l}.event_id as "eventId", ${l}.speaker_id as "speakerId", ${l}.expense_type as "expenseType",
  ${l}.amount_cents as "amountCents", to_char(${l}.payment_date, 'YYYY-MM-DD') as "paymentDate", ${l}.status, ${l}.check_id as "checkId"`);
const sameRow = (l: string) => sql.raw(`${l}.event_id = g.event_id and ${l}.speaker_id is not distinct from g.speaker_id`);

interface LineRow extends Omit<ExpenseLine, 'amount'> {
  amountCents: number;
}
interface GroupRow {
  eventId: number;
  speakerId: number | null;
  total: number;
  shortName: string;
  title: string;
  type: string;
  startTime: Date | string;
  zone: string;
  firstName: string | null;
  lastName: string | null;
}
const lineDto = ({ amountCents, ...line }: LineRow): ExpenseLine => ({ ...line, amount: dollars(amountCents) });
const rowDto = (g: GroupRow, lines: LineRow[]): ExpenseRow => ({
  event: {
    id: g.eventId,
    shortName: g.shortName,
    title: g.title,
    type: g.type,
    startTime: new Date(g.startTime).toISOString(),
    zone: g.zone,
  },
  speaker: g.speakerId === null ? null : { id: g.speakerId, firstName: g.firstName, lastName: g.lastName },
  total: dollars(g.total),
  expenseLines: lines.map(lineDto),
});

interface ExportRow extends GroupRow, LineRow {}
const EVENT = (field: string) => [['event', field] as const];
const EXPORT_COLUMNS: ExportColumn<ExportRow>[] = [
  { header: 'Event', field: 'shortName', related: EVENT('shortName'), width: 14, value: (r) => r.shortName },
  { header: 'Program', field: 'title', related: EVENT('title'), width: 30, value: (r) => r.title },
  { header: 'Start', field: 'startTime', related: EVENT('startTime'), width: 22, value: (r) => new Date(r.startTime).toISOString() },
  {
    header: 'Speaker',
    field: 'speaker',
    related: SPEAKER_NAME,
    width: 24,
    value: (r) => (r.speakerId === null ? '' : `${r.firstName} ${r.lastName}`),
  },
  { header: 'Expense Type', field: 'expenseType', width: 16, value: (r) => r.expenseType },
  { header: 'Status', field: 'status', width: 10, value: (r) => r.status },
  { header: 'Payment Date', field: 'paymentDate', width: 14, value: (r) => r.paymentDate },
  { header: 'Amount (USD)', field: 'amount', width: 14, value: (r) => dollars(r.amountCents) },
];

/** A line the caller may change, or 404 like a missing one; 400 for a check's Honoraria line. */
async function changeableLine(tx: Tx, id: number, user: AuthUser, scope: RowScope) {
  const [line] = await tx.query<{ id: number; checkId: number | null }>(sql`select l.id, l.check_id as "checkId"
    from expense_lines l join events e on e.id = l.event_id
    where l.id = ${id} and ${ownLines('l', user)} and ${scope.events ?? sql`true`}`);
  if (!line) throw notFound('Expense line', id);
  if (line.checkId !== null) throw new HttpError(400, M.checkLine(line.checkId));
  return line;
}

/** The event (in the caller's scope) and speaker (one of its speakers) a line names, or the refusal. */
async function checkOwners(tx: Tx, body: LineInput, scope: RowScope) {
  const [event] = await tx.query(sql`select e.id from events e where e.id = ${body.eventId} and ${scope.events ?? sql`true`}`);
  if (!event) throw notFound('Event', body.eventId);
  if (body.speakerId == null) return;
  const [speaker] = await tx.query(sql`select id from speakers where id = ${body.speakerId}`);
  if (!speaker) throw notFound('Speaker', body.speakerId);
  const [speaks] = await tx.query(sql`select 1 from event_speakers where event_id = ${body.eventId} and speaker_id = ${body.speakerId}`);
  if (!speaks) throw fieldRefused('speakerId', M.speakerNotOnEvent(body.speakerId, body.eventId));
}

const lineById = async (tx: Tx, id: number) =>
  lineDto(only(await tx.query<LineRow>(sql`select ${LINE_COLUMNS('l')} from expense_lines l where l.id = ${id}`)));

export function lineRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/expenses',
    permission: ['expense_line', 'read'],
    related: EXPENSE_RELATED,
    schema: { query: expenseListQuery },
    answer: expensePage,
    handler: async ({ tx, query, user, hidden, scope }) => {
      const c = await conditionsOf(query, user, hidden, scope, tx);
      const offset = (query.page - 1) * query.limit;
      const groups = await tx.query<GroupRow & { lines: LineRow[] | null }>(sql`select ${ROW_COLUMNS},
          (select json_agg(x order by x."paymentDate" nulls last, x.id) from (
            select ${LINE_COLUMNS('l')} from expense_lines l where ${sameRow('l')} and ${c.lines('l')}) x) as lines
        ${rowsOf(c, { limit: query.limit, offset })} order by p.n`);
      // Counting 800,000 groups takes ≈ 200 ms: exact up to COUNT_CAP (a common search term: SEARCH_COUNT_CAP), beyond
      // it a lower bound, as for events.
      const cap = c.searchCapped ? SEARCH_COUNT_CAP : COUNT_CAP;
      const { count } = c.searchCapped
        ? { count: cap + 1 }
        : only(
            await tx.query<{ count: number }>(
              sql`select count(*)::int as count from (select from expense_groups g where ${c.groups} limit ${cap + 1}) capped`,
            ),
          );
      const results = groups.map((g) => rowDto(g, g.lines ?? []));
      if (count <= cap) return { results, count, countExact: true };
      return { results, count: Math.max(cap, offset + results.length), countExact: false };
    },
  });

  route({
    method: 'GET',
    url: '/expenses/export',
    permission: ['expense_line', 'read'],
    schema: { query: exportQuery },
    answer: FILE,
    handler: async ({ tx, query, user, hidden, scope, reply }) => {
      const c = await conditionsOf(query, user, hidden, scope);
      // A speaker's rows are their own: no speaker column (spec 002 §2.16).
      const columns = (await visibleColumns(EXPORT_COLUMNS, null, hidden)).filter(
        (col) => col.field !== 'speaker' || user.role !== 'speaker',
      );
      const body = new PassThrough();
      sendFile(reply, body, { fileName: `expenses-${new Date().toISOString().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE });
      try {
        // One row per line, in the list's order; the transaction (and its cursor) stays open until the last row.
        const rows = cursorBatches<ExportRow>(
          tx,
          'expense_lines_export',
          sql`select ${ROW_COLUMNS}, ${LINE_COLUMNS('l')} ${rowsOf(c)}
            join expense_lines l on ${sameRow('l')} and ${c.lines('l')}
            order by p.n, l.payment_date nulls last, l.id`,
        );
        await writeWorkbook(body, 'Expenses', columns, rows);
      } catch (error) {
        body.destroy(error as Error);
        throw error;
      }
      return reply;
    },
  });

  route({
    method: 'GET',
    url: '/expenses/event-totals',
    // The totals decorate events the caller reads: a role that may not read expense headers gets none, not a 403, so
    // that a screen (or a mutation's answer) showing events shows them without their money rather than failing.
    permission: ['event', 'read'],
    schema: { query: z.object({ eventIds: idList('event') }) },
    answer: eventTotals,
    handler: async ({ tx, query, user, scope }) => {
      if (!(await permissionsOf(tx, user.role)).expense_header?.includes('read')) return [];
      const rows = await tx.query<{ eventId: number; cost: number; honoraria: number }>(sql`select e.id as "eventId",
          coalesce((select sum(g.total_cents) from expense_groups g where g.event_id = e.id and ${ownLines('g', user)}), 0)::float8 as cost,
          coalesce((select sum(c.amount_cents) from fee_checks c where c.event_id = e.id and c.deleted_at is null), 0)::float8 as honoraria
        from events e where e.id = any(${intArray(query.eventIds)}) and ${scope.events ?? sql`true`} order by e.id`);
      return rows.map((r) => ({ eventId: r.eventId, cost: dollars(r.cost), honoraria: dollars(r.honoraria) }));
    },
  });

  route({
    method: 'POST',
    url: '/expenses/line',
    permission: ['expense_line', 'create'],
    status: 201,
    schema: { body: lineBody },
    answer: expenseLine,
    handler: async ({ tx, tenantId, user, body, scope, audit }) => {
      await checkOwners(tx, body, scope);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into expense_lines (tenant_id, event_id, speaker_id, expense_type, amount_cents,
          payment_date, status, created_by) values (${tenantId}, ${body.eventId}, ${body.speakerId ?? null}, ${body.expenseType},
          ${cents(body.amount)}, ${body.paymentDate ?? null}, ${body.status}, ${user.impersonatedBy ?? user.id}) returning id`),
      );
      await audit('expense_line', id, 'create', Object.keys(body));
      return lineById(tx, id);
    },
  });

  route({
    method: 'PUT',
    url: '/expenses/line/:id',
    permission: ['expense_line', 'update'],
    schema: { params: idParam, body: lineBody },
    answer: expenseLine,
    handler: async ({ tx, params, user, body, scope, audit }) => {
      await changeableLine(tx, params.id, user, scope);
      await checkOwners(tx, body, scope);
      await tx.query(sql`update expense_lines set event_id = ${body.eventId}, speaker_id = ${body.speakerId ?? null},
        expense_type = ${body.expenseType}, amount_cents = ${cents(body.amount)}, payment_date = ${body.paymentDate ?? null},
        status = ${body.status}, updated_at = now() where id = ${params.id}`);
      await audit('expense_line', params.id, 'update', Object.keys(body));
      return lineById(tx, params.id);
    },
  });

  route({
    method: 'DELETE',
    url: '/expenses/line/:id',
    permission: ['expense_line', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, user, scope, audit }) => {
      await changeableLine(tx, params.id, user, scope);
      await tx.query(sql`delete from expense_lines where id = ${params.id}`);
      await audit('expense_line', params.id, 'delete');
      return undefined;
    },
  });
}
