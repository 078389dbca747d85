import { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only, type Tx } from '../../platform/db/client.ts';
import { cursorBatches } from '../../platform/export/cursor.ts';
import { SPEAKER_NAME, visibleColumns, writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import { EMPTY, FILE } from '../../platform/http/answer.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { sendFile } from '../../platform/http/download.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { refuseRelatedSort, type HiddenFields } from '../../platform/http/fields.ts';
import { ids, likePattern, listQuery } from '../../platform/http/lists.ts';
import { idList, idParam } from '../../platform/http/params.ts';
import type { Router } from '../../platform/http/route.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { cents, dollars } from '../fees/contract.ts';
import { eventTotals, expenseLine, expensePage, type ExpenseLine, type ExpenseRow } from './answers.ts';
import { lineBody, type LineInput } from './bodies.ts';
import { EXPENSE_MESSAGES as M, EXPENSE_RELATED } from './contract.ts';

// Financials: the rows per event and speaker (`GET /expenses`), their export (`GET /expenses/export`), each event's
// totals (`GET /expenses/event-totals`) and the lines staff add, change and delete (`/expenses/line`). A check's
// Honoraria line is written by the database (migration 0027's trigger), never by these routes.

/** A line the tenant's Expense Filtering Rules leave in: no rule matches its expense type (`expense_rule_matches` of
 *  migration 0027, the one implementation of the comparison types). Every query of Financials and its totals uses it. */
export const shownLine = (line: string) =>
  sql`not exists (select 1 from expense_filtering_rules r
    where expense_rule_matches(r.comparison_type, r.comparison_string, ${sql.raw(line)}.expense_type))`;

/** The lines a caller reaches: a speaker (or an admin impersonating one) their own only (spec 002 §2.16), so never an
 *  event-wide line; every other role all of the tenant's, on the events of its row scope (`scope.events`). */
const ownLines = (line: string, user: Pick<AuthUser, 'role' | 'speakerId'>) =>
  user.role === 'speaker' ? sql`${sql.raw(line)}.speaker_id = ${user.speakerId ?? -1}` : sql`true`;

/** A row's sort keys and the event or speaker fields each orders by (refused when hidden from the caller). */
const SORT: Record<string, SQL> = {
  startTime: sql`e.start_time`,
  shortName: sql`e.short_name`,
  title: sql`e.title`,
  speakerName: sql`s.last_name || ' ' || s.first_name`,
  total: sql`g.total`,
};
const SORT_FIELDS = {
  startTime: ['event', 'startTime'],
  shortName: ['event', 'shortName'],
  title: ['event', 'title'],
  speakerName: ['speaker', 'lastName', 'firstName'],
} as const;
const SEARCH: [readonly ['event' | 'speaker', string], SQL][] = [
  [['event', 'shortName'], sql`e.short_name`],
  [['event', 'title'], sql`e.title`],
  [['speaker', 'firstName'], sql`s.first_name`],
  [['speaker', 'lastName'], sql`s.last_name`],
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
  /** On a row (`events e`, `speakers s`): the row scope, the years and the search. */
  rows: SQL;
  order: SQL;
}

/** The query's conditions and order for this caller: hidden fields are neither searched nor sorted by (400). */
async function conditionsOf(query: ExportQuery, user: AuthUser, hidden: HiddenFields, scope: RowScope): Promise<Conditions> {
  await refuseRelatedSort(query.sortBy, SORT_FIELDS, hidden);
  const { years, speakerIds } = query.filters;
  const lines = (alias: string) =>
    sql.join(
      [
        shownLine(alias),
        ownLines(alias, user),
        ...(speakerIds?.length ? [sql`${sql.raw(alias)}.speaker_id = any(${intArray(speakerIds)})`] : []),
      ],
      sql` and `,
    );
  const startHidden = (await hidden('event')).has('startTime');
  if (years?.length && startHidden)
    throw fieldRefused('filters.years', 'filters.years: filtering by startTime is not available to your role');
  const rows: SQL[] = [];
  if (scope.events) rows.push(scope.events);
  // Calendar years in UTC, as ranges of the start (the events' start index answers them).
  if (years?.length)
    rows.push(
      sql`(${sql.join(
        years.map(
          (y) =>
            sql`(e.start_time >= ${`${y}-01-01T00:00:00Z`}::timestamptz and e.start_time < ${`${y + 1}-01-01T00:00:00Z`}::timestamptz)`,
        ),
        sql` or `,
      )})`,
    );
  if (query.searchQuery) {
    const like = likePattern(query.searchQuery);
    const read: SQL[] = [];
    for (const [[entity, field], column] of SEARCH) {
      // A speaker's rows are all their own: the speaker names are not searched for them (spec 002 §2.16: no search).
      if (entity === 'speaker' && user.role === 'speaker') continue;
      if (!(await hidden(entity)).has(field)) read.push(sql`${column} ilike ${like}`);
    }
    rows.push(read.length ? sql`(${sql.join(read, sql` or `)})` : sql`false`);
  }
  // Newest event first unless a sort is asked for (by event id when the start is hidden); then the event, the event-wide
  // row before the speakers'.
  const direction = sql.raw(query.sortBy ? (query.sortDesc ? 'desc' : 'asc') : 'desc');
  const key = query.sortBy ? SORT[query.sortBy]! : startHidden ? sql`e.id` : SORT.startTime!;
  const order = sql`${key} ${direction} nulls last, e.id ${direction}, g.speaker_id ${direction} nulls first`;
  return { lines, rows: rows.length ? sql.join(rows, sql` and `) : sql`true`, order };
}

/** The (event, speaker) groups of the lines the caller reaches, with their totals (void lines aside). */
const groupsOf = (c: Conditions) => sql`with g as (
    select l.event_id, l.speaker_id, coalesce(sum(l.amount_cents) filter (where l.status <> 'Void'), 0)::float8 as total
    from expense_lines l where ${c.lines('l')} group by l.event_id, l.speaker_id
  )`;
const ROW_FROM = sql`from g join events e on e.id = g.event_id left join speakers s on s.id = g.speaker_id`;
const ROW_COLUMNS = sql`g.event_id as "eventId", g.speaker_id as "speakerId", g.total, e.short_name as "shortName", e.title,
  e.type, e.start_time as "startTime", e.zone, s.first_name as "firstName", s.last_name as "lastName"`;
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
      const c = await conditionsOf(query, user, hidden, scope);
      const groups = await tx.query<GroupRow & { lines: LineRow[] | null }>(sql`${groupsOf(c)}
        select ${ROW_COLUMNS}, (select json_agg(x order by x."paymentDate" nulls last, x.id) from (
            select ${LINE_COLUMNS('l')} from expense_lines l where ${sameRow('l')} and ${c.lines('l')}) x) as lines
        ${ROW_FROM} where ${c.rows} order by ${c.order} limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
      const { count } = only(
        await tx.query<{ count: number }>(sql`${groupsOf(c)} select count(*)::int as count ${ROW_FROM} where ${c.rows}`),
      );
      return { results: groups.map((g) => rowDto(g, g.lines ?? [])), count };
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
          sql`${groupsOf(c)} select ${ROW_COLUMNS}, ${LINE_COLUMNS('l')} ${ROW_FROM}
            join expense_lines l on ${sameRow('l')} and ${c.lines('l')}
            where ${c.rows} order by ${c.order}, l.payment_date nulls last, l.id`,
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
    permission: ['expense_header', 'read'],
    schema: { query: z.object({ eventIds: idList('event') }) },
    answer: eventTotals,
    handler: async ({ tx, query, user, scope }) => {
      const rows = await tx.query<{ eventId: number; cost: number; honoraria: number }>(sql`select e.id as "eventId",
          coalesce((select sum(l.amount_cents) from expense_lines l where l.event_id = e.id and l.status <> 'Void'
            and ${shownLine('l')} and ${ownLines('l', user)}), 0)::float8 as cost,
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
