// 14. The dashboards on the large tenant (1,000,000 events, 1,000,000 attendances, the checks and expense lines) through
// the BFF, as the screens ask them (issue 31): each dashboard's charts for this year (the default range), for all five
// years, narrowed by status, type and topic, and a field rep's own; each list's default page, sorts and deep page; the
// REST calls of a list page for 10 and 100 rows. p95 at concurrency 1 and 10; the goal is ≤ 300 ms a chart call and
// ≤ 100 ms a list's deep page.
import { gql, signIn } from '../client.ts';
import { callsPerPage, listLines, timeCases, type PageCost } from '../listCases.ts';
import { LARGE_TENANT, type Scenario } from '../scenario.ts';

const CATEGORIES = ['PROGRAM', 'ATTENDEE', 'SPEAKER', 'EXPENSE', 'REGION'] as const;
type Category = (typeof CATEGORIES)[number];
/** The columns each list sorts by, besides its default (contract.ts `DASHBOARD_COLUMNS`). */
const SORTS: Record<Category, string[]> = {
  PROGRAM: ['EVENT_SHORT_NAME', 'SPEAKER', 'STATUS', 'TOPIC', 'COST'],
  ATTENDEE: ['EVENT_SHORT_NAME', 'CREDENTIALS', 'ATTENDEE'],
  SPEAKER: ['SPEAKER', 'HONORARIA'],
  EXPENSE: ['TYPE', 'COST'],
  REGION: ['REGION', 'TERRITORY', 'ATTENDEES'],
};
/** Every year of the bench's events (they span 2022–2026). */
const ALL_YEARS = { startDate: '2022-01-01', endDate: '2026-12-31' };

type Filters = { startDate?: string; endDate?: string; status?: string[]; type?: string[]; topicIds?: string[] };

const DASHBOARD = `query BenchDashboard($category: DashboardCategory!, $filters: DashboardFiltersInput) {
  dashboard(category: $category, filters: $filters) { charts { chartId format categories unavailable series { key label values } } } }`;
const ROWS = `query BenchDashboardRows($category: DashboardCategory!, $filters: DashboardFiltersInput, $first: Int!, $page: Int,
    $sortBy: DashboardColumn, $sortDesc: Boolean) {
  dashboardRows(category: $category, filters: $filters, first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc) {
    totalCount
    edges { node { id eventId eventShortName speaker date zone status locationType type topic therapeuticArea cost honoraria
      credentials attendee region territory attendees } } } }`;

type ChartCase = { fieldRep?: boolean; category: Category; filters?: Filters };
type RowCase = { category: Category; filters?: Filters; page?: number; sortBy?: string; sortDesc?: boolean };
type DashboardAnswer = { dashboard: { charts: { categories: string[]; series: { values: number[] }[] }[] } };
type RowsAnswer = { dashboardRows: { totalCount: number; edges: unknown[] } };

/** A chart call's "matches": the sum of its first chart's values (events counted), so that a run shows what it read. */
const counted = (answer: DashboardAnswer) =>
  answer.dashboard.charts[0]?.series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0) ?? 0;

export const dashboards: Scenario = async (ctx) => {
  const { config, stack } = ctx;
  const s = await ctx.session(LARGE_TENANT);
  const rep = await signIn(stack.apiUrl, stack.bffUrl, LARGE_TENANT, `field-rep@${LARGE_TENANT}.test`);
  const topics = await gql<{ topics: { edges: { node: { id: string } }[] } }>(s, `query { topics(first: 2) { edges { node { id } } } }`);
  const topicIds = topics.data.topics.edges.map((e) => e.node.id);

  // A field rep reads no expense lines: the Expenses dashboard is not theirs.
  const chartCases: [string, ChartCase][] = CATEGORIES.flatMap((category): [string, ChartCase][] => [
    [`${category} charts: this year`, { category }],
    [`${category} charts: five years`, { category, filters: ALL_YEARS }],
    ...(category === 'EXPENSE' ? [] : [[`${category} charts: a field rep's`, { category, fieldRep: true }] as [string, ChartCase]]),
  ]);
  chartCases.push(
    ['PROGRAM charts: status complete, five years', { category: 'PROGRAM', filters: { ...ALL_YEARS, status: ['COMPLETE'] } }],
    ['PROGRAM charts: type virtual', { category: 'PROGRAM', filters: { type: ['VIRTUAL'] } }],
    ['PROGRAM charts: two topics, five years', { category: 'PROGRAM', filters: { ...ALL_YEARS, topicIds } }],
  );
  const chart = async ({ fieldRep, category, filters }: ChartCase) =>
    counted((await gql<DashboardAnswer>(fieldRep ? rep : s, DASHBOARD, { category, filters })).data);

  const rowCases: [string, RowCase][] = CATEGORIES.flatMap((category): [string, RowCase][] => [
    [`${category} list: default`, { category }],
    ...SORTS[category].map((sortBy): [string, RowCase] => [`${category} list: sort ${sortBy}`, { category, sortBy }]),
    [`${category} list: deep page ${config.deepPage}, five years`, { category, filters: ALL_YEARS, page: config.deepPage }],
  ]);
  const rows = async (c: RowCase, first = 10) => (await gql<RowsAnswer>(s, ROWS, { first, ...c })).data.dashboardRows.totalCount;

  const charts1 = await timeCases(chartCases, Math.floor(config.samples / 3), chart);
  const chartsN = await timeCases(chartCases, config.concurrency, chart, config.concurrency);
  const rows1 = await timeCases(rowCases, Math.floor(config.samples / 3), (c) => rows(c));
  const rowsN = await timeCases(rowCases, config.concurrency, (c) => rows(c), config.concurrency);
  const load = async (first: number): Promise<PageCost> => {
    const { data, upstreamCalls } = await gql<RowsAnswer>(s, ROWS, { category: 'PROGRAM', first });
    return { rows: data.dashboardRows.edges.length, totalCount: data.dashboardRows.totalCount, upstreamCalls };
  };
  const calls = { 10: await callsPerPage(10, load), 100: await callsPerPage(100, load) };
  return {
    name: `The dashboards on the large tenant (${LARGE_TENANT}) through the BFF: charts and lists`,
    figures: {
      charts: { c1: charts1.figures, [`c${config.concurrency}`]: chartsN.figures },
      lists: { c1: rows1.figures, [`c${config.concurrency}`]: rowsN.figures },
      calls,
    },
    lines: [
      'charts, concurrency 1:',
      ...charts1.lines.map((l) => `  ${l}`),
      `charts, concurrency ${config.concurrency}:`,
      ...chartsN.lines.map((l) => `  ${l}`),
      'lists:',
      ...listLines(rows1.lines, rowsN.lines, config.concurrency, calls),
    ],
  };
};
