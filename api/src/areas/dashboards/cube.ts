import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/http/caller.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { shownLine } from '../expenses/index.ts';
import {
  countedLine,
  eventFilters,
  honorariaLine,
  eventsWhere,
  ON_ATTENDANCES,
  ON_PAIRS,
  paidWithin,
  type EventRange,
  type RangedFilters,
} from './filters.ts';

// What the charts group (data.ts), as FROM items (alias `c`) of per-month rows: a whole tenant's range reads migration
// 0040's rollups for its whole months and the events or lines themselves for the part-months at either end; a
// row-scoped caller (a field rep's, a speaker's events), a range of UTC dates (a role the zone is hidden from) and, for
// the coarser rollups, a filter they do not hold read the events or lines, one row each: the same columns, the same
// answers.
// - eventCube: month, status, type, location_type, topic_id, events, registered, signed_in;
// - repCube: month, status, field_rep_id, events, signed_in;
// - speakerCube: month, status, type, location_type, topic_id (the event's), pairs: the event–speaker pairs;
// - speakerCounts: speaker_id, pairs (per year);
// - attendanceCube: month, status (the event's), credentials (the attendee's), attendances;
// - paymentCube: month (the event's), paid_month, status (the event's), expense_type, amount_cents, lines: the lines that
//   count (filters.ts `countedLine`: the tenant's rules applied to the rollup's expense types as to the lines');
// - costCube: month, status (the event's), cost_cents, honoraria_cents: the same lines', Honoraria apart.

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The first day of the month of `date` (`YYYY-MM-DD`), `add` months on. */
const monthStart = (date: string, add = 0) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return iso(Date.UTC(year, month - 1 + add, 1));
};
const and = (where: SQL[]) => (where.length ? sql.join(where, sql` and `) : sql`true`);

/** The range's whole months [first, after) from the rollup (`rollup`, all of them when `dated` is false) and its
 *  part-months from the rows (`rows` of a narrower range). */
function monthly(f: RangedFilters, dated: boolean, rollup: (from?: string, to?: string) => SQL, rows: (part: RangedFilters) => SQL): SQL {
  if (!dated) return sql`(${rollup()}) c`;
  const first = f.startDate === monthStart(f.startDate) ? f.startDate : monthStart(f.startDate, 1);
  const next = iso(Date.parse(f.endDate) + DAY);
  const after = next === monthStart(next) ? next : monthStart(f.endDate);
  if (first >= after) return sql`(${rows(f)}) c`;
  const parts = [rollup(first, after)];
  if (f.startDate < first) parts.push(rows({ ...f, endDate: iso(Date.parse(first) - DAY) }));
  if (after <= f.endDate) parts.push(rows({ ...f, startDate: after }));
  return sql`(${sql.join(parts, sql` union all `)}) c`;
}

/** The rollup `table`'s rows (alias `m`) of the months [from, to) of `column`, with `where`. */
const rollupWhere = (column: string, where: SQL[], from?: string, to?: string) =>
  and([...where, ...(from && to ? [sql`${sql.raw(`m.${column}`)} >= ${from}::date and ${sql.raw(`m.${column}`)} < ${to}::date`] : [])]);

/** The rollups hold no row scope, UTC month and (but the events') type, location type nor topic. */
const wholeTenant = (scope: RowScope, range: EventRange) => !scope.events && range !== 'utc';
const narrowed = (f: RangedFilters) => Boolean(f.type?.length || f.locationType?.length || f.topic?.length);
const monthOf = (column: string) => sql.raw(`date_trunc('month', ${column})::date`);

export function eventCube(f: RangedFilters, scope: RowScope, range: EventRange): SQL {
  const rows = (part: RangedFilters) => sql`select ${monthOf('e.local_start')} as month, e.status, e.type, e.location_type,
    e.topic_id, 1 as events, e.registered, e.signed_in from events e where ${eventsWhere(part, scope, range)}`;
  if (!wholeTenant(scope, range)) return sql`(${rows(f)}) c`;
  return monthly(
    f,
    range === 'local',
    (from, to) => sql`select m.month, m.status, m.type, m.location_type, m.topic_id, m.events, m.registered, m.signed_in
      from dashboard_event_months m where ${rollupWhere('month', eventFilters(f, 'm'), from, to)}`,
    rows,
  );
}

