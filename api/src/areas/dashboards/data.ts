import { sql, type SQL } from 'drizzle-orm';
import type { Action, Entity } from '../../platform/auth/model.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import type { Router } from '../../platform/http/route.ts';
import { EVENT_TYPE_LABELS } from '../events/contract.ts';
import { dollars } from '../fees/contract.ts';
import { dashboardData, type ChartData } from './answers.ts';
import { attendanceCube, costCube, eventCube, paymentCube, repCube, speakerCounts, speakerCube } from './cube.ts';
import {
  DASHBOARD_CATEGORIES,
  DASHBOARD_CHARTS,
  DASHBOARD_LIMITS as L,
  DASHBOARD_MESSAGES as M,
  NOT_PROVIDED,
  REGION_STATUS_GROUPS,
  STATUS_GROUP_LABELS,
  STATUS_GROUPS,
  topicLabel,
  UNKNOWN,
  type DashboardCategory,
  type DashboardChartId,
  type DashboardValueFormat,
} from './contract.ts';
import {
  countedLine,
  dataQuery,
  eventRangeOf,
  eventsWhere,
  firstHidden,
  honorariaLine,
  monthsOf,
  refuseHiddenFilters,
  SHOWS,
  visibilityOf,
  type RangedFilters,
  type Shows,
  type Visibility,
} from './filters.ts';

// The dashboards' chart data (`GET /dashboard/{category}`): every chart of the category (contract DASHBOARD_CHARTS), each
// one GROUP BY over the filtered, row-scoped events of filters.ts; no row leaves the database. Status groups are migration
// 0038's `dashboard_status` / `dashboard_region_status`, the one definition the lists share.

/** Who may open each dashboard: the entity its rows are about. Program and region: the events; attendee: the events'
 *  attendances; speaker: the speakers (what marketing, field reps and compliance read besides admins and analysts,
 *  while `event_speaker` is the admins' and analysts' only); expense: the expense lines (money: not marketing nor field
 *  reps, whose other dashboards leave amounts out, filters.ts `Visibility.money`). */
export const DASHBOARD_PERMISSIONS: Record<DashboardCategory, [Entity, Action]> = {
  program: ['event', 'read'],
  region: ['event', 'read'],
  attendee: ['event_attendee', 'read'],
  speaker: ['speaker', 'read'],
  expense: ['expense_line', 'read'],
};

interface Cubes {
  events: SQL;
  /** The event–speaker pairs. */
  speakers: SQL;
  reps: SQL;
  attendances: SQL;
  /** The cost and honoraria of the events in the range, and (the expense dashboard's) the lines paid within it. */
  costs: SQL;
  payments: SQL;
}
interface ChartContext {
  tx: Tx;
  f: RangedFilters;
  user: AuthUser;
  /** The dashboard's events (`e`, filters.ts `eventsWhere`); the expense dashboard's without the date range. */
  events: SQL;
  /** The dashboard's event–speaker pairs per speaker (cube.ts `speakerCounts`, alias `c`). */
  speakerCounts: SQL;
  /** The same events, their pairs and their counted lines, per month (cube.ts, alias `c`). */
  cubes: Cubes;
  /** The caller reads expense amounts (filters.ts `Visibility.money`). */
  money: boolean;
}
type Series = ChartData['series'][number];
interface Computed {
  categories: string[];
  series: Series[];
}
interface ChartDef {
  format: DashboardValueFormat;
  /** What it groups by or shows: one hidden makes the chart unavailable. */
  shows: Shows[];
  compute(c: ChartContext): Promise<Computed>;
}

interface GroupCount {
  cat: string | null;
  grp: string;
  n: number;
}

/** Series per status group (in `groups` order, labelled by STATUS_GROUP_LABELS) over `categories`, zeros included. */
function statusSeries<R extends GroupCount>(
  groups: readonly (keyof typeof STATUS_GROUP_LABELS)[],
  categories: string[],
  rows: R[],
  catOf = (r: R) => r.cat ?? '',
) {
  const index = new Map(categories.map((c, i) => [c, i]));
  return groups.map((grp) => {
    const values = categories.map(() => 0);
    for (const r of rows) {
      const i = index.get(catOf(r));
      if (r.grp === grp && i !== undefined) values[i]! += r.n;
    }
    return { key: grp, label: STATUS_GROUP_LABELS[grp], values };
  });
}

