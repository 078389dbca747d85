import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { DASHBOARD_CHARTS, DASHBOARD_MESSAGES as M, type DashboardCategory } from '../contract.ts';
import { as, loadFixture, withHidden, Y, type Fixture } from './fixture.ts';

interface Chart {
  chartId: string;
  format: string;
  categories: string[];
  series: { key: string; label: string; values: number[] }[];
  unavailable: string | null;
}

const ADMIN = as('admin');
const months = (year = Y) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
/** A value per month of the year from `{ 'MM': value }`, zeros elsewhere. */
const perMonth = (values: Record<string, number>) => months().map((m) => values[m.slice(5)] ?? 0);

async function dashboard(api: TestApi, category: DashboardCategory, user = ADMIN, filters?: object) {
  const answer = await api.call('GET', `/dashboard/${category}`, { as: user, query: filters ? { filters } : {} });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const charts = answer.body.charts as Chart[];
  expect(charts.map((c) => c.chartId)).toEqual(DASHBOARD_CHARTS[category]);
  return Object.fromEntries(charts.map((c) => [c.chartId, c])) as Record<string, Chart>;
}
const seriesOf = (chart: Chart) => Object.fromEntries(chart.series.map((s) => [s.key, s.values]));

describe.each(ENGINES)('dashboard chart data on $name', (engine) => {
  const api = useApi(engine);
  let fx: Fixture;
  beforeAll(async () => {
    fx = await loadFixture(api);
  });

  it('counts the programs of this year per local month by status group, the top 5 types, topics and money', async () => {
    const c = await dashboard(api, 'program');
    const byMonth = c.statusByMonth!;
    expect(byMonth.format).toBe('count');
    expect(byMonth.unavailable).toBeNull();
    expect(byMonth.categories).toEqual(months());
    expect(byMonth.series.map((s) => [s.key, s.label])).toEqual([
      ['completed', 'Completed'],
      ['planning', 'In Planning'],
      ['cancelled', 'Cancelled'],
      ['other', 'Other'],
    ]);
    // D-4 starts April 1 in UTC but March 31 where it is held; D-5 on New Year's Day in UTC, New Year's Eve locally; D-8
    // is last year's locally although its UTC start is this year's.
    expect(seriesOf(byMonth)).toEqual({
      completed: perMonth({ '01': 1 }),
      planning: perMonth({ '01': 1, '03': 1 }),
      cancelled: perMonth({ '03': 1 }),
      other: perMonth({ '06': 2, '12': 1 }),
    });

    // Six types: live (2) first, then the ties by type; webinar (the sixth) is left out.
    const types = c.statusByServiceType!;
    expect(types.categories).toEqual(['Live', 'Hybrid', 'Other', 'symposium', 'Virtual']);
    expect(seriesOf(types)).toEqual({
      completed: [1, 0, 0, 0, 0],
      planning: [0, 0, 0, 0, 1],
      cancelled: [1, 0, 0, 0, 0],
      other: [0, 1, 1, 1, 0],
    });

    const topics = c.programsByTopic!;
    expect(topics.categories).toEqual(['Cardiology Update Lo…', 'Diabetes', 'Not Provided']);
    expect(seriesOf(topics)).toEqual({ programs: [3, 2, 2] });

    // Cost: D-1's Paid lines (not the Void one, not the Gift the rule filters) in January; D-3 and D-4 in March.
    const cost = c.costOverTime!;
    expect(cost.format).toBe('currency');
    expect(cost.categories).toEqual(months());
    expect(seriesOf(cost)).toEqual({ cost: perMonth({ '01': 923.45, '03': 600 }), honoraria: perMonth({ '01': 800, '03': 400 }) });
  });

  it('counts attendances by credentials, signed in (attended, walk-in or Signed_vod) against registered, and the QR table', async () => {
    const c = await dashboard(api, 'attendee');
    expect(c.attendeesByCredentials!.categories).toEqual(['MD', 'RN', 'Not Provided']);
    expect(seriesOf(c.attendeesByCredentials!)).toEqual({ attendees: [4, 1, 1] });
    expect(c.signedInVsRegistered!.categories).toEqual(months());
    // Registered as the event list counts it (0024: the cancelled and ineligible aside, so D-3's cancelled one is not).
    expect(seriesOf(c.signedInVsRegistered!)).toEqual({ registered: perMonth({ '01': 5 }), signedIn: perMonth({ '01': 3 }) });
    expect(c.signedInEvents!.categories).toEqual(['D-2', 'D-1']);
    expect(seriesOf(c.signedInEvents!)).toEqual({ registered: [2, 3], signedIn: [1, 2] });
  });

  it("sums the speakers' honoraria per month, ranks the top speakers and counts their programs by status", async () => {
    const c = await dashboard(api, 'speaker');
    expect(seriesOf(c.honorariaOverTime!)).toEqual({ honoraria: perMonth({ '01': 800, '03': 400 }) });
    expect(c.topSpeakers!.categories).toEqual(['Ann Alpha', 'Bob Beta', 'Cy Gamma']);
    expect(seriesOf(c.topSpeakers!)).toEqual({ programs: [3, 2, 1], honoraria: [500, 700, 0] });
    expect(seriesOf(c.speakerStatusByMonth!)).toEqual({
      completed: perMonth({ '01': 2 }),
      planning: perMonth({ '01': 1, '03': 1 }),
      cancelled: perMonth({ '03': 1 }),
      other: perMonth({ '06': 1 }),
    });
  });

  it('sums the expense lines paid within the range by type, payment month and program status', async () => {
    // D-7's honoraria were paid this year for last year's program; D-4's are paid next year, D-3's not yet.
    const c = await dashboard(api, 'expense');
    expect(c.expensesByType!.categories).toEqual(['Honoraria', 'Meals']);
    expect(seriesOf(c.expensesByType!)).toEqual({ amount: [1500, 123.45] });
    expect(seriesOf(c.expensesOverTime!)).toEqual({ amount: perMonth({ '01': 823.45, '02': 800 }) });
    expect(c.expensesByStatus!.categories).toEqual(['Completed', 'In Planning', 'Cancelled', 'Other']);
    expect(seriesOf(c.expensesByStatus!)).toEqual({ amount: [923.45, 700, 0, 0] });
    // Filtered by the program's status: D-7's line only (D-2, scheduled too, has none).
    const pending = await dashboard(api, 'expense', ADMIN, { status: ['scheduled'] });
    expect(seriesOf(pending.expensesByType!)).toEqual({ amount: [700] });
  });

  it("counts the regions' programs by the region status rule and their signed-in attendees", async () => {
    const c = await dashboard(api, 'region');
    expect(c.regionsByStatus!.categories).toEqual(['East', 'Unknown']);
    expect(c.regionsByStatus!.series.map((s) => s.label)).toEqual(['Confirmed', 'In Planning', 'Cancelled', 'Other']);
    expect(seriesOf(c.regionsByStatus!)).toEqual({ confirmed: [1, 1], planning: [1, 1], cancelled: [1, 0], other: [0, 2] });
    expect(c.attendeesByRegion!.categories).toEqual(['East', 'Unknown']);
    expect(seriesOf(c.attendeesByRegion!)).toEqual({ signedIn: [2, 1] });
  });

  it('narrows every chart by the filters, and ranges other years', async () => {
    const live = await dashboard(api, 'program', ADMIN, { type: ['live'], status: ['complete', 'cancelled'] });
    expect(seriesOf(live.statusByMonth!)).toMatchObject({ completed: perMonth({ '01': 1 }), cancelled: perMonth({ '03': 1 }) });
    // The money of a narrowed range from its events' totals (0044, 0047): D-1's January, D-3's pending Travel in March.
    expect(seriesOf(live.costOverTime!)).toEqual({ cost: perMonth({ '01': 923.45, '03': 200 }), honoraria: perMonth({ '01': 800 }) });
    const topic = await dashboard(api, 'program', ADMIN, { topic: [fx.topics.diabetes], locationType: ['virtual'] });
    expect(seriesOf(topic.programsByTopic!)).toEqual({ programs: [1] });
    expect(topic.programsByTopic!.categories).toEqual(['Diabetes']);
    // Last year's December 31 (D-8, local) and June (D-7): the months of the range only.
    const last = await dashboard(api, 'program', ADMIN, { startDate: `${Y - 1}-06-01`, endDate: `${Y - 1}-12-31` });
    expect(last.statusByMonth!.categories).toEqual(months(Y - 1).slice(5));
    expect(seriesOf(last.statusByMonth!)).toMatchObject({ completed: [0, 0, 0, 0, 0, 0, 1], planning: [1, 0, 0, 0, 0, 0, 0] });
    // One day: D-4's local date.
    const day = await dashboard(api, 'program', ADMIN, { startDate: `${Y}-03-31`, endDate: `${Y}-03-31` });
    expect(day.statusByMonth!.categories).toEqual([`${Y}-03`]);
    expect(seriesOf(day.statusByMonth!)).toEqual({ completed: [0], planning: [1], cancelled: [0], other: [0] });
  });

  it("counts a field rep's own programs only, and a speaker's own programs and lines", async () => {
    const rep = await dashboard(api, 'program', as('field-rep'));
    expect(seriesOf(rep.statusByMonth!)).toEqual({
      completed: perMonth({ '01': 1 }),
      planning: perMonth({ '03': 1 }),
      cancelled: perMonth({ '03': 1 }),
      other: perMonth({}),
    });
    const speaker = await dashboard(api, 'speaker', as('speaker'));
    // Ann speaks at D-1, D-2 and D-6 this year; Bob beside her at D-1; her own honoraria only.
    expect(speaker.topSpeakers!.categories).toEqual(['Ann Alpha', 'Bob Beta']);
    expect(seriesOf(speaker.topSpeakers!)).toEqual({ programs: [3, 1], honoraria: [500, 0] });
    expect(seriesOf(speaker.honorariaOverTime!)).toEqual({ honoraria: perMonth({ '01': 500 }) });
  });

  it('answers a chart whose field is hidden from the role as unavailable, and refuses a filter on it', async () => {
    await withHidden(api, 'admin', 'event', ['status'], async () => {
      const c = await dashboard(api, 'program');
      expect(c.statusByMonth).toEqual({
        chartId: 'statusByMonth',
        format: 'count',
        categories: [],
        series: [],
        unavailable: M.chartHidden('Status'),
      });
      expect(c.statusByServiceType!.unavailable).toBe('Status is hidden from your role');
      expect(c.programsByTopic!.unavailable).toBeNull();
      const refused = await api.call('GET', '/dashboard/program', { as: ADMIN, query: { filters: { status: ['complete'] } } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('filters.status: filtering by status is not available to your role');
    });
    await withHidden(api, 'admin', 'event', ['startTime'], async () => {
      const c = await dashboard(api, 'program');
      expect(c.statusByMonth!.unavailable).toBe(M.chartHidden('Start Time'));
      expect(c.costOverTime!.unavailable).toBe(M.chartHidden('Start Time'));
      const refused = await api.call('GET', '/dashboard/program', { as: ADMIN, query: { filters: { startDate: `${Y}-01-01` } } });
      expect(refused.body.message).toBe(M.filterHidden('startDate'));
      // The expense dashboard's dates are payment dates.
      expect((await api.call('GET', '/dashboard/expense', { as: ADMIN, query: { filters: { startDate: `${Y}-01-01` } } })).status).toBe(
        200,
      );
    });
    await withHidden(api, 'admin', 'topic', ['name'], async () => {
      expect((await dashboard(api, 'program')).programsByTopic!.unavailable).toBe(M.chartHidden('Topic'));
    });
    // Marketing reads no expense lines: no amounts.
    const marketing = await dashboard(api, 'program', as('marketing'));
    expect(marketing.costOverTime!.unavailable).toBe(M.chartHidden('Cost'));
    expect(marketing.statusByMonth!.unavailable).toBeNull();
    const speakers = await dashboard(api, 'speaker', as('marketing'));
    expect(seriesOf(speakers.topSpeakers!)).toEqual({ programs: [3, 2, 1] });
  });

  it('refuses bad filters with a message, and roles without the permission', async () => {
    const bad = async (filters: string, message: unknown, field?: string) => {
      const answer = await api.call('GET', '/dashboard/program', { as: ADMIN, query: { filters } });
      expect(answer.status, filters).toBe(400);
      expect(answer.body.message).toEqual(message);
      if (field) expect(answer.body.fields[field]).toBe(message);
    };
    await bad(JSON.stringify({ startDate: `${Y}-05-01`, endDate: `${Y}-04-30` }), M.rangeReversed, 'filters.endDate');
    await bad(JSON.stringify({ startDate: '2000-01-01', endDate: '2030-12-31' }), M.rangeTooLong, 'filters.endDate');
    await bad(JSON.stringify({ startDate: `${Y}-13-01` }), M.dateInvalid('Start Date'), 'filters.startDate');
    await bad(JSON.stringify({ status: ['done'] }), expect.stringContaining('status must be one of'));
    await bad('{nope', 'filters must be JSON');
    await bad(JSON.stringify({ zone: 'x' }), expect.stringContaining('zone'));
    const extra = await api.call('GET', '/dashboard/program', { as: ADMIN, query: { page: 2 } });
    expect(extra.status).toBe(400);
    // A later end than this year's with no start: the start is this year's January 1.
    expect((await api.call('GET', '/dashboard/program', { as: ADMIN, query: { filters: { endDate: `${Y}-01-31` } } })).status).toBe(200);
    const compliance = await api.call('GET', '/dashboard/attendee', { as: as('sfc-compliance') });
    expect(compliance.status).toBe(403);
    expect(compliance.body.message).toBe('You do not have permission to read event_attendee');
    expect((await api.call('GET', '/dashboard/expense', { as: as('marketing') })).status).toBe(403);
    for (const role of ['admin', 'system-admin', 'marketing', 'field-rep', 'program-analyst', 'sfc-compliance'])
      for (const category of ['program', 'speaker', 'region'] as const)
        expect((await api.call('GET', `/dashboard/${category}`, { as: as(role) })).status, `${role} ${category}`).toBe(200);
  });
});
