import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Entity } from '../../platform/auth/model.ts';
import { intArray, textArray, type Tx } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { fieldRefused } from '../../platform/http/errors.ts';
import type { HiddenFields } from '../../platform/http/fields.ts';
import { jsonFilters, pageSize } from '../../platform/http/lists.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { permissionsOf } from '../../platform/policy/permissions.ts';
import { shownLine } from '../expenses/index.ts';
import { dashboardFilters } from './bodies.ts';
import { DASHBOARD_COLUMNS, DASHBOARD_LIMITS, DASHBOARD_MESSAGES as M, defaultRange, type DashboardCategory } from './contract.ts';

// What every dashboard call shares (data.ts, lists.ts): the filters with their default range and checks, the fields a
// chart, column or filter shows (refused or left out when hidden from the caller's role), and the one SQL condition on
// the dashboard's events `e`: row scope, local start date in the range, status, location type, type and topic.

const DAY = 86_400_000;

/** The filter object with its range settled: a missing date is the current UTC year's (contract `defaultRange`);
 *  End Date before Start Date, or a range longer than DASHBOARD_LIMITS.rangeDays, answers 400 at `filters.endDate`.
 *  `datesGiven` remembers which dates the caller chose (a date filter on a hidden start is refused, not the default). */
export const rangedFilters = dashboardFilters.transform((f, ctx) => {
  const year = defaultRange(new Date().getUTCFullYear());
  const startDate = f.startDate ?? year.startDate;
  const endDate = f.endDate ?? year.endDate;
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY;
  if (days < 0) ctx.addIssue({ code: 'custom', message: M.rangeReversed, path: ['endDate'] });
  else if (days + 1 > DASHBOARD_LIMITS.rangeDays) ctx.addIssue({ code: 'custom', message: M.rangeTooLong, path: ['endDate'] });
  return { ...f, startDate, endDate, datesGiven: { startDate: f.startDate !== undefined, endDate: f.endDate !== undefined } };
});
export type RangedFilters = z.output<typeof rangedFilters>;

/** `GET /dashboard/{category}`: the filters only (spec 002 §7: "chart-data calls send only the filters"). */
export const dataQuery = z.object({ filters: jsonFilters(rangedFilters) }).strict();

const sortDesc = z
  .enum(['true', 'false', '1', '0'], { message: 'sortDesc must be true or false' })
  .transform((v) => v === 'true' || v === '1')
  .default(false);

/** `sortBy`: one of the category's columns (contract `DASHBOARD_COLUMNS`), else 400 `sortWrongCategory`. */
const sortOf = (category: DashboardCategory) =>
  z
    .string()
    .max(50)
    .optional()
    .superRefine((column, ctx) => {
      if (column !== undefined && !(DASHBOARD_COLUMNS[category] as readonly string[]).includes(column))
        ctx.addIssue({ code: 'custom', message: M.sortWrongCategory(column, category) });
    });

/** `GET /dashboard/{category}/export`: the list's filters and order. */
export const exportQueryOf = (category: DashboardCategory) =>
  z.object({ sortBy: sortOf(category), sortDesc, filters: jsonFilters(rangedFilters) });
/** `GET /dashboard/{category}/list`: page (1-based), itemsPerPage (the spec's name of a page size: 1 to 1000, -1 = all,
 *  default 10), sortBy, sortDesc, filters. */
export const listQueryOf = (category: DashboardCategory) =>
  exportQueryOf(category).extend({
    page: z.coerce.number().int().min(1, 'page must be 1 or more').max(1_000_000).default(1),
    itemsPerPage: pageSize('itemsPerPage').default(10),
  });
export type DashboardListQuery = z.output<ReturnType<typeof listQueryOf>>;

/** A field a chart, column or filter shows: its entity and field name (`field_settings` names). */
export type FieldRef = readonly [Entity, string];
/** What a chart or column shows, named as `chartHidden` names it, and the fields whose hiding takes it away. `money`:
 *  amounts of expense lines, shown to a role that reads them (`expense_line: read`). */