/** One series over the months of the range (zeros included) from `(cat, value)` rows. */
function monthSeries(
  f: RangedFilters,
  rows: { cat: string; [key: string]: unknown }[],
  measures: [key: string, label: string, money: boolean][],
): Computed {
  const categories = monthsOf(f);
  const index = new Map(categories.map((c, i) => [c, i]));
  return {
    categories,
    series: measures.map(([key, label, money]) => {
      const values = categories.map(() => 0);
      for (const r of rows) {
        const i = index.get(r.cat);
        if (i !== undefined) values[i] = money ? dollars(Number(r[key])) : Number(r[key]);
      }
      return { key, label, values };
    }),
  };
}

/** The region of a field rep (`x.field_rep_id`; `fr`, `r`), Unknown last. */
const REGION_JOIN = sql`left join field_reps fr on fr.id = x.field_rep_id left join regions r on r.id = fr.region_id`;
/** A cube row's month, `YYYY-MM`. */
const MONTH = sql`to_char(c.month, 'YYYY-MM')`;
const regionOrder = (rows: { region: string | null }[]) => {
  const named = [...new Set(rows.map((r) => r.region).filter((r): r is string => r !== null))].sort();
  return rows.some((r) => r.region === null) ? [...named, UNKNOWN] : named;
};

/** A cube's `measure` per month and status group: first per month and status (few distinct statuses), then per group
 *  (`dashboard_status`), which measured a quarter faster on 200,000 events than grouping by the group directly. */
const byMonthAndStatus = (cube: SQL, measure: 'events' | 'pairs') =>
  sql`select to_char(x.m, 'YYYY-MM') as cat, dashboard_status(x.status) as grp, sum(x.n)::int as n
    from (select c.month as m, c.status, sum(${sql.raw(`c.${measure}`)}) as n from ${cube} group by 1, 2) x group by 1, 2`;

