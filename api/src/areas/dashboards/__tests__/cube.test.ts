import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { only } from '../../../platform/db/client.ts';
import { as, loadFixture, TENANT, Y, type Fixture } from './fixture.ts';

// The monthly rollups (migrations 0040, 0041) and the charts read from them (cube.ts): each rollup stays what grouping
// its rows gives through every kind of write, the event–speaker pairs and the attendances keep their event's columns
// (and the attendances their attendee's credentials, 0042), the events their speakers' names and cost (0044), honoraria (0047) and topic's and field rep's keys (0048), the pairs
// their speaker's names and honoraria and the attendances their event's short name (0045), and a range that starts or
// ends inside a month counts its part-months from the events.

interface Chart {
  chartId: string;
  categories: string[];
  series: { key: string; values: number[] }[];
}

/** Each rollup's rows and its rows grouped the same way from the events and lines, each as sorted lines. */
async function rollupsAndSources(api: TestApi): Promise<Record<string, [rollup: string[], source: string[]]>> {
  const lines = async (query: ReturnType<typeof sql>) =>
    (await api.owner<Record<string, unknown>>(query)).map((r) => Object.values(r).join('|')).sort();
  const month = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM')`);
  return {
    events: [
      await lines(sql`select ${month('month')}, status, type, location_type, topic_id, events, registered, signed_in
        from dashboard_event_months where tenant_id = ${TENANT}`),
      await lines(sql`select ${month('local_start')}, status, type, location_type, topic_id, count(*)::int as events,
          sum(registered)::int as registered, sum(signed_in)::int as signed_in
        from events where tenant_id = ${TENANT} group by 1, 2, 3, 4, 5`),
    ],
    speakers: [
      await lines(sql`select ${month('month')}, status, type, location_type, topic_id, pairs
        from dashboard_speaker_months where tenant_id = ${TENANT}`),
      await lines(sql`select ${month('e.local_start')}, e.status, e.type, e.location_type, e.topic_id, count(*)::int as pairs
        from events e join event_speakers es on es.event_id = e.id where e.tenant_id = ${TENANT} group by 1, 2, 3, 4, 5`),
    ],
    pairs: [
      await lines(sql`select event_id, speaker_id, event_start, event_local_start, event_status, event_type,
          event_location_type, event_topic_id
        from event_speakers where tenant_id = ${TENANT}`),
      await lines(sql`select es.event_id, es.speaker_id, e.start_time, e.local_start, e.status, e.type, e.location_type,
          e.topic_id
        from event_speakers es join events e on e.id = es.event_id where es.tenant_id = ${TENANT}`),
    ],
    speakerYears: [
      await lines(sql`select year, speaker_id, pairs from dashboard_speaker_years where tenant_id = ${TENANT}`),
      await lines(sql`select extract(year from e.local_start)::int, es.speaker_id, count(*)::int as pairs
        from events e join event_speakers es on es.event_id = e.id where e.tenant_id = ${TENANT} group by 1, 2`),
    ],
    sortKeys: [
      await lines(sql`select id, speaker_names, cost_cents, honoraria_cents, topic_name, topic_area, rep_region, rep_territory
        from events where tenant_id = ${TENANT}`),
      await lines(sql`select e.id,
          (select string_agg(s.first_name || ' ' || s.last_name, ', ' order by s.last_name, s.first_name, s.id)
            from event_speakers es join speakers s on s.id = es.speaker_id where es.event_id = e.id),
          (select coalesce(sum(l.amount_cents), 0) from expense_lines l where l.event_id = e.id and l.status <> 'Void'
            and not exists (select 1 from expense_filtering_rules r where r.tenant_id = l.tenant_id
              and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type))) as cost,
          (select coalesce(sum(l.amount_cents), 0) from expense_lines l where l.event_id = e.id and l.status <> 'Void'
            and l.expense_type = 'Honoraria' and not exists (select 1 from expense_filtering_rules r
              where r.tenant_id = l.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type)))
            as honoraria,
          t.name, t.therapeutic_area, r.name as region, fr.territory
        from events e left join topics t on t.id = e.topic_id left join field_reps fr on fr.id = e.field_rep_id
          left join regions r on r.id = fr.region_id
        where e.tenant_id = ${TENANT}`),
    ],
    pairKeys: [
      await lines(sql`select event_id, speaker_id, speaker_first_name, speaker_last_name, honoraria_cents
        from event_speakers where tenant_id = ${TENANT}`),
      await lines(sql`select es.event_id, es.speaker_id, s.first_name, s.last_name,
          (select coalesce(sum(l.amount_cents), 0) from expense_lines l where l.event_id = es.event_id
            and l.speaker_id = es.speaker_id and l.status <> 'Void' and l.expense_type = 'Honoraria'
            and not exists (select 1 from expense_filtering_rules r where r.tenant_id = l.tenant_id
              and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type)))
        from event_speakers es join speakers s on s.id = es.speaker_id where es.tenant_id = ${TENANT}`),
    ],
    attendanceCopies: [
      await lines(sql`select id, event_start, event_local_start, event_status, event_type, event_location_type,
          event_topic_id, attendee_credentials, event_short_name
        from event_attendances where tenant_id = ${TENANT}`),
      await lines(sql`select ea.id, e.start_time, e.local_start, e.status, e.type, e.location_type, e.topic_id,
          nullif(trim(a.credentials), ''), e.short_name
        from event_attendances ea join events e on e.id = ea.event_id join attendees a on a.id = ea.attendee_id
        where ea.tenant_id = ${TENANT}`),
    ],
    reps: [
      await lines(sql`select ${month('month')}, status, field_rep_id, events, signed_in from dashboard_rep_months
        where tenant_id = ${TENANT}`),
      await lines(sql`select ${month('local_start')}, status, field_rep_id, count(*)::int as events, sum(signed_in)::int as signed_in
        from events where tenant_id = ${TENANT} group by 1, 2, 3`),
    ],
    lines: [
      await lines(sql`select ${month('month')} as month, ${month('paid_month')} as paid_month, status, expense_type, amount_cents, lines
        from dashboard_expense_months where tenant_id = ${TENANT}`),
      await lines(sql`select ${month('e.local_start')} as month, ${month('l.payment_date')} as paid_month, e.status, l.expense_type,
          sum(l.amount_cents)::bigint as amount_cents, count(*)::int as lines
        from expense_lines l join events e on e.id = l.event_id
        where l.tenant_id = ${TENANT} and l.status <> 'Void' group by 1, 2, 3, 4`),
    ],
    attendances: [
      await lines(sql`select ${month('month')} as month, status, credentials, attendances from dashboard_attendance_months
        where tenant_id = ${TENANT}`),
      await lines(sql`select ${month('e.local_start')} as month, e.status, nullif(trim(a.credentials), '') as credentials,
          count(*)::int as attendances
        from event_attendances ea join events e on e.id = ea.event_id join attendees a on a.id = ea.attendee_id
        where ea.tenant_id = ${TENANT} group by 1, 2, 3`),
    ],
  };
}

