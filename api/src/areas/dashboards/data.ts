import { sql, type SQL } from 'drizzle-orm';
import type { Action, Entity } from '../../platform/auth/model.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import type { Router } from '../../platform/http/route.ts';
import { EVENT_TYPE_LABELS } from '../events/contract.ts';
import { dollars } from '../fees/contract.ts';
import { dashboardData, type ChartData } from './answers.ts';
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
  localMonth,
  monthsOf,
  paidWithin,
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

interface ChartContext {
  tx: Tx;
  f: RangedFilters;
  user: AuthUser;
  /** The dashboard's events (`e`, filters.ts `eventsWhere`); the expense dashboard's without the date range. */
  events: SQL;
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

/** The region of an event's field rep (`fr`, `r`), Unknown last. */
const REGION_JOIN = sql`left join field_reps fr on fr.id = e.field_rep_id left join regions r on r.id = fr.region_id`;
const regionOrder = (rows: { region: string | null }[]) => {
  const named = [...new Set(rows.map((r) => r.region).filter((r): r is string => r !== null))].sort();
  return rows.some((r) => r.region === null) ? [...named, UNKNOWN] : named;
};

/** Rows of `from` counted per local month and status group: first per month and status (few distinct statuses: a small
 *  aggregate of timestamps and short texts), then per group (`dashboard_status`), which measured a quarter faster on
 *  200,000 events than grouping by the month's text and the group directly. */
const byMonthAndStatus = (from: SQL, events: SQL) => sql`select to_char(x.m, 'YYYY-MM') as cat, dashboard_status(x.status) as grp,
    sum(x.n)::int as n
  from (select date_trunc('month', e.local_start) as m, e.status, count(*) as n from ${from} where ${events}
    group by 1, 2) x group by 1, 2`;

const CHARTS: Record<DashboardChartId, ChartDef> = {
  statusByMonth: {
    format: 'count',
    shows: [SHOWS.startTime, SHOWS.status],
    async compute({ tx, f, events }) {
      const rows = await tx.query<GroupCount>(byMonthAndStatus(sql`events e`, events));
      const categories = monthsOf(f);
      return { categories, series: statusSeries(STATUS_GROUPS, categories, rows) };
    },
  },
  statusByServiceType: {
    format: 'count',
    shows: [SHOWS.type, SHOWS.status],
    async compute({ tx, events }) {
      const rows = await tx.query<GroupCount>(sql`select e.type as cat, dashboard_status(e.status) as grp, count(*)::int as n
        from events e where ${events} group by 1, 2`);
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
    async compute({ tx, events }) {
      const rows = await tx.query<{ name: string | null; n: number }>(sql`select t.name, count(*)::int as n
        from events e left join topics t on t.id = e.topic_id where ${events}
        group by e.topic_id, t.name order by n desc, t.name nulls last, e.topic_id`);
      return {
        categories: rows.map((r) => (r.name === null ? NOT_PROVIDED : topicLabel(r.name))),
        series: [{ key: 'programs', label: 'Programs', values: rows.map((r) => r.n) }],
      };
    },
  },
  costOverTime: {
    format: 'currency',
    shows: [SHOWS.startTime, SHOWS.cost],
    async compute({ tx, f, user, events }) {
      const rows = await tx.query<{ cat: string; cost: number; honoraria: number }>(sql`select ${localMonth} as cat,
          sum(l.amount_cents)::float8 as cost, coalesce(sum(l.amount_cents) filter (where ${honorariaLine()}), 0)::float8 as honoraria
        from events e join expense_lines l on l.event_id = e.id where ${events} and ${countedLine(user)} group by 1`);
      return monthSeries(f, rows, [
        ['cost', 'Cost', true],
        ['honoraria', 'Honoraria', true],
      ]);
    },
  },
  attendeesByCredentials: {
    format: 'count',
    shows: [SHOWS.credentials],
    async compute({ tx, events }) {
      const rows = await tx.query<{ credentials: string | null; n: number }>(sql`select nullif(trim(a.credentials), '') as credentials,
          count(*)::int as n
        from events e join event_attendances ea on ea.event_id = e.id join attendees a on a.id = ea.attendee_id
        where ${events} group by 1 order by n desc, 1 nulls last`);
      return {
        categories: rows.map((r) => r.credentials ?? NOT_PROVIDED),
        series: [{ key: 'attendees', label: 'Attendees', values: rows.map((r) => r.n) }],
      };
    },
  },
  signedInVsRegistered: {
    format: 'count',
    shows: [SHOWS.startTime, SHOWS.registered],
    async compute({ tx, f, events }) {
      // The events' own counts (migrations 0024, 0039): Registered as the event list shows it, signed in.
      const rows = await tx.query<{ cat: string; registered: number; signedIn: number }>(sql`select ${localMonth} as cat,
          sum(e.registered)::int as registered, sum(e.signed_in)::int as "signedIn"
        from events e where ${events} group by 1`);
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
    async compute({ tx, f, user, events }) {
      const rows = await tx.query<{ cat: string; honoraria: number }>(sql`select ${localMonth} as cat,
          sum(l.amount_cents)::float8 as honoraria
        from events e join expense_lines l on l.event_id = e.id
        where ${events} and ${countedLine(user)} and ${honorariaLine()} group by 1`);
      return monthSeries(f, rows, [['honoraria', 'Honoraria', true]]);
    },
  },
  topSpeakers: {
    format: 'count',
    shows: [SHOWS.speakers],
    async compute({ tx, user, events, money }) {
      // The 10 speakers with the most of the dashboard's events (a count per speaker over event_speakers), then the
      // honoraria lines of those 10 only on those events.
      const rows = await tx.query<{ firstName: string; lastName: string; programs: number; honoraria: number }>(sql`select
          top."firstName", top."lastName", top.programs,
          coalesce((select sum(l.amount_cents) from expense_lines l join events e on e.id = l.event_id
            where l.speaker_id = top.id and ${events} and ${countedLine(user)} and ${honorariaLine()}), 0)::float8 as honoraria
        from (select s.id, s.first_name as "firstName", s.last_name as "lastName", p.programs
          from (select es.speaker_id, count(*)::int as programs from events e join event_speakers es on es.event_id = e.id
            where ${events} group by es.speaker_id) p join speakers s on s.id = p.speaker_id
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
    async compute({ tx, f, events }) {
      const rows = await tx.query<GroupCount>(byMonthAndStatus(sql`events e join event_speakers es on es.event_id = e.id`, events));
      const categories = monthsOf(f);
      return { categories, series: statusSeries(STATUS_GROUPS, categories, rows) };
    },
  },
  expensesByType: {
    format: 'currency',
    shows: [],
    async compute({ tx, f, user, events }) {
      const rows = await tx.query<{ type: string; amount: number }>(sql`select l.expense_type as type, sum(l.amount_cents)::float8 as amount
        from expense_lines l join events e on e.id = l.event_id
        where ${paidWithin(f)} and ${countedLine(user)} and ${events} group by 1 order by amount desc, 1`);
      return {
        categories: rows.map((r) => r.type),
        series: [{ key: 'amount', label: 'Amount', values: rows.map((r) => dollars(r.amount)) }],
      };
    },
  },
  expensesOverTime: {
    format: 'currency',
    shows: [],
    async compute({ tx, f, user, events }) {
      const rows = await tx.query<{ cat: string; amount: number }>(sql`select to_char(l.payment_date, 'YYYY-MM') as cat,
          sum(l.amount_cents)::float8 as amount
        from expense_lines l join events e on e.id = l.event_id
        where ${paidWithin(f)} and ${countedLine(user)} and ${events} group by 1`);
      return monthSeries(f, rows, [['amount', 'Amount', true]]);
    },
  },
  expensesByStatus: {
    format: 'currency',
    shows: [SHOWS.status],
    async compute({ tx, f, user, events }) {
      // The categories are the status groups (STATUS_GROUPS order, their labels), one series of amounts.
      const rows = await tx.query<{ grp: string; amount: number }>(sql`select dashboard_status(e.status) as grp,
          sum(l.amount_cents)::float8 as amount
        from expense_lines l join events e on e.id = l.event_id
        where ${paidWithin(f)} and ${countedLine(user)} and ${events} group by 1`);
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
    async compute({ tx, events }) {
      const rows = await tx.query<GroupCount & { region: string | null }>(sql`select r.name as region,
          dashboard_region_status(e.status) as grp, count(*)::int as n
        from events e ${REGION_JOIN} where ${events} group by r.id, r.name, 2`);
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
    async compute({ tx, events }) {
      // Every region of the dashboard's events, with its signed-in attendances (0 when none).
      const rows = await tx.query<{ region: string | null; n: number }>(sql`select r.name as region, sum(e.signed_in)::int as n
        from events e ${REGION_JOIN} where ${events} group by r.id, r.name`);
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
        const events = eventsWhere(f, scope, await eventRangeOf(hidden, category));
        const charts = await chartsOf(category, { tx, f, user, events, money: v.money }, v);
        return { charts };
      },
    });
  }
}