/** The rows of `table` (alias `alias`) of the dashboard's events, FROM and WHERE. A whole tenant's read the rows alone,
 *  which keep their event's columns (migrations 0041, 0042); a row-scoped caller's (a condition on the events `e`) go
 *  from their own events (a field rep's: their index range, 3,441 of a year's 200,000) to those events' rows. */
const rowsOfEvents = (
  table: 'event_speakers' | 'event_attendances',
  alias: 'es' | 'ea',
  f: RangedFilters,
  scope: RowScope,
  range: EventRange,
) =>
  scope.events
    ? sql`events e join ${sql.raw(`${table} ${alias}`)} on ${sql.raw(`${alias}.event_id`)} = e.id where ${eventsWhere(f, scope, range)}`
    : sql`${sql.raw(`${table} ${alias}`)} where ${eventsWhere(f, scope, range, alias === 'es' ? ON_PAIRS : ON_ATTENDANCES)}`;

/** The dashboard's event–speaker pairs (`es`, FROM and WHERE). */
const pairsOf = (f: RangedFilters, scope: RowScope, range: EventRange) => rowsOfEvents('event_speakers', 'es', f, scope, range);

/** The pairs per speaker of the dashboard's range (`speaker_id`, `pairs`; alias `c`): a whole tenant's whole years, with
 *  nothing narrowing them but the range, from migration 0043's rollup, the part-years at either end from the pairs. */
export function speakerCounts(f: RangedFilters, scope: RowScope, range: EventRange): SQL {
  const rows = (part: RangedFilters) => sql`select es.speaker_id, 1 as pairs from ${pairsOf(part, scope, range)}`;
  if (!wholeTenant(scope, range) || range !== 'local' || narrowed(f) || f.status?.length) return sql`(${rows(f)}) c`;
  const [startYear, endYear] = [Number(f.startDate.slice(0, 4)), Number(f.endDate.slice(0, 4))];
  const first = f.startDate.endsWith('-01-01') ? startYear : startYear + 1;
  const last = f.endDate.endsWith('-12-31') ? endYear : endYear - 1;
  if (first > last) return sql`(${rows(f)}) c`;
  const parts = [sql`select y.speaker_id, y.pairs from dashboard_speaker_years y where y.year between ${first} and ${last}`];
  if (startYear < first) parts.push(rows({ ...f, endDate: `${startYear}-12-31` }));
  if (endYear > last) parts.push(rows({ ...f, startDate: `${endYear}-01-01` }));
  return sql`(${sql.join(parts, sql` union all `)}) c`;
}

export function speakerCube(f: RangedFilters, scope: RowScope, range: EventRange): SQL {
  const rows = (part: RangedFilters) => sql`select ${monthOf('es.event_local_start')} as month, es.event_status as status,
    es.event_type as type, es.event_location_type as location_type, es.event_topic_id as topic_id, 1 as pairs
    from ${pairsOf(part, scope, range)}`;
  if (!wholeTenant(scope, range)) return sql`(${rows(f)}) c`;
  return monthly(
    f,
    range === 'local',
    (from, to) => sql`select m.month, m.status, m.type, m.location_type, m.topic_id, m.pairs
      from dashboard_speaker_months m where ${rollupWhere('month', eventFilters(f, 'm'), from, to)}`,
    rows,
  );
}

export function repCube(f: RangedFilters, scope: RowScope, range: EventRange): SQL {
  const rows = (part: RangedFilters) => sql`select ${monthOf('e.local_start')} as month, e.status, e.field_rep_id,
    1 as events, e.signed_in from events e where ${eventsWhere(part, scope, range)}`;
  if (!wholeTenant(scope, range) || narrowed(f)) return sql`(${rows(f)}) c`;
  return monthly(
    f,
    range === 'local',
    (from, to) => sql`select m.month, m.status, m.field_rep_id, m.events, m.signed_in from dashboard_rep_months m
      where ${rollupWhere('month', eventFilters(f, 'm'), from, to)}`,
    rows,
  );
}

