import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import { intArray, textArray, type Tx } from '../../platform/db/client.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../platform/db/demoNames.ts';
// The fee seed's calculation of a demo check (its structure and every speaker's rates), so that the history's checks
// are what the Speaker Fee Calculator computes; fees/index.ts does not export it (yet).
import { demoCheck } from '../fees/index.ts';
import { DASHBOARD_CATEGORIES, DASHBOARD_CHART_TITLES, DASHBOARD_CHARTS, type DashboardChartId } from './contract.ts';
import { dashboardCharts } from './tables.ts';

/** The charts that need a whole row (the QR code table, the speakers' month chart and the expense status chart that
 *  end their dashboard alone); the others stand two side by side from md up, one a row on phones and small screens. */
const WIDE: readonly DashboardChartId[] = ['signedInEvents', 'speakerStatusByMonth', 'expensesByStatus'];

/** The demo topics' therapeutic areas; Asthma Biologics has none, so the charts and lists show 'Not Provided'. */
const THERAPEUTIC_AREAS: Record<string, string> = {
  'Heart Failure Today': 'Cardiology',
  'Lipid Control': 'Cardiology',
  'Type 2 Diabetes': 'Endocrinology',
  'Migraine Prevention': 'Neurology',
  'Psoriasis Care': 'Immunology',
  'Oncology Immunotherapy': 'Oncology',
  'Rheumatoid Arthritis': 'Immunology',
};

/** The credentials attendees get in turn; every seventh has none ('Not Provided'). */
const CREDENTIALS = ['MD', 'DO', 'NP', 'PA', 'RN', 'PharmD', null] as const;

/** The territories of a region's reps, in turn. */
const TERRITORIES = ['North', 'South', 'East', 'West'] as const;

/** Events before this day are the demo's past (as the expenses seed counts them): a fixed day, so the demo is the same
 *  on every load whatever the date. */
const PAST = '2026-06-01';

/** The dashboards' two years: events from this day up to `HISTORY_END` get the attendances and costs below. */
const HISTORY_START = '2025-01-01';
/** Events before this day (a month before the demo's "today", 2026-11-30) are over and accounted for: attendances
 *  taken, costs booked. Those of the last `RECENT_DAYS` before it still wait for their payments (Pending, no date). */
const HISTORY_END = '2026-11-01';
const RECENT_DAYS = 12;

/** How many attendees the history draws on, each at several events (a tenant's regular audience). */
const AUDIENCE = 160;

/** Attendance statuses in turn (20 a round): mostly attended, some walk-ins, registered, no-shows and cancellations. */
const ATTENDANCE_ROUND = [
  'attended',
  'attended',
  'noshow',
  'attended',
  'registered',
  'attended',
  'walkin',
  'attended',
  'noshow',
  'cancelled',
  'attended',
  'registered',
  'attended',
  'noshow',
  'attended',
  'walkin',
  'attended',
  'registered',
  'noshow',
  'cancelled',
] as const;

/** One multi-row insert into another area's table (named, as its declaration is that area's own); answers the ids in
 *  row order. */