const CHARTS: Record<DashboardChartId, ChartDef> = {
  statusByMonth: {
    format: 'count',
    shows: [SHOWS.startTime, SHOWS.status],
    async compute({ tx, f, cubes }) {
      const rows = await tx.query<GroupCount>(byMonthAndStatus(cubes.events, 'events'));
      const categories = monthsOf(f);
      return { categories, series: statusSeries(STATUS_GROUPS, categories, rows) };
    },
  },
  statusByServiceType: {
    format: 'count',
    shows: [SHOWS.type, SHOWS.status],
    async compute({ tx, cubes }) {
      const rows = await tx.query<GroupCount>(sql`select x.type as cat, dashboard_status(x.status) as grp, sum(x.n)::int as n
        from (select c.type, c.status, sum(c.events) as n from ${cubes.events} group by 1, 2) x group by 1, 2`);
      const totals = new Map<string, number>();
      for (const r of rows) totals.set(r.cat!, (totals.get(r.cat!) ?? 0) + r.n);
      const types = [...totals]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, L.serviceTypes)
        .map(([type]) => type);
      const label = (type: string) => EVENT_TYPE_LABELS[type as keyof typeof EVENT_TYPE_LABELS] ?? type;
      return { categories: types.map(label), series: statusSeries(STATUS_GROUPS, types, rows) };
    },
  },
  programsByTopic: {
    format: 'count',
    shows: [SHOWS.topic],
    async compute({ tx, cubes }) {
      const rows = await tx.query<{ name: string | null; n: number }>(sql`select t.name, x.n
        from (select c.topic_id, sum(c.events)::int as n from ${cubes.events} group by 1) x left join topics t on t.id = x.topic_id
        order by x.n desc, t.name nulls last, x.topic_id`);
      return {
        categories: rows.map((r) => (r.name === null ? NOT_PROVIDED : topicLabel(r.name))),
        series: [{ key: 'programs', label: 'Programs', values: rows.map((r) => r.n) }],
      };
    },
  },
  costOverTime: {
    format: 'currency',
    shows: [SHOWS.startTime, SHOWS.cost],
    async compute({ tx, f, cubes }) {
      const rows = await tx.query<{ cat: string; cost: number; honoraria: number }>(sql`select ${MONTH} as cat,
          sum(c.cost_cents)::float8 as cost, sum(c.honoraria_cents)::float8 as honoraria
        from ${cubes.costs} group by 1`);
      return monthSeries(f, rows, [
        ['cost', 'Cost', true],
        ['honoraria', 'Honoraria', true],
      ]);
    },
  },
  attendeesByCredentials: {
    format: 'count',
    shows: [SHOWS.credentials],
    async compute({ tx, cubes }) {
      const rows = await tx.query<{ credentials: string | null; n: number }>(sql`select c.credentials,
          sum(c.attendances)::int as n
        from ${cubes.attendances} group by 1 order by n desc, 1 nulls last`);
      return {
        categories: rows.map((r) => r.credentials ?? NOT_PROVIDED),
        series: [{ key: 'attendees', label: 'Attendees', values: rows.map((r) => r.n) }],
      };
    },
  },
  signedInVsRegistered: {
    format: 'count',
    shows: [SHOWS.startTime, SHOWS.registered],
    async compute({ tx, f, cubes }) {
      // The events' own counts (migrations 0024, 0039): Registered as the event list shows it, signed in.
      const rows = await tx.query<{ cat: string; registered: number; signedIn: number }>(sql`select ${MONTH} as cat,
          sum(c.registered)::int as registered, sum(c.signed_in)::int as "signedIn"
        from ${cubes.events} group by 1`);
      return monthSeries(f, rows, [
        ['registered', 'Registered', false],
        ['signedIn', 'Signed In', false],
      ]);
    },
  },
  signedInEvents: {
    format: 'count',
    shows: [SHOWS.shortName, SHOWS.registered],
    async compute({ tx, events }) {
      // Newest first, as the lists.
      const rows = await tx.query<{ name: string; registered: number; signedIn: number }>(sql`select e.short_name as name,
          e.registered, e.signed_in as "signedIn"
        from events e where ${events} and e.signed_in > 0
        order by e.local_start desc, e.start_time desc, e.id desc limit ${L.signedInEvents}`);
      return {
        categories: rows.map((r) => r.name),
        series: [
          { key: 'registered', label: 'Registered', values: rows.map((r) => r.registered) },
          { key: 'signedIn', label: 'Signed In', values: rows.map((r) => r.signedIn) },
        ],
      };
    },
  },
  honorariaOverTime: {
    format: 'currency',
    shows: [SHOWS.startTime, SHOWS.honoraria],
    async compute({ tx, f, cubes }) {
      const rows = await tx.query<{ cat: string; honoraria: number }>(sql`select ${MONTH} as cat,
          sum(c.honoraria_cents)::float8 as honoraria
        from ${cubes.costs} group by 1`);
      return monthSeries(f, rows, [['honoraria', 'Honoraria', true]]);
    },
  },
  topSpeakers: {
    format: 'count',
    shows: [SHOWS.speakers],
    async compute({ tx, user, events, speakerCounts, money }) {
      // The 10 speakers with the most of the dashboard's events: a count per speaker of the range's pairs (whole years
      // from migration 0043's rollup, the rest an index-only scan of 0041's); only those at or above the tenth count
      // meet the speakers (the ties' order is by name); then the honoraria lines of those 10 only, on those events.
      const rows = await tx.query<{ firstName: string; lastName: string; programs: number; honoraria: number }>(sql`with
        p as (select c.speaker_id, sum(c.pairs)::int as programs from ${speakerCounts} group by 1),
        cut as (select programs from p order by programs desc limit 1 offset ${L.topSpeakers - 1})
        select top."firstName", top."lastName", top.programs,
          coalesce((select sum(l.amount_cents) from expense_lines l join events e on e.id = l.event_id
            where l.speaker_id = top.id and ${events} and ${countedLine(user)} and ${honorariaLine()}), 0)::float8 as honoraria
        from (select s.id, s.first_name as "firstName", s.last_name as "lastName", p.programs
          from p join speakers s on s.id = p.speaker_id where p.programs >= coalesce((select programs from cut), 0)
          order by p.programs desc, s.last_name, s.first_name, s.id limit ${L.topSpeakers}) top
        order by top.programs desc, top."lastName", top."firstName", top.id`);
      const series: Series[] = [{ key: 'programs', label: 'Programs', values: rows.map((r) => r.programs) }];
      // Amounts only to a role that reads expense lines (the chart stays, without its honoraria).
      if (money) series.push({ key: 'honoraria', label: 'Honoraria', values: rows.map((r) => dollars(r.honoraria)) });
      return { categories: rows.map((r) => `${r.firstName} ${r.lastName}`), series };
    },
  },
  speakerStatusByMonth: {
    format: 'count',
    shows: [SHOWS.startTime, SHOWS.status],
    async compute({ tx, f, cubes }) {
      const rows = await tx.query<GroupCount>(byMonthAndStatus(cubes.speakers, 'pairs'));
      const categories = monthsOf(f);
      return { categories, series: statusSeries(STATUS_GROUPS, categories, rows) };
    },
  },
  expensesByType: {
    format: 'currency',
    shows: [],
    async compute({ tx, cubes }) {
      const rows = await tx.query<{ type: string; amount: number }>(sql`select c.expense_type as type, sum(c.amount_cents)::float8 as amount
        from ${cubes.payments} group by 1 order by amount desc, 1`);
      return {
        categories: rows.map((r) => r.type),
        series: [{ key: 'amount', label: 'Amount', values: rows.map((r) => dollars(r.amount)) }],
      };
    },
  },
  expensesOverTime: {
    format: 'currency',
    shows: [],
    async compute({ tx, f, cubes }) {
      const rows = await tx.query<{ cat: string; amount: number }>(sql`select to_char(c.paid_month, 'YYYY-MM') as cat,
          sum(c.amount_cents)::float8 as amount
        from ${cubes.payments} group by 1`);
      return monthSeries(f, rows, [['amount', 'Amount', true]]);
    },
  },
  expensesByStatus: {
    format: 'currency',
    shows: [SHOWS.status],
    async compute({ tx, cubes }) {
      // The categories are the status groups (STATUS_GROUPS order, their labels), one series of amounts.
      const rows = await tx.query<{ grp: string; amount: number }>(sql`select dashboard_status(x.status) as grp,
          sum(x.amount)::float8 as amount
        from (select c.status, sum(c.amount_cents) as amount from ${cubes.payments} group by 1) x group by 1`);
      const amount = new Map(rows.map((r) => [r.grp, dollars(r.amount)]));
      return {
        categories: STATUS_GROUPS.map((g) => STATUS_GROUP_LABELS[g]),
        series: [{ key: 'amount', label: 'Amount', values: STATUS_GROUPS.map((g) => amount.get(g) ?? 0) }],
      };
    },
  },
  regionsByStatus: {
    format: 'count',
    shows: [SHOWS.region, SHOWS.status],
    async compute({ tx, cubes }) {
      const rows = await tx.query<GroupCount & { region: string | null }>(sql`select r.name as region,
          dashboard_region_status(x.status) as grp, sum(x.n)::int as n
        from (select c.field_rep_id, c.status, sum(c.events) as n from ${cubes.reps} group by 1, 2) x ${REGION_JOIN}
        group by r.id, r.name, 2`);
      const categories = regionOrder(rows);
      return {
        categories,
        series: statusSeries(REGION_STATUS_GROUPS, categories, rows, (r) => r.region ?? UNKNOWN),
      };
    },
  },
  attendeesByRegion: {
    format: 'count',
    shows: [SHOWS.region],
    async compute({ tx, cubes }) {
      // Every region of the dashboard's events, with its signed-in attendances (0 when none).
      const rows = await tx.query<{ region: string | null; n: number }>(sql`select r.name as region, sum(x.n)::int as n
        from (select c.field_rep_id, sum(c.signed_in) as n from ${cubes.reps} group by 1) x ${REGION_JOIN}
        group by r.id, r.name`);
      const categories = regionOrder(rows);
      const values = categories.map(() => 0);
      for (const r of rows) values[categories.indexOf(r.region ?? UNKNOWN)]! += r.n;
      return { categories, series: [{ key: 'signedIn', label: 'Signed In', values }] };
    },
  },
};