export function attendanceCube(f: RangedFilters, scope: RowScope, range: EventRange): SQL {
  const rows = (part: RangedFilters) => sql`select ${monthOf('ea.event_local_start')} as month, ea.event_status as status,
    ea.attendee_credentials as credentials, 1 as attendances from ${rowsOfEvents('event_attendances', 'ea', part, scope, range)}`;
  if (!wholeTenant(scope, range) || narrowed(f)) return sql`(${rows(f)}) c`;
  return monthly(
    f,
    range === 'local',
    (from, to) => sql`select m.month, m.status, m.credentials, m.attendances from dashboard_attendance_months m
      where ${rollupWhere('month', eventFilters(f, 'm'), from, to)}`,
    rows,
  );
}

/** The rollup's lines (alias `m`) of the dashboard's events that count (`countedLine`: the tenant's rules applied to the
 *  rollup's expense types as to the lines'). */
const countedMonths = (f: RangedFilters) => [...eventFilters(f, 'm'), shownLine('m')];
// A speaker counts their own lines only (countedLine), which neither the rollup nor the events' totals tell apart.
const ownLines = (user: Pick<AuthUser, 'role'>) => user.role === 'speaker';

/** The counted lines of the dashboard's events paid within the range (the expense dashboard's: lines without a payment
 *  date are left out). */
export function paymentCube(f: RangedFilters, scope: RowScope, range: EventRange, user: Pick<AuthUser, 'role' | 'speakerId'>): SQL {
  const rows = (part: RangedFilters) => sql`select ${monthOf('e.local_start')} as month, ${monthOf('l.payment_date')} as paid_month,
    e.status, l.expense_type, l.amount_cents, 1 as lines from expense_lines l join events e on e.id = l.event_id
    where ${and([countedLine(user), eventsWhere(part, scope, 'none'), paidWithin(part)])}`;
  if (!wholeTenant(scope, range) || narrowed(f) || ownLines(user)) return sql`(${rows(f)}) c`;
  return monthly(
    f,
    true,
    (from, to) => sql`select m.month, m.paid_month, m.status, m.expense_type, m.amount_cents, m.lines
      from dashboard_expense_months m where ${rollupWhere('paid_month', countedMonths(f), from, to)}`,
    rows,
  );
}

/** The counted cost and honoraria of the dashboard's events by their months (the cost and honoraria charts): beside the
 *  rollup, the events' totals of their counted lines (migrations 0044, 0047) from the range's index; a speaker's own
 *  lines. */
export function costCube(f: RangedFilters, scope: RowScope, range: EventRange, user: Pick<AuthUser, 'role' | 'speakerId'>): SQL {
  const rows = ownLines(user)
    ? (part: RangedFilters) => sql`select ${monthOf('e.local_start')} as month, e.status, l.amount_cents as cost_cents,
        case when ${honorariaLine('l')} then l.amount_cents else 0 end as honoraria_cents
        from expense_lines l join events e on e.id = l.event_id where ${countedLine(user)} and ${eventsWhere(part, scope, range)}`
    : (part: RangedFilters) => sql`select ${monthOf('e.local_start')} as month, e.status, e.cost_cents, e.honoraria_cents
        from events e where ${eventsWhere(part, scope, range)} and (e.cost_cents <> 0 or e.honoraria_cents <> 0)`;
  if (!wholeTenant(scope, range) || narrowed(f) || ownLines(user)) return sql`(${rows(f)}) c`;
  return monthly(
    f,
    range === 'local',
    (from, to) => sql`select m.month, m.status, m.amount_cents as cost_cents,
        case when ${honorariaLine('m')} then m.amount_cents else 0 end as honoraria_cents
      from dashboard_expense_months m where ${rollupWhere('month', countedMonths(f), from, to)}`,
    rows,
  );
}