async function charts(api: TestApi, category: string, filters: object) {
  const answer = await api.call('GET', `/dashboard/${category}`, { as: as('admin'), query: { filters } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Object.fromEntries((answer.body.charts as Chart[]).map((c) => [c.chartId, c]));
}
const program = (api: TestApi, filters: object) => charts(api, 'program', filters);
const seriesOf = (chart: Chart) => Object.fromEntries(chart.series.map((s) => [s.key, s.values]));
/** Each category's values summed over the series. */
const totals = (chart: Chart) =>
  Object.fromEntries(chart.categories.map((c, i) => [c, chart.series.reduce((sum, s) => sum + s.values[i]!, 0)]));
const total = (chart: Chart) => chart.series.flatMap((s) => s.values).reduce((a, b) => a + b, 0);

describe.each(ENGINES)('the dashboards monthly rollup on $name', (engine) => {
  const api = useApi(engine);
  let fx: Fixture;
  beforeAll(async () => {
    fx = await loadFixture(api);
  });
  // The fixture's hand-counted values first; the last test writes.

  it('counts a range that starts and ends inside a month from the events, the whole months between from the rollup', async () => {
    // January 16 to March 30: D-1 (January 15) and D-4 (March 31 where it is held) fall outside.
    const part = await program(api, { startDate: `${Y}-01-16`, endDate: `${Y}-03-30` });
    const [expected] = await api.owner<{ n: number }>(sql`select count(*)::int as n from events
      where tenant_id = ${TENANT} and local_start between ${`${Y}-01-16`}::date and ${`${Y}-03-30`}::date`);
    expect(total(part.statusByMonth!)).toBe(expected!.n);
    expect(total(part.programsByTopic!)).toBe(expected!.n);
    expect(part.statusByMonth!.categories).toEqual([`${Y}-01`, `${Y}-02`, `${Y}-03`]);

    // Inside one month, and whole months: every chart counts the same events the range holds.
    for (const [startDate, endDate] of [
      [`${Y}-03-05`, `${Y}-03-31`],
      [`${Y}-01-01`, `${Y}-06-30`],
      [`${Y - 1}-12-31`, `${Y}-01-01`],
    ] as const) {
      const charts = await program(api, { startDate, endDate });
      const { n } = only(
        await api.owner<{ n: number }>(sql`select count(*)::int as n from events
          where tenant_id = ${TENANT} and local_start between ${startDate}::date and ${endDate}::date`),
      );
      expect({ startDate, n: total(charts.statusByMonth!) }).toEqual({ startDate, n });
      expect(total(charts.statusByServiceType!)).toBeLessThanOrEqual(n);
      expect(total(charts.programsByTopic!)).toBe(n);
    }
  });

  it("counts the top speakers' programs of whole years from their rollup, of part-years from the pairs", async () => {
    // Bob speaks at D-8 too (Y-1-12-31 where it is held): the year before has a pair.
    await api.owner(
      sql`insert into event_speakers (tenant_id, event_id, speaker_id) values (${TENANT}, ${fx.events.d8}, ${fx.speakers.bob})`,
    );
    for (const [startDate, endDate] of [
      [`${Y}-01-01`, `${Y}-12-31`],
      [`${Y - 1}-01-01`, `${Y}-12-31`],
      [`${Y - 1}-12-31`, `${Y}-03-31`],
      [`${Y}-01-16`, `${Y}-12-31`],
      // A part-year and a whole year: D-8's pair from the pairs, year Y's from the rollup; and the other way round.
      [`${Y - 1}-06-01`, `${Y}-12-31`],
      [`${Y - 1}-01-01`, `${Y}-06-30`],
    ] as const) {
      const { topSpeakers } = await charts(api, 'speaker', { startDate, endDate });
      const expected = await api.owner<{ name: string; n: number }>(sql`select s.first_name || ' ' || s.last_name as name,
          count(*)::int as n
        from events e join event_speakers es on es.event_id = e.id join speakers s on s.id = es.speaker_id
        where e.tenant_id = ${TENANT} and e.local_start between ${startDate}::date and ${endDate}::date
        group by 1 order by 2 desc, 1`);
      const programs = seriesOf(topSpeakers!).programs!;
      expect({ startDate, top: Object.fromEntries(topSpeakers!.categories.map((name, i) => [name, programs[i]])) }).toEqual({
        startDate,
        top: Object.fromEntries(expected.map((r) => [r.name, r.n])),
      });
    }
  });

  it('sums the money and the regions of part-months from the lines and events, of whole months from the rollups', async () => {
    // Paid January 12 to March 5: February whole (Ann's $500 and Bob's $300), January 16's Meals; not D-7's January 10.
    const paid = await charts(api, 'expense', { startDate: `${Y}-01-12`, endDate: `${Y}-03-05` });
    expect(paid.expensesByType!.categories).toEqual(['Honoraria', 'Meals']);
    expect(seriesOf(paid.expensesByType!)).toEqual({ amount: [800, 123.45] });
    expect(seriesOf(paid.expensesOverTime!)).toEqual({ amount: [123.45, 800, 0] });

    // Events of January 16 to March 31: D-3's pending Travel and D-4's Honoraria, both March's; D-1's lines are not.
    const events = { startDate: `${Y}-01-16`, endDate: `${Y}-03-31` };
    expect(seriesOf((await program(api, events)).costOverTime!)).toEqual({ cost: [0, 0, 600], honoraria: [0, 0, 400] });
    // D-3 and D-4 are Rep One's (East), D-2 Rep Two's (no region).
    expect(totals((await charts(api, 'region', events)).regionsByStatus!)).toEqual({ East: 2, Unknown: 1 });
    // D-2's Ann Attendee and Dan Dee (January's part-month), D-3's Dan Dee (March): all MD.
    expect(totals((await charts(api, 'attendee', events)).attendeesByCredentials!)).toEqual({ MD: 3 });
  });

  it('holds the events grouped by month, status, type, location type and topic through inserts, updates and deletes', async () => {
    const before = await rollupsAndSources(api);
    for (const [rollup, source] of Object.values(before)) {
      expect(rollup.length).toBeGreaterThan(2);
      expect(rollup).toEqual(source);
    }

    await api.db.asOwner(async (tx) => {
      await tx.query(sql`select set_config('app.tenant_id', ${TENANT}, true)`);
      // A move to another month and zone, another status and topic, one to no location type and another field rep; an
      // event with lines moved to another month and status (its lines follow).
      await tx.query(sql`update events set start_time = ${`${Y}-05-31T23:30:00Z`}, zone = 'US/Pacific', status = 'complete'
        where id = ${fx.events.d2}`);
      await tx.query(sql`update events set topic_id = null, location_type = null, field_rep_id = ${fx.fieldReps.one}
        where id = ${fx.events.d6}`);
      await tx.query(sql`update events set start_time = ${`${Y}-07-04T15:00:00Z`}, status = 'cancelled' where id = ${fx.events.d1}`);
      // Lines: one added, one paid later, one voided, one moved to another event; and an event deleted with its lines.
      await tx.query(sql`insert into expense_lines (tenant_id, event_id, expense_type, amount_cents, payment_date, status)
        values (${TENANT}, ${fx.events.d6}, 'Meals', 4200, ${`${Y}-06-02`}, 'Paid')`);
      await tx.query(
        sql`update expense_lines set payment_date = ${`${Y}-09-09`} where event_id = ${fx.events.d1} and expense_type = 'Meals'`,
      );
      await tx.query(sql`update expense_lines set status = 'Void' where event_id = ${fx.events.d4}`);
      await tx.query(sql`update expense_lines set event_id = ${fx.events.d6} where event_id = ${fx.events.d3}`);
      // Honoraria: Cy's at D-6 before Cy speaks there (the pair, added below, counts it), Ann's at D-2, Ann's at D-1
      // raised and Bob's moved to Ann, the event's own at D-6 (its event's, no pair's); a rule that leaves Honoraria out,
      // added and removed (every pair and event counted again).
      await tx.query(sql`insert into expense_lines (tenant_id, event_id, speaker_id, expense_type, amount_cents, payment_date, status)
        values (${TENANT}, ${fx.events.d6}, ${fx.speakers.cy}, 'Honoraria', 900, ${`${Y}-06-02`}, 'Paid'),
          (${TENANT}, ${fx.events.d2}, ${fx.speakers.ann}, 'Honoraria', 100, ${`${Y}-06-02`}, 'Paid'),
          (${TENANT}, ${fx.events.d6}, null, 'Honoraria', 250, ${`${Y}-06-03`}, 'Paid')`);
      await tx.query(sql`update expense_lines set amount_cents = amount_cents + 50
        where event_id = ${fx.events.d1} and speaker_id = ${fx.speakers.ann} and expense_type = 'Honoraria'`);
      await tx.query(sql`update expense_lines set speaker_id = ${fx.speakers.ann}
        where event_id = ${fx.events.d1} and speaker_id = ${fx.speakers.bob} and expense_type = 'Honoraria'`);
      await tx.query(
        sql`insert into expense_filtering_rules (tenant_id, comparison_type, comparison_string) values (${TENANT}, 'Equals', 'Honoraria')`,
      );
      await tx.query(sql`delete from expense_filtering_rules where tenant_id = ${TENANT} and comparison_string = 'Honoraria'`);
      // An event renamed: its attendances' short name follows.
      await tx.query(sql`update events set short_name = 'D-6 renamed' where id = ${fx.events.d6}`);
      await tx.query(sql`delete from events where id = ${fx.events.d7}`);
      // Attendees: one's credentials changed (their attendances move), one with attendances deleted.
      await tx.query(sql`update attendees set credentials = ' DO ' where tenant_id = ${TENANT} and last_name = 'Dee'`);
      await tx.query(sql`delete from attendees where tenant_id = ${TENANT} and last_name = 'Bee'`);
      // Attendances: the event's registered and signed-in counts move its rollup row.
      const attendee = await tx.query<{ id: number }>(sql`select id from attendees where tenant_id = ${TENANT} limit 1`);
      await tx.query(sql`insert into event_attendances (tenant_id, event_id, attendee_id, status)
        values (${TENANT}, ${fx.events.d6}, ${attendee[0]!.id}, 'attended')`);
      await tx.query(sql`update event_attendances set status = 'cancelled' where event_id = ${fx.events.d1} and status = 'attended'`);
      await tx.query(sql`update event_attendances set event_id = ${fx.events.d8} where event_id = ${fx.events.d3}`);
      // A speaker renamed; a rule that leaves Meals out (every event's cost counted again).
      await tx.query(sql`update speakers set last_name = 'Zulu' where id = ${fx.speakers.ann}`);
      // A topic renamed and given another area; Rep Two moved to West with a territory, East renamed (their events'
      // keys follow; D-6 moved to Rep One above, D-2 stays Rep Two's).
      await tx.query(sql`update topics set name = 'Cardio renamed', therapeutic_area = null where id = ${fx.topics.cardio}`);
      await tx.query(sql`update field_reps set region_id = (select id from regions where tenant_id = ${TENANT} and name = 'West'),
        territory = 'T-200' where id = ${fx.fieldReps.two}`);
      await tx.query(sql`update regions set name = 'East renamed' where tenant_id = ${TENANT} and name = 'East'`);
      await tx.query(
        sql`insert into expense_filtering_rules (tenant_id, comparison_type, comparison_string) values (${TENANT}, 'Equals', 'Meals')`,
      );
      // Speakers: one added to an event, one taken off another, one link moved to another event.
      await tx.query(
        sql`insert into event_speakers (tenant_id, event_id, speaker_id) values (${TENANT}, ${fx.events.d6}, ${fx.speakers.cy})`,
      );
      await tx.query(sql`delete from event_speakers where event_id = ${fx.events.d2} and speaker_id = ${fx.speakers.ann}`);
      await tx.query(sql`update event_speakers set event_id = ${fx.events.d8} where event_id = ${fx.events.d3}`);
      // Two events of one key, one of them deleted; a new event of a key of its own (with a topic and a rep: its keys).
      await tx.query(sql`delete from events where id = ${fx.events.d9}`);
      await tx.query(sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone, type, status, topic_id,
          field_rep_id)
        values (${TENANT}, 'D-10', 'Rollup', ${`${Y}-08-08T15:00:00Z`}, ${`${Y}-08-08T16:00:00Z`}, 'UTC', 'live', 'approved',
          ${fx.topics.diabetes}, ${fx.fieldReps.two})`);
    });

    const after = await rollupsAndSources(api);
    for (const [name, [rollup, source]] of Object.entries(after)) {
      expect({ [name]: rollup }).toEqual({ [name]: source });
      expect({ [name]: rollup }).not.toEqual({ [name]: before[name]![0] });
    }
    // No key is left counting nothing (D-9's was its own, D-4's lines are void, D-7's went with it).
    const { empty } = only(
      await api.owner<{ empty: number }>(sql`select
      (select count(*) from dashboard_event_months where tenant_id = ${TENANT} and events = 0)
      + (select count(*) from dashboard_rep_months where tenant_id = ${TENANT} and events = 0)
      + (select count(*) from dashboard_expense_months where tenant_id = ${TENANT} and lines = 0)
      + (select count(*) from dashboard_attendance_months where tenant_id = ${TENANT} and attendances = 0)
      + (select count(*) from dashboard_speaker_months where tenant_id = ${TENANT} and pairs = 0)
      + (select count(*) from dashboard_speaker_years where tenant_id = ${TENANT} and pairs = 0) as empty`),
    );
    expect(Number(empty)).toBe(0);
  });

  it('clears the keys of the events whose topic, field rep or the field rep’s region is deleted (on delete set null)', async () => {
    const withKey = async (column: 'topic_name' | 'rep_region') => {
      const where = sql`tenant_id = ${TENANT} and ${sql.raw(column)} is not null`;
      return Number(only(await api.owner<{ n: number }>(sql`select count(*) as n from events where ${where}`)).n);
    };
    expect(await withKey('topic_name')).toBeGreaterThan(0);
    expect(await withKey('rep_region')).toBeGreaterThan(0);

    await api.db.asOwner(async (tx) => {
      await tx.query(sql`select set_config('app.tenant_id', ${TENANT}, true)`);
      await tx.query(sql`delete from topics where tenant_id = ${TENANT}`);
      // Rep Two's region (West, since the test above) deleted: Rep Two keeps the territory, their events lose the region.
      await tx.query(sql`delete from regions where tenant_id = ${TENANT} and name = 'West'`);
      await tx.query(sql`delete from field_reps where id = ${fx.fieldReps.one}`);
    });

    const { sortKeys, events } = await rollupsAndSources(api);
    expect(sortKeys![0]).toEqual(sortKeys![1]);
    expect(events![0]).toEqual(events![1]);
    expect(await withKey('topic_name')).toBe(0);
    const reps = await api.owner<{ rep: number; region: string | null; territory: string | null }>(sql`select distinct
      field_rep_id as rep, rep_region as region, rep_territory as territory from events where tenant_id = ${TENANT}
      and field_rep_id is not null`);
    expect(reps).toEqual([{ rep: fx.fieldReps.two, region: null, territory: 'T-200' }]);
  });
});