/** Every chart of `category`, in DASHBOARD_CHARTS order: its data, or why it has none for this caller. */
async function chartsOf(category: DashboardCategory, c: ChartContext, v: Visibility) {
  const charts: ChartData[] = [];
  for (const chartId of DASHBOARD_CHARTS[category]) {
    const def = CHARTS[chartId];
    const hiddenLabel = await firstHidden(v, ...def.shows);
    if (hiddenLabel) {
      charts.push({ chartId, format: def.format, categories: [], series: [], unavailable: M.chartHidden(hiddenLabel) });
      continue;
    }
    const { categories, series } = await def.compute(c);
    charts.push({ chartId, format: def.format, categories, series, unavailable: null });
  }
  return charts;
}

export function dataRoutes(route: Router) {
  for (const category of DASHBOARD_CATEGORIES) {
    route({
      method: 'GET',
      url: `/dashboard/${category}`,
      permission: DASHBOARD_PERMISSIONS[category],
      schema: { query: dataQuery },
      answer: dashboardData,
      handler: async ({ tx, query, user, hidden, scope }) => {
        const f = query.filters;
        await refuseHiddenFilters(f, hidden, category);
        const v = await visibilityOf(tx, user, hidden);
        const range = await eventRangeOf(hidden, category);
        const events = eventsWhere(f, scope, range);
        const cubes: Cubes = {
          events: eventCube(f, scope, range),
          speakers: speakerCube(f, scope, range),
          reps: repCube(f, scope, range),
          attendances: attendanceCube(f, scope, range),
          costs: costCube(f, scope, range, user),
          payments: paymentCube(f, scope, range, user),
        };
        const counts = speakerCounts(f, scope, range);
        const charts = await chartsOf(category, { tx, f, user, events, speakerCounts: counts, cubes, money: v.money }, v);
        return { charts };
      },
    });
  }
}