async function insertValues(tx: Tx, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<number[]> {
  if (!rows.length) return [];
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${sql.join(
          r.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const result = await tx.query<{ id: number }>(
    sql`insert into ${sql.raw(table)} (${sql.raw(columns.join(', '))}) values ${values} returning id`,
  );
  return result.map((r) => r.id);
}

/** Dollars in cents from a row number, as the expenses seed makes them: the same every load. */
const amount = (base: number, k: number, step: number) => (base + (k % 7) * step) * 100 + (k % 3) * 25;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The dashboards' demo: every chart the api computes configured on each tenant's five dashboards (the titles of
 * `DASHBOARD_CHART_TITLES`, in `DASHBOARD_CHARTS` order), and the values of the columns migration 0038 added, which the
 * other seeds predate: topics' therapeutic areas, the field reps' regions (the speakers' regions table) and
 * territories (the last rep has neither: 'Unknown'), attendees' credentials and the Veeva sign-in (`Signed_vod`) of two
 * in three attendances of past events. Every value follows from row order: nothing is drawn from the tenant's random
 * stream, and no row another seed wrote changes but in these columns.
 */
export const dashboardsSeed: AreaSeed = {
  after: ['speakers', 'fieldReps', 'topics', 'events', 'publicPages', 'fees', 'expenses'],
  async rows(tx, t) {
    const charts = DASHBOARD_CATEGORIES.flatMap((type) =>
      DASHBOARD_CHARTS[type].map((chartId: DashboardChartId, i) => ({
        type,
        chartId,
        cols: WIDE.includes(chartId) ? 12 : 6,
        order: i + 1,
      })),
    );
    // Not `insertRows`, which does not quote its column names: `order` is a keyword.
    await tx.query(sql`insert into ${dashboardCharts} (tenant_id, chart_id, title, type, mobile_cols, sm_cols, md_cols, lg_cols, "order")
      select ${t.id}, c.chart_id, c.title, c.type, 12, 12, c.cols, c.cols, c.ord
      from unnest(${textArray(charts.map((c) => c.chartId))}, ${textArray(charts.map((c) => DASHBOARD_CHART_TITLES[c.chartId]))},
        ${textArray(charts.map((c) => c.type))}, ${intArray(charts.map((c) => c.cols))}, ${intArray(charts.map((c) => c.order))})
        as c(chart_id, title, type, cols, ord)`);

    for (const [name, area] of Object.entries(THERAPEUTIC_AREAS))
      await tx.query(sql`update topics set therapeutic_area = ${area} where tenant_id = ${t.id} and name = ${name}`);

    // Rep k (in id order) works in region k mod 5 (of the regions in id order), territory by its round of regions.
    await tx.query(sql`with reps as (select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n
        from field_reps where tenant_id = ${t.id}),
      places as (select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n, name
        from regions where tenant_id = ${t.id})
      update field_reps f set region_id = p.id,
        territory = p.name || ' ' || (${textArray(TERRITORIES)})[1 + ((r.k / p.n) % ${TERRITORIES.length})]
      from reps r join places p on p.k = r.k % p.n
      where f.id = r.id and r.k < r.n - 1`);

    await tx.query(sql`with past as (select ea.id, (row_number() over (order by ea.id))::int - 1 as k
        from event_attendances ea join events e on e.id = ea.event_id
        where ea.tenant_id = ${t.id} and e.start_time < ${PAST}::timestamptz)
      update event_attendances ea set veeva_status = 'Signed_vod' from past p where ea.id = p.id and p.k % 3 <> 2`);

    await seedHistory(tx, t.id);

    // After the history's audience, so that it has credentials too.

    await tx.query(sql`with numbered as (select id, (row_number() over (order by id))::int - 1 as k from attendees where tenant_id = ${t.id})
      update attendees a set credentials = (${textArray(CREDENTIALS.filter((c) => c !== null))})[1 + (n.k % ${CREDENTIALS.length})]
      from numbered n where a.id = n.id and n.k % ${CREDENTIALS.length} < ${CREDENTIALS.length - 1}`);
  },
};

/**
 * Two years of history for the dashboards to tell (the other seeds give attendances and costs to a few events only), on
 * the events held from `HISTORY_START` to `HISTORY_END`:
 * - attendances: 3 to 15 of a regular audience on every event but the cancelled that has none yet;
 * - checks (the Speaker Fee Calculator's, whose trigger books the Honoraria line, migration 0027) for four speakers in
 *   five of every event but the cancelled that has no check yet, saved two days after it (not the last weeks' yet);
 * - on every event but the cancelled with no paid line yet, its costs: venue (unless a deposit is booked), meals and AV,
 *   the speakers' travel and lodging, paid days after the event; Pending with no payment date for the last weeks'
 *   events and now and then, one meal in 23 void; on every second cancelled event without lines a venue cancellation fee.
 * Every value follows from the events' order; the rows other seeds wrote stay as they are.
 */
async function seedHistory(tx: Tx, tenantId: string) {
  const events = await tx.query<{
    id: number;
    start: string;
    end: string;
    cancelled: boolean;
    recent: boolean;
    speakers: number[];
    attended: boolean;
    checked: boolean;
    paid: boolean;
    lines: boolean;
    venue: boolean;
  }>(sql`
    select e.id, to_char(e.start_time at time zone 'UTC', 'YYYY-MM-DD') as start, to_char(e.end_time at time zone 'UTC', 'YYYY-MM-DD') as end,
      e.status = 'cancelled' as cancelled,
      e.start_time >= ${HISTORY_END}::timestamptz - make_interval(days => ${RECENT_DAYS}) as recent,
      coalesce((select array_agg(es.speaker_id order by es.speaker_id) from event_speakers es where es.event_id = e.id), '{}') as speakers,
      exists (select from event_attendances ea where ea.event_id = e.id) as attended,
      exists (select from fee_checks c where c.event_id = e.id) as checked,
      exists (select from expense_lines l where l.event_id = e.id and l.payment_date is not null) as paid,
      exists (select from expense_lines l where l.event_id = e.id) as lines,
      exists (select from expense_lines l where l.event_id = e.id and l.expense_type = 'Venue') as venue
    from events e
    where e.tenant_id = ${tenantId} and e.start_time >= ${HISTORY_START}::timestamptz and e.start_time < ${HISTORY_END}::timestamptz
    order by e.start_time, e.id`);
  const held = events.filter((e) => !e.cancelled);

  // The audience: HCPs with names from the demo's lists (every pair a different person), credentials follow below.
  const audience = await insertValues(
    tx,
    'attendees',
    ['tenant_id', 'first_name', 'last_name', 'email', 'type', 'city', 'state'],
    Array.from({ length: AUDIENCE }, (_, j) => {
      const first = FIRST_NAMES[j % FIRST_NAMES.length]!;
      const last = LAST_NAMES[Math.floor(j / FIRST_NAMES.length) % LAST_NAMES.length]!;
      return [tenantId, first, last, `${first}.${last}.hcp${j + 1}@attendee.test`.toLowerCase(), 'hcp', null, null];
    }),
  );
  const attendances: unknown[][] = [];
  held
    .filter((e) => !e.attended)
    .forEach((e, k) => {
      const count = 3 + ((k * 7) % 13);
      for (let m = 0; m < count; m++) {
        const status = ATTENDANCE_ROUND[(k * 3 + m) % ATTENDANCE_ROUND.length]!;
        const n = k * 31 + m;
        // Veeva records most sign-ins of the attended, and some registrants signed in on the CRM's sheet only; the CRM
        // sync of the events since `PAST` has not run yet.
        const signed =
          e.start < PAST && (status === 'attended' || status === 'walkin' ? n % 6 !== 5 : status === 'registered' && n % 2 === 0);
        const created = status === 'walkin' ? e.start : addDays(e.start, -(1 + (n % 20)));
        attendances.push([
          tenantId,
          e.id,
          audience[(k * 17 + m) % AUDIENCE],
          status,
          n % 5 !== 0,
          signed ? 'Signed_vod' : null,
          `${created}T12:00:00Z`,
        ]);
      }
    });
  await insertValues(
    tx,
    'event_attendances',
    ['tenant_id', 'event_id', 'attendee_id', 'status', 'subscribed', 'veeva_status', 'created_date'],
    attendances,
  );

  const speakers = (await tx.query<{ id: number }>(sql`select id from speakers where tenant_id = ${tenantId} order by id`)).map(
    (s) => s.id,
  );
  const [flag] = await tx.query<{ value: boolean }>(sql`select value from feature_flags where id = 'feeCalculatorRoundingEnabled'`);
  const checks: unknown[][] = [];
  held
    .filter((e) => !e.checked && !e.recent)
    .forEach((e, k) =>
      e.speakers.forEach((speakerId, s) => {
        if ((k + s) % 5 === 4) return;
        // The fee seed's checks are 0-11 in its numbering: these go on from there.
        const { amountCents, meta } = demoCheck(speakers.indexOf(speakerId), 12 + checks.length, flag?.value ?? false);
        checks.push([tenantId, speakerId, e.id, amountCents, JSON.stringify(meta), `${addDays(e.end, 2)}T15:00:00Z`]);
      }),
    );

  const lines: unknown[][] = [];
  const line = (eventId: number, speakerId: number | null, type: string, cents: number, paid: string, status: string) =>
    lines.push([tenantId, eventId, speakerId, type, cents, status === 'Pending' ? null : paid, status]);
  held
    .filter((e) => !e.paid)
    .forEach((e, k) => {
      const late = e.recent || k % 17 === 5;
      const status = (paid: boolean) => (late || !paid ? 'Pending' : 'Paid');
      if (!e.venue) line(e.id, null, 'Venue', amount(1200, k, 175), addDays(e.end, 3), status(true));
      line(e.id, null, 'Meals', amount(520, k, 70), addDays(e.end, 2), k % 23 === 11 ? 'Void' : status(true));
      if (k % 3 !== 1) line(e.id, null, 'AV', amount(280, k, 45), addDays(e.end, 5), status(true));
      e.speakers.forEach((speakerId, s) => {
        if ((k + s) % 2 === 0) line(e.id, speakerId, 'Travel', amount(380, k + speakerId, 85), addDays(e.end, 7), status(k % 11 !== 3));
        if (k % 3 === 0) line(e.id, speakerId, 'Lodging', amount(210, k + speakerId, 35), addDays(e.end, 10), status(true));
      });
    });
  events
    .filter((e) => e.cancelled && !e.lines)
    .forEach((e, k) => {
      if (k % 2 === 0) line(e.id, null, 'Venue', amount(250, k, 50), addDays(e.start, 14), 'Paid');
    });
  await insertValues(tx, 'fee_checks', ['tenant_id', 'speaker_id', 'event_id', 'amount_cents', 'meta', 'created_at'], checks);
  await insertValues(
    tx,
    'expense_lines',
    ['tenant_id', 'event_id', 'speaker_id', 'expense_type', 'amount_cents', 'payment_date', 'status'],
    lines,
  );
}
