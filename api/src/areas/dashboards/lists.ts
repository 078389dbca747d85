import { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { only, type Tx } from '../../platform/db/client.ts';
import { cursorBatches } from '../../platform/export/cursor.ts';
import { writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import { FILE } from '../../platform/http/answer.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { EVENT_STATUS_LABELS, EVENT_TYPE_LABELS, LOCATION_TYPE_LABELS } from '../events/contract.ts';
import { dollars } from '../fees/contract.ts';
import { dashboardPage, type DashboardRow } from './answers.ts';
import {
  DASHBOARD_CATEGORIES,
  DASHBOARD_COLUMN_HEADERS,
  DASHBOARD_COLUMNS,
  DASHBOARD_PAGES,
  dashboardFileName,
  NOT_PROVIDED,
  STATUS_GROUP_LABELS,
  UNKNOWN,
  type DashboardCategory,
} from './contract.ts';
import { attendanceCube, eventCube, paymentCube, speakerCube } from './cube.ts';
import { DASHBOARD_PERMISSIONS } from './data.ts';
import {
  countedLine,
  eventRangeOf,
  eventsWhere,
  exportQueryOf,
  firstHidden,
  honorariaLine,
  listQueryOf,
  ON_ATTENDANCES,
  ON_EVENTS,
  ON_PAIRS,
  paidWithin,
  refuseHiddenFilters,
  SHOWS,
  visibilityOf,
  type EventColumns,
  type EventRange,
  type RangedFilters,
  type Shows,
  type Visibility,
} from './filters.ts';

// The dashboards' lists (`GET /dashboard/{category}/list`) and their XLSX exports (`…/export`): the rows of spec 002
// §3 "Dashboard rows" over the same filtered, row-scoped events as the charts (filters.ts). A page is found by its rows'
// keys alone, in the list's order (for the default order, date then key, an index of the start answers however deep
// the page: migration 0039), then only that page's rows are read with their names and amounts.

type Column = (typeof DASHBOARD_COLUMNS)[DashboardCategory][number];

/** A row as the SQL answers it: amounts in cents, the date also as the export shows it (the event's local start, or the
 *  payment date). */
interface RawRow {
  key: string;
  eventId: number;
  eventShortName: string | null;
  speaker: string | null;
  date: Date | string | null;
  localDate: string | null;
  zone: string | null;
  status: string | null;
  locationType: string | null;
  type: string | null;
  topic: string | null;
  therapeuticArea: string | null;
  cost: number | null;
  honoraria: number | null;
  credentials: string | null;
  attendee: string | null;
  region: string | null;
  territory: string | null;
  attendees: number | null;
}

/** One dashboard's list: where its rows come from (`from`, aliases `e` for the event and the category's own), what
 *  orders them (each column's sort keys, the default date, the key as the last tie-break), and its row columns. */
interface ListDef {
  /** The rows' tables; `e` is the event. */
  from: SQL;
  /** Where the range and filters read the event's columns (filters.ts `eventsWhere`): the events' unless said. */
  on?: EventColumns;
  /** Conditions beyond the events' (lines: counted and paid within the range). */
  where: (f: RangedFilters, user: AuthUser) => SQL[];
  /** The key columns of a row (`k1`, `k2`), the page's identity, and how the rows' query joins them back. */
  keys: SQL[];
  join: SQL;
  /** The columns' sort keys but the date's (on `from`'s aliases; amounts are the caller's: a speaker's own lines only). */
  sorts: (user: AuthUser) => Record<string, SQL[]>;
  /** The sorts whose keys are never null and kept on the row with an index in their order (migration 0045): ordered
   *  without `nulls last`, so that the index answers both directions. */
  dense?: readonly string[];
  /** The date's sort keys, the default order's (descending): never null, so that an index of them answers the order
   *  however deep the page (with `nulls last` it would not). */
  dates: SQL[];
  /** The row columns (on `join`'s aliases), every RawRow field; `zone` is the zone the export's local dates are in. */
  columns: (user: AuthUser, zone: SQL) => SQL;
  /** What each column shows (its hiding nulls it, leaves it out of the export and refuses its sort). */
  shows: Partial<Record<Column, Shows>>;
  /** How many rows the list has, summed from its cube (cube.ts: a whole tenant's from the rollups). */
  count: (f: RangedFilters, scope: RowScope, range: EventRange, user: AuthUser) => SQL;
}

/** The event's cost in cents: its counted lines (filters.ts `countedLine`), kept on the event (migration 0044: its expense
 *  groups' totals, the same lines) but for a speaker, whose own lines only count. */
const costOf = (user: AuthUser) =>
  user.role === 'speaker'
    ? sql`(select coalesce(sum(l.amount_cents), 0) from expense_lines l where l.event_id = e.id and ${countedLine(user)})`
    : sql`e.cost_cents`;
/** The columns every event-based row shares (the export's date the start in `zone`); the category's own follow. */
const eventColumns = (zone: SQL, rest: Record<string, SQL>) => {
  const all: Record<string, SQL> = {
    eventId: sql`e.id`,
    eventShortName: sql`e.short_name`,
    speaker: sql`null::text`,
    date: sql`e.start_time`,
    localDate: sql`to_char(e.start_time at time zone ${zone}, 'YYYY-MM-DD HH24:MI')`,
    zone: sql`e.zone`,
    status: sql`e.status`,
    locationType: sql`e.location_type`,
    type: sql`e.type`,
    topic: sql`null::text`,
    therapeuticArea: sql`null::text`,
    cost: sql`null::float8`,
    honoraria: sql`null::float8`,
    credentials: sql`null::text`,
    attendee: sql`null::text`,
    region: sql`null::text`,
    territory: sql`null::text`,
    attendees: sql`null::int`,
    ...rest,
  };
  return sql.join(
    Object.entries(all).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
};
const TOPIC_JOIN = sql`left join topics t on t.id = e.topic_id`;
/** An event's date order: its local start date (migration 0039's index of it), then its start. */
const EVENT_DATES = [sql`e.local_start`, sql`e.start_time`];
const EVENT_SHOWS = {
  eventShortName: SHOWS.shortName,
  date: SHOWS.startTime,
  status: SHOWS.status,
  locationType: SHOWS.locationType,
  type: SHOWS.type,
} as const;

/** The program and region lists' count: their events. */
const countEvents = (f: RangedFilters, scope: RowScope, range: EventRange) =>
  sql`select coalesce(sum(c.events), 0)::int as count from ${eventCube(f, scope, range)}`;

const LISTS: Record<DashboardCategory, ListDef> = {
  program: {
    from: sql`events e ${TOPIC_JOIN}`,
    where: () => [],
    keys: [sql`e.id`],
    join: sql`join events e on e.id = p.k1 ${TOPIC_JOIN}`,
    dates: EVENT_DATES,
    sorts: (user) => ({
      eventShortName: [sql`e.short_name`],
      speaker: [sql`e.speaker_names`],
      status: [sql`e.status`],
      locationType: [sql`e.location_type`],
      type: [sql`e.type`],
      // The topic's, kept on the event (migration 0048) in an index a direction.
      topic: [sql`e.topic_name`],
      therapeuticArea: [sql`e.topic_area`],
      cost: [costOf(user)],
    }),
    dense: ['cost'],
    columns: (user, zone) =>
      eventColumns(zone, {
        key: sql`e.id::text`,
        // The event's speakers, "First Last" joined with ', ' by last name (kept on the event, migration 0044).
        speaker: sql`e.speaker_names`,
        topic: sql`t.name`,
        therapeuticArea: sql`t.therapeutic_area`,
        cost: sql`${costOf(user)}::float8`,
      }),
    shows: { ...EVENT_SHOWS, speaker: SHOWS.speakers, topic: SHOWS.topic, therapeuticArea: SHOWS.therapeuticArea, cost: SHOWS.cost },
    count: countEvents,
  },
  speaker: {
    // The pairs keep their event's columns (migration 0041): a page in the date order is a walk of their index alone (the
    // left joins, unused there, are left out by the planner; the links' foreign keys make them inner).
    from: sql`event_speakers es left join events e on e.id = es.event_id left join speakers s on s.id = es.speaker_id
      left join topics t on t.id = es.event_topic_id`,
    on: ON_PAIRS,
    where: () => [],
    keys: [sql`es.event_id`, sql`es.speaker_id`],
    join: sql`join events e on e.id = p.k1 join speakers s on s.id = p.k2 ${TOPIC_JOIN}`,
    dates: [sql`es.event_local_start`, sql`es.event_start`],
    sorts: (user) => ({
      eventShortName: [sql`e.short_name`],
      speaker: [sql`es.speaker_last_name`, sql`es.speaker_first_name`],
      status: [sql`es.event_status`],
      locationType: [sql`es.event_location_type`],
      type: [sql`es.event_type`],
      topic: [sql`t.name`],
      therapeuticArea: [sql`t.therapeutic_area`],
      // Kept on the pair (migration 0045) but for a speaker, whose own lines only count.
      honoraria: [
        user.role === 'speaker'
          ? sql`(select coalesce(sum(l.amount_cents), 0) from expense_lines l
          where l.event_id = es.event_id and l.speaker_id = es.speaker_id and ${countedLine(user)} and ${honorariaLine()})`
          : sql`es.honoraria_cents`,
      ],
    }),
    dense: ['speaker', 'honoraria'],
    columns: (user, zone) =>
      eventColumns(zone, {
        key: sql`e.id || '-' || s.id`,
        speaker: sql`s.first_name || ' ' || s.last_name`,
        topic: sql`t.name`,
        therapeuticArea: sql`t.therapeutic_area`,
        honoraria: sql`(select coalesce(sum(l.amount_cents), 0) from expense_lines l
          where l.event_id = e.id and l.speaker_id = s.id and ${countedLine(user)} and ${honorariaLine()})::float8`,
      }),
    shows: {
      ...EVENT_SHOWS,
      speaker: SHOWS.lineSpeaker,
      topic: SHOWS.topic,
      therapeuticArea: SHOWS.therapeuticArea,
      honoraria: SHOWS.honoraria,
    },
    count: (f, scope, range) => sql`select coalesce(sum(c.pairs), 0)::int as count from ${speakerCube(f, scope, range)}`,
  },
  expense: {
    // The event left joined (a line's foreign key makes it inner): with no filter of the event's, a page in the payment
    // order is a walk of the lines' index alone (the event joined to 50,000 lines took most of page 5,000's time).
    from: sql`expense_lines l left join events e on e.id = l.event_id left join speakers s on s.id = l.speaker_id ${TOPIC_JOIN}`,
    where: (f, user) => [paidWithin(f), countedLine(user)],
    keys: [sql`l.id`],
    join: sql`join expense_lines l on l.id = p.k1 join events e on e.id = l.event_id left join speakers s on s.id = l.speaker_id ${TOPIC_JOIN}`,
    dates: [sql`l.payment_date`],
    sorts: () => ({
      eventShortName: [sql`e.short_name`],
      speaker: [sql`s.last_name`, sql`s.first_name`],
      status: [sql`e.status`],
      locationType: [sql`e.location_type`],
      type: [sql`l.expense_type`],
      topic: [sql`t.name`],
      cost: [sql`l.amount_cents`],
    }),
    columns: (_user, zone) =>
      eventColumns(zone, {
        key: sql`l.id::text`,
        speaker: sql`s.first_name || ' ' || s.last_name`,
        date: sql`to_char(l.payment_date, 'YYYY-MM-DD') || 'T12:00:00.000Z'`,
        localDate: sql`to_char(l.payment_date, 'YYYY-MM-DD')`,
        zone: sql`null::text`,
        type: sql`l.expense_type`,
        topic: sql`t.name`,
        cost: sql`l.amount_cents::float8`,
      }),
    shows: {
      eventShortName: SHOWS.shortName,
      speaker: SHOWS.lineSpeaker,
      status: SHOWS.status,
      locationType: SHOWS.locationType,
      topic: SHOWS.topic,
      cost: SHOWS.cost,
    },
    count: (f, scope, range, user) => sql`select coalesce(sum(c.lines), 0)::int as count from ${paymentCube(f, scope, range, user)}`,
  },
  attendee: {
    // The attendances keep their event's columns and their attendee's credentials (migration 0042): a page in the date
    // or credentials order is a walk of their index alone (the unused left joins are left out, as the speaker list's).
    from: sql`event_attendances ea left join events e on e.id = ea.event_id left join attendees a on a.id = ea.attendee_id`,
    on: ON_ATTENDANCES,
    where: () => [],
    keys: [sql`ea.id`],
    join: sql`join event_attendances ea on ea.id = p.k1 join events e on e.id = ea.event_id join attendees a on a.id = ea.attendee_id`,
    dates: [sql`ea.event_local_start`, sql`ea.event_start`],
    sorts: () => ({
      eventShortName: [sql`ea.event_short_name`],
      status: [sql`ea.event_status`],
      locationType: [sql`ea.event_location_type`],
      credentials: [sql`ea.attendee_credentials`],
      attendee: [sql`ea.attendee_last_name`, sql`ea.attendee_first_name`],
    }),
    dense: ['eventShortName'],
    columns: (_user, zone) =>
      eventColumns(zone, {
        key: sql`ea.id::text`,
        type: sql`null::text`,
        credentials: sql`ea.attendee_credentials`,
        attendee: sql`a.first_name || ' ' || a.last_name`,
      }),
    shows: {
      eventShortName: SHOWS.shortName,
      date: SHOWS.startTime,
      status: SHOWS.status,
      locationType: SHOWS.locationType,
      credentials: SHOWS.credentials,
      attendee: SHOWS.attendee,
    },
    count: (f, scope, range) => sql`select coalesce(sum(c.attendances), 0)::int as count from ${attendanceCube(f, scope, range)}`,
  },
  region: {
    from: sql`events e left join field_reps fr on fr.id = e.field_rep_id left join regions r on r.id = fr.region_id`,
    where: () => [],
    keys: [sql`e.id`],
    join: sql`join events e on e.id = p.k1 left join field_reps fr on fr.id = e.field_rep_id left join regions r on r.id = fr.region_id`,
    dates: EVENT_DATES,
    sorts: () => ({
      eventShortName: [sql`e.short_name`],
      status: [sql`dashboard_region_status(e.status)`],
      // The field rep's, kept on the event (migration 0048) in an index a direction.
      region: [sql`e.rep_region`],
      territory: [sql`e.rep_territory`],
      attendees: [sql`e.registered`],
    }),
    columns: (_user, zone) =>
      eventColumns(zone, {
        key: sql`e.id::text`,
        status: sql`dashboard_region_status(e.status)`,
        locationType: sql`null::text`,
        type: sql`null::text`,
        region: sql`r.name`,
        territory: sql`fr.territory`,
        // The event's Registered, as the event list shows it (migration 0024): its attendances but the cancelled and
        // the ineligible. Kept on the event, it sorts from the range's index (migration 0039) without counting.
        attendees: sql`e.registered`,
      }),
    shows: {
      eventShortName: SHOWS.shortName,
      status: SHOWS.status,
      date: SHOWS.startTime,
      region: SHOWS.region,
      territory: SHOWS.territory,
      // The event's Registered: hidden with it.
      attendees: SHOWS.registered,
    },
    count: countEvents,
  },
};

interface Query {
  filters: RangedFilters;
  sortBy?: string | undefined;
  sortDesc: boolean;
}
interface Plan {
  def: ListDef;
  where: SQL;
  order: SQL;
  /** The columns the caller may see (the others are null, and out of the export). */
  shown: Set<Column>;
  /** The events' zone is shown: the rows' `zone`, and the export's dates local to it (else in UTC). */
  zoneShown: boolean;
  /** The query of how many rows the list has (ListDef `count`). */
  count: SQL;
}

/** The list's conditions and order for this caller: a filter or a sort on a field hidden from the role answers 400. */
async function planOf(category: DashboardCategory, query: Query, user: AuthUser, v: Visibility, scope: RowScope): Promise<Plan> {
  const def = LISTS[category];
  await refuseHiddenFilters(query.filters, v.hidden, category);
  const shown = new Set<Column>();
  for (const column of DASHBOARD_COLUMNS[category]) {
    const shows = (def.shows as Record<string, Shows | undefined>)[column];
    if (!shows || !(await firstHidden(v, shows))) shown.add(column);
  }
  if (query.sortBy && !shown.has(query.sortBy as Column))
    throw new HttpError(400, `sortBy: sorting by ${query.sortBy} is not available to your role`, {
      fields: { sortBy: `sorting by ${query.sortBy} is not available to your role` },
    });
  // The range (filters.ts `eventRangeOf`): of every date for a role the start is hidden from, of UTC dates for one the
  // zone is hidden from.
  const range = await eventRangeOf(v.hidden, category);
  const where = sql.join([eventsWhere(query.filters, scope, range, def.on ?? ON_EVENTS), ...def.where(query.filters, user)], sql` and `);
  // Newest first unless a sort is asked for (by key when the date is hidden); then the key, in the same direction.
  const direction = sql.raw(query.sortBy ? (query.sortDesc ? 'desc' : 'asc') : 'desc');
  const dated = query.sortBy === 'date' || (!query.sortBy && (shown.has('date') || category === 'expense'));
  const first = dated
    ? def.dates.map((key) => sql`${key} ${direction}`)
    : (query.sortBy ? def.sorts(user)[query.sortBy]! : []).map((key) =>
        def.dense?.includes(query.sortBy!) ? sql`${key} ${direction}` : sql`${key} ${direction} nulls last`,
      );
  const order = sql.join([...first, ...def.keys.map((key) => sql`${key} ${direction}`)], sql`, `);
  const count = def.count(query.filters, scope, range, user);
  return { def, where, order, shown, zoneShown: !(await v.hidden('event')).has('zone'), count };
}

/** The page's rows (or all, the export), in the list's order (`p.n`): keys first (however deep the page), then rows. */
const rowsQuery = (plan: Plan, user: AuthUser, page?: { limit: number; offset: number }) => {
  const keys = sql.join(
    plan.def.keys.map((key, i) => sql`${key} as ${sql.identifier(`k${i + 1}`)}`),
    sql`, `,
  );
  // The keys are found once (materialized): with no statistics yet (a table just loaded), the planner otherwise may
  // run the page's search again for each row it joins (seconds on 1,000 lines).
  return sql`with p as materialized (
      select ${keys}, row_number() over (order by ${plan.order}) as n from ${plan.def.from} where ${plan.where}
      order by ${plan.order}${page ? sql` limit ${page.limit} offset ${page.offset}` : sql``})
    select ${plan.def.columns(user, plan.zoneShown ? sql`e.zone` : sql`'UTC'`)} from p ${plan.def.join} order by p.n`;
};

/** A row as the list answers it: the category's visible columns set, money in dollars, the rest null. */
function rowDto(plan: Plan, raw: RawRow): DashboardRow {
  const row: DashboardRow = {
    key: raw.key,
    eventId: raw.eventId,
    eventShortName: null,
    speaker: null,
    date: null,
    zone: plan.shown.has('date') && plan.zoneShown ? raw.zone : null,
    status: null,
    locationType: null,
    type: null,
    topic: null,
    therapeuticArea: null,
    cost: null,
    honoraria: null,
    credentials: null,
    attendee: null,
    region: null,
    territory: null,
    attendees: null,
  };
  const out = row as unknown as Record<string, unknown>;
  for (const column of plan.shown) {
    const value = raw[column];
    if (column === 'date') out.date = value === null ? null : new Date(value as string | Date).toISOString();
    else if (column === 'cost' || column === 'honoraria') out[column] = value === null ? null : dollars(Number(value));
    else out[column] = value;
  }
  return row;
}

const label = (labels: Record<string, string>, value: string | null, missing: string) =>
  value === null ? missing : (labels[value] ?? value);
/** The export's cells (spec 002 §2.18's columns, headers of DASHBOARD_COLUMN_HEADERS): labels where the list answers REST
 *  values, the missing values' labels, dates as the event's local start (the expense list: the payment date), dollars. */
const exportCell = (category: DashboardCategory, column: Column): ((r: RawRow) => string | number | null) => {
  switch (column) {
    case 'date':
      return (r) => r.localDate;
    case 'status':
      return category === 'region'
        ? (r) => label(STATUS_GROUP_LABELS, r.status, UNKNOWN)
        : (r) => label(EVENT_STATUS_LABELS, r.status, UNKNOWN);
    case 'locationType':
      return (r) => label(LOCATION_TYPE_LABELS, r.locationType, NOT_PROVIDED);
    case 'type':
      return category === 'expense' ? (r) => r.type : (r) => label(EVENT_TYPE_LABELS, r.type, NOT_PROVIDED);
    case 'topic':
    case 'therapeuticArea':
    case 'credentials':
      return (r) => r[column] ?? NOT_PROVIDED;
    case 'speaker':
    case 'region':
    case 'territory':
      return (r) => r[column] ?? UNKNOWN;
    case 'cost':
    case 'honoraria':
      return (r) => (r[column] === null ? null : dollars(Number(r[column])));
    default:
      return (r) => r[column];
  }
};
const WIDTHS: Partial<Record<Column, number>> = { eventShortName: 14, speaker: 30, date: 18, topic: 24, therapeuticArea: 20, attendee: 24 };

/** Today's date in UTC, `YYYY-MM-DD` (the export's file name). */
const today = () => new Date().toISOString().slice(0, 10);

async function countOf(tx: Tx, plan: Plan) {
  return only(await tx.query<{ count: number }>(plan.count)).count;
}

export function listRoutes(route: Router) {
  for (const category of DASHBOARD_CATEGORIES) {
    route({
      method: 'GET',
      url: `/dashboard/${category}/list`,
      permission: DASHBOARD_PERMISSIONS[category],
      schema: { query: listQueryOf(category) },
      answer: dashboardPage,
      handler: async ({ tx, query, user, hidden, scope }) => {
        const plan = await planOf(category, query, user, await visibilityOf(tx, user, hidden), scope);
        const offset = (query.page - 1) * query.itemsPerPage;
        const rows = await tx.query<RawRow>(rowsQuery(plan, user, { limit: query.itemsPerPage, offset }));
        return { results: rows.map((r) => rowDto(plan, r)), count: await countOf(tx, plan) };
      },
    });

    route({
      method: 'GET',
      url: `/dashboard/${category}/export`,
      permission: DASHBOARD_PERMISSIONS[category],
      schema: { query: exportQueryOf(category) },
      answer: FILE,
      handler: async ({ tx, query, user, hidden, scope, reply }) => {
        const plan = await planOf(category, query, user, await visibilityOf(tx, user, hidden), scope);
        const headers = DASHBOARD_COLUMN_HEADERS[category];
        const columns: ExportColumn<RawRow>[] = DASHBOARD_COLUMNS[category]
          .filter((column) => plan.shown.has(column))
          .map((column) => ({ header: headers[column]!, field: column, width: WIDTHS[column] ?? 14, value: exportCell(category, column) }));
        const body = new PassThrough();
        sendFile(reply, body, { fileName: dashboardFileName(category, today()), contentType: XLSX_TYPE });
        try {
          // The transaction (and its cursor) stays open until the last row.
          const rows = cursorBatches<RawRow>(tx, `dashboard_${category}_export`, rowsQuery(plan, user));
          await writeWorkbook(body, DASHBOARD_PAGES[category].label, columns, rows);
        } catch (error) {
          body.destroy(error as Error);
          throw error;
        }
        return reply;
      },
    });
  }
}