export interface Shows {
  label: string;
  fields: readonly FieldRef[];
  money?: boolean;
}
export const SHOWS = {
  shortName: { label: 'Short Name', fields: [['event', 'shortName']] },
  startTime: { label: 'Start Time', fields: [['event', 'startTime']] },
  status: { label: 'Status', fields: [['event', 'status']] },
  type: { label: 'Type', fields: [['event', 'type']] },
  locationType: { label: 'Location Type', fields: [['event', 'locationType']] },
  topic: {
    label: 'Topic',
    fields: [
      ['event', 'topicId'],
      ['topic', 'name'],
    ],
  },
  therapeuticArea: {
    label: 'Therapeutic Area',
    fields: [
      ['event', 'topicId'],
      ['topic', 'therapeuticArea'],
    ],
  },
  speakers: {
    label: 'Speaker',
    fields: [
      ['event', 'speakers'],
      ['speaker', 'firstName'],
      ['speaker', 'lastName'],
    ],
  },
  /** A line's speaker (the expense list): the speaker's name, not the event's speaker list. */
  lineSpeaker: {
    label: 'Speaker',
    fields: [
      ['speaker', 'firstName'],
      ['speaker', 'lastName'],
    ],
  },
  attendee: {
    label: 'Attendee',
    fields: [
      ['attendee', 'firstName'],
      ['attendee', 'lastName'],
    ],
  },
  credentials: { label: 'Credentials', fields: [['attendee', 'credentials']] },
  /** Region and territory are the event's field rep's. */
  region: { label: 'Region', fields: [['event', 'fieldRepId']] },
  territory: { label: 'Territory', fields: [['event', 'fieldRepId']] },
  cost: { label: 'Cost', fields: [], money: true },
  honoraria: { label: 'Honoraria', fields: [], money: true },
  /** The events' Registered count (the attendee dashboard's registrations). */
  registered: { label: 'Registered', fields: [['event', 'registered']] },
  none: { label: '', fields: [] },
} as const satisfies Record<string, Shows>;

/** What the caller may see: the hidden fields of the role, and whether it reads expense amounts. */
export interface Visibility {
  hidden: HiddenFields;
  money: boolean;
}
export const visibilityOf = async (tx: Tx, user: AuthUser, hidden: HiddenFields): Promise<Visibility> => ({
  hidden,
  money: (await permissionsOf(tx, user.role)).expense_line?.includes('read') ?? false,
});

/** The label of the first of `shows` hidden from the caller (null when all are shown). */
export async function firstHidden(v: Visibility, ...shows: Shows[]): Promise<string | null> {
  for (const s of shows) {
    if (s.money && !v.money) return s.label;
    for (const [entity, field] of s.fields) if ((await v.hidden(entity)).has(field)) return s.label;
  }
  return null;
}

/** Refuses (400) a filter on a field hidden from the caller's role: status, location type, type, topic, and the dates
 *  when they are the events' start (not on the expense dashboard, whose dates are payment dates). */
export async function refuseHiddenFilters(f: RangedFilters, hidden: HiddenFields, category: DashboardCategory) {
  const event = await hidden('event');
  const refuse = (filter: string) => {
    throw fieldRefused(`filters.${filter}`, M.filterHidden(filter));
  };
  if (category !== 'expense' && event.has('startTime')) {
    if (f.datesGiven.startDate) refuse('startDate');
    if (f.datesGiven.endDate) refuse('endDate');
  }
  if (f.status?.length && event.has('status')) refuse('status');
  if (f.locationType?.length && event.has('locationType')) refuse('locationType');
  if (f.type?.length && event.has('type')) refuse('type');
  if (f.topic?.length && event.has('topicId')) refuse('topic');
}

/** How the range takes the dashboard's events: by their local start date; by the UTC date of the start, for a role the
 *  zone is hidden from; not at all, for one the start is hidden from (its date filters are refused) and on the expense
 *  dashboard (its range is the lines' payment dates). Which events a range takes is itself their start in their zone:
 *  else an answer would change with a hidden start or zone (an event moving in or out of the range). */
export type EventRange = 'local' | 'utc' | 'none';
export async function eventRangeOf(hidden: HiddenFields, category: DashboardCategory): Promise<EventRange> {
  const event = await hidden('event');
  if (category === 'expense' || event.has('startTime')) return 'none';
  return event.has('zone') ? 'utc' : 'local';
}

/** Where a dashboard's rows read their event's start, status, location type, type and topic: on the events `e`, or on
 *  the event–speaker pairs `es`, which keep their event's (migration 0041). */
export interface EventColumns {
  alias: string;
  /** What the event's column names take before them on `alias`. */
  prefix: string;
  /** The event's start (UTC). */
  start: string;
}
export const ON_EVENTS: EventColumns = { alias: 'e', prefix: '', start: 'start_time' };
export const ON_PAIRS: EventColumns = { alias: 'es', prefix: 'event_', start: 'event_start' };
/** The attendances `ea`, which keep their event's too (migration 0042). */
export const ON_ATTENDANCES: EventColumns = { alias: 'ea', prefix: 'event_', start: 'event_start' };

/**
 * The dashboard's events: in the caller's row scope (a condition on the events `e`), whose local start date (`local_start`,
 * the start in the event's zone, kept by migration 0039's trigger) lies in the range (as `range` says), with the status,
 * location type, type and topic filters, on the columns `on` says.
 */
export function eventsWhere(f: RangedFilters, scope: RowScope, range: EventRange, on: EventColumns = ON_EVENTS): SQL {
  const where: SQL[] = [];
  if (scope.events) where.push(scope.events);
  if (range === 'local')
    where.push(sql`${sql.raw(`${on.alias}.${on.prefix}local_start`)} between ${f.startDate}::date and ${f.endDate}::date`);
  else if (range === 'utc') {
    const next = new Date(Date.parse(f.endDate) + DAY).toISOString().slice(0, 10);
    const start = sql.raw(`${on.alias}.${on.start}`);
    where.push(sql`${start} >= ${f.startDate}::timestamptz and ${start} < ${next}::timestamptz`);
  }
  where.push(...eventFilters(f, on.alias, on.prefix));
  return where.length ? sql.join(where, sql` and `) : sql`true`;
}

/** The status, location type, type and topic filters on `alias`'s columns (the events', the pairs' with `prefix`
 *  'event_', or the rollup's of cube.ts). */
export function eventFilters(f: RangedFilters, alias: string, prefix = ''): SQL[] {
  const column = (name: string) => sql.raw(`${alias}.${prefix}${name}`);
  const where: SQL[] = [];
  if (f.status?.length) where.push(sql`${column('status')} = any(${textArray(f.status)})`);
  if (f.locationType?.length) where.push(sql`${column('location_type')} = any(${textArray(f.locationType)})`);
  if (f.type?.length) where.push(sql`${column('type')} = any(${textArray(f.type)})`);
  if (f.topic?.length) where.push(sql`${column('topic_id')} = any(${intArray(f.topic)})`);
  return where;
}

/** The expense dashboard's range on its lines `l`: paid within it (lines without a payment date are left out). */
export const paidWithin = (f: RangedFilters, line = 'l') =>
  sql`${sql.raw(line)}.payment_date between ${f.startDate}::date and ${f.endDate}::date`;

/** The lines that count (`expense_lines`): not Void, left in by the tenant's Expense Filtering Rules (the expense list's
 *  `shownLine`), and a speaker's own only (spec 002 §2.16: a speaker never sees another's lines, nor an event-wide
 *  one). */
export const countedLine = (user: Pick<AuthUser, 'role' | 'speakerId'>, line = 'l') =>
  sql.join(
    [
      sql`${sql.raw(line)}.status <> 'Void'`,
      shownLine(line),
      ...(user.role === 'speaker' ? [sql`${sql.raw(line)}.speaker_id = ${user.speakerId ?? -1}`] : []),
    ],
    sql` and `,
  );

/** An honoraria line: a check's line (migration 0027) or one staff typed as Honoraria. */
export const honorariaLine = (line = 'l') => sql`${sql.raw(line)}.expense_type = 'Honoraria'`;

/** Every month of the range, `YYYY-MM`, in order. */
export function monthsOf(f: Pick<RangedFilters, 'startDate' | 'endDate'>): string[] {
  const months: string[] = [];
  let [year, month] = f.startDate.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = f.endDate.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}
