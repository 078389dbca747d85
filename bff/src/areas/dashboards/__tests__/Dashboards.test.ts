import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_CATEGORIES,
  DASHBOARD_CHARTS,
  DASHBOARD_COLUMN_HEADERS,
  DASHBOARD_MESSAGES,
  dashboardFileName,
} from '../../../../../api/src/areas/dashboards/contract.ts';
import { startStack, type Stack } from '../../../__tests__/stack.ts';
import { globalId } from '../../../platform/schema/globalId.ts';

// Dashboards through GraphQL over the real service (demo seed): the chart configs and their writes, a dashboard's data,
// its list and its export, with the REST calls each costs.

const CHART = 'id internalId chartId title category mobileCols smCols mdCols lgCols order';
const CHARTS = `query($category: DashboardCategory) { dashboardCharts(category: $category) { ${CHART} } }`;
const ADD = `mutation($input: AddDashboardChartInput!) { addDashboardChart(input: $input) { chart { ${CHART} } charts { ${CHART} } } }`;
const UPDATE = `mutation($input: UpdateDashboardChartInput!) { updateDashboardChart(input: $input) { chart { ${CHART} } charts { ${CHART} } } }`;
const DELETE = `mutation($input: DeleteDashboardChartInput!) { deleteDashboardChart(input: $input) { deletedId charts { ${CHART} } } }`;
const DATA = `query($category: DashboardCategory!, $filters: DashboardFiltersInput) {
  dashboard(category: $category, filters: $filters) { category charts { chartId format categories series { key label values } unavailable } } }`;
const ROWS = `query($category: DashboardCategory!, $filters: DashboardFiltersInput, $first: Int, $page: Int, $after: String,
    $sortBy: DashboardColumn, $sortDesc: Boolean) {
  dashboardRows(category: $category, filters: $filters, first: $first, page: $page, after: $after, sortBy: $sortBy, sortDesc: $sortDesc) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { id eventId eventShortName speaker date zone status locationType type topic therapeuticArea cost honoraria
      credentials attendee region territory attendees } }
  } }`;

interface Chart {
  id: string;
  internalId: number;
  chartId: string;
  title: string;
  category: string;
  mobileCols: number;
  smCols: number;
  mdCols: number;
  lgCols: number;
  order: number;
}
type Row = Record<string, string | number | null> & { id: string; eventId: string };
type RowsPage = {
  dashboardRows: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: Row }[];
  };
};
const rowsOf = (answer: { data: RowsPage | null | undefined }) => answer.data!.dashboardRows.edges.map((edge) => edge.node);

/** Three years of the demo's events (2025–2027): more than 100 rows on every event list. */
const WIDE = { startDate: '2025-01-01', endDate: '2027-12-31' };

let stack: Stack;
let admin: string;
let systemAdmin: string;
const db = <T>(query: ReturnType<typeof sql>) => stack.api.db.asOwner((tx) => tx.query<T>(query));

/** The same call straight to the REST service, as the BFF should make it. */
async function rest(token: string, path: string, query: Record<string, string> = {}) {
  const response = await fetch(`${stack.apiUrl}/${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  systemAdmin = await stack.signIn('system-admin@demo.test');
});
afterAll(() => stack?.close());

describe('Dashboard chart configs', () => {
  it('lists them in one REST call, shared with the viewer’s dashboards and node(id:)', async () => {
    const all = await stack.gql<{ dashboardCharts: Chart[] }>(CHARTS, { token: admin });
    expect(all.errors).toBeUndefined();
    expect(all.upstreamCalls).toBe(1);
    const charts = all.data!.dashboardCharts;
    const [{ count }] = (await db<{ count: number }>(
      sql`select count(*)::int as count from dashboard_charts where tenant_id = 'demo'`,
    )) as [{ count: number }];
    expect(charts).toHaveLength(count);
    // By dashboard in the sidebar's order, then order: the seed configures every chart the api computes.
    expect(charts.map((c) => c.chartId)).toEqual(DASHBOARD_CATEGORIES.flatMap((category) => DASHBOARD_CHARTS[category]));
    expect(charts.map((c) => c.category)).toEqual(
      DASHBOARD_CATEGORIES.flatMap((category) => DASHBOARD_CHARTS[category].map(() => category.toUpperCase())),
    );
    expect(charts[0]).toMatchObject({
      chartId: 'statusByMonth',
      title: 'Programs by Month',
      category: 'PROGRAM',
      order: 1,
      mobileCols: 12,
    });
    expect(charts[0]!.id).toBe(globalId('DashboardChart', charts[0]!.internalId));

    const speaker = await stack.gql<{ dashboardCharts: Chart[] }>(CHARTS, { token: admin, variables: { category: 'SPEAKER' } });
    expect(speaker.upstreamCalls).toBe(1);
    expect(speaker.data!.dashboardCharts.map((c) => [c.category, c.chartId, c.order])).toEqual(
      DASHBOARD_CHARTS.speaker.map((chartId, i) => ['SPEAKER', chartId, i + 1]),
    );

    const viewerOnly = await stack.gql(`{ viewer { id } }`, { token: admin });
    const together = await stack.gql(
      `query($id: ID!) { viewer { id dashboardCategories } dashboardCharts { id } node(id: $id) { id ... on DashboardChart { ${CHART} } } }`,
      { token: admin, variables: { id: charts[3]!.id } },
    );
    expect(together.errors).toBeUndefined();
    expect(together.data!.viewer.dashboardCategories).toEqual(['PROGRAM', 'ATTENDEE', 'SPEAKER', 'EXPENSE', 'REGION']);
    expect(together.data!.node).toEqual(charts[3]);
    expect(together.upstreamCalls).toBe(viewerOnly.upstreamCalls + 1);

    // A field rep reads the configs too (every signed-in user lays the dashboards out by them).
    const fieldRep = await stack.signIn('field-rep@demo.test');
    const repCharts = await stack.gql<{ dashboardCharts: Chart[] }>(CHARTS, { token: fieldRep });
    expect(repCharts.data!.dashboardCharts).toEqual(charts);

    // Another tenant's chart answers like a missing one.
    const acme = await stack.signIn('admin@acme.test', 'acme');
    const acmeChart = (await stack.gql<{ dashboardCharts: Chart[] }>(CHARTS, { token: acme, tenant: 'acme' })).data!.dashboardCharts[0]!;
    for (const id of [acmeChart.id, globalId('DashboardChart', 99_999_999)]) {
      const answer = await stack.gql(`query($id: ID!) { node(id: $id) { id } }`, { token: admin, variables: { id } });
      expect(answer).toMatchObject({ data: { node: null }, errors: undefined });
    }
  });

  it('adds, moves and deletes a chart, answering its dashboard’s charts; refuses with the service’s messages', async () => {
    const refused = await stack.gql(ADD, { token: admin, variables: { input: { category: 'REGION', chartId: 'newChart', title: 'X' } } });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const empty = await stack.gql(ADD, {
      token: systemAdmin,
      variables: { input: { category: 'REGION', chartId: 'newChart', title: ' ' } },
    });
    expect(empty.errors?.[0]).toMatchObject({ message: DASHBOARD_MESSAGES.titleRequired, extensions: { code: 'BAD_USER_INPUT' } });

    const added = await stack.gql<{ addDashboardChart: { chart: Chart; charts: Chart[] } }>(ADD, {
      token: systemAdmin,
      variables: { input: { category: 'REGION', chartId: 'newChart', title: 'New Chart', mdCols: 6, order: 1 } },
    });
    expect(added.errors).toBeUndefined();
    // The write, then the dashboard's charts.
    expect(added.upstreamCalls).toBe(2);
    const { chart, charts } = added.data!.addDashboardChart;
    expect(chart).toMatchObject({
      chartId: 'newChart',
      title: 'New Chart',
      category: 'REGION',
      mobileCols: 12,
      smCols: 12,
      mdCols: 6,
      lgCols: 12,
      order: 1,
    });
    expect(charts.map((c) => [c.chartId, c.order])).toEqual([
      ['newChart', 1],
      ['regionsByStatus', 2],
      ['attendeesByRegion', 3],
    ]);
    expect(charts[0]).toEqual(chart);

    // Moved to the end, its dashboard read from the list (one more call) or given.
    const whole = { chartId: 'regionsByStatus', title: 'Moved', mobileCols: 12, smCols: 12, mdCols: 12, lgCols: 12 };
    const moved = await stack.gql<{ updateDashboardChart: { chart: Chart; charts: Chart[] } }>(UPDATE, {
      token: systemAdmin,
      variables: { input: { ...whole, id: chart.id, order: 3 } },
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.upstreamCalls).toBe(3);
    expect(moved.data!.updateDashboardChart.chart).toMatchObject({
      id: chart.id,
      chartId: 'regionsByStatus',
      title: 'Moved',
      order: 3,
      mdCols: 12,
    });
    expect(moved.data!.updateDashboardChart.charts.map((c) => [c.chartId, c.title, c.order])).toEqual([
      ['regionsByStatus', 'Regions by Status', 1],
      ['attendeesByRegion', 'Attendees by Region', 2],
      ['regionsByStatus', 'Moved', 3],
    ]);
    const given = await stack.gql(UPDATE, {
      token: systemAdmin,
      variables: { input: { ...whole, id: chart.id, category: 'REGION', order: 2 } },
    });
    expect(given.errors).toBeUndefined();
    expect(given.upstreamCalls).toBe(2);

    const otherDashboard = await stack.gql(UPDATE, {
      token: systemAdmin,
      variables: { input: { ...whole, id: chart.id, category: 'PROGRAM', order: 1 } },
    });
    expect(otherDashboard.errors?.[0]).toMatchObject({ message: DASHBOARD_MESSAGES.categoryFixed, extensions: { code: 'BAD_USER_INPUT' } });
    const badOrder = await stack.gql(UPDATE, { token: systemAdmin, variables: { input: { ...whole, id: chart.id, order: 4 } } });
    expect(badOrder.errors?.[0]).toMatchObject({ message: DASHBOARD_MESSAGES.order(3), extensions: { code: 'BAD_USER_INPUT' } });
    const wrongType = await stack.gql(UPDATE, {
      token: systemAdmin,
      variables: { input: { ...whole, id: globalId('Event', chart.internalId), order: 1 } },
    });
    expect(wrongType).toMatchObject({ upstreamCalls: 0, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });

    const deleted = await stack.gql<{ deleteDashboardChart: { deletedId: string; charts: Chart[] } }>(DELETE, {
      token: systemAdmin,
      variables: { input: { id: chart.id } },
    });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteDashboardChart.deletedId).toBe(chart.id);
    expect(deleted.data!.deleteDashboardChart.charts.map((c) => [c.chartId, c.order])).toEqual([
      ['regionsByStatus', 1],
      ['attendeesByRegion', 2],
    ]);
    const again = await stack.gql(DELETE, { token: systemAdmin, variables: { input: { id: chart.id } } });
    expect(again.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('leaves a dashboard without charts out of the viewer’s dashboards', async () => {
    const region = (await stack.gql<{ dashboardCharts: Chart[] }>(CHARTS, { token: systemAdmin, variables: { category: 'REGION' } })).data!
      .dashboardCharts;
    try {
      for (const chart of region) {
        const { errors } = await stack.gql(DELETE, { token: systemAdmin, variables: { input: { id: chart.id } } });
        expect(errors).toBeUndefined();
      }
      const { data } = await stack.gql(`{ viewer { dashboardCategories } }`, { token: admin });
      expect(data!.viewer.dashboardCategories).toEqual(['PROGRAM', 'ATTENDEE', 'SPEAKER', 'EXPENSE']);
    } finally {
      for (const { chartId, title, mobileCols, smCols, mdCols, lgCols } of region)
        await stack.gql(ADD, {
          token: systemAdmin,
          variables: { input: { category: 'REGION', chartId, title, mobileCols, smCols, mdCols, lgCols } },
        });
    }
    const { data } = await stack.gql(`{ viewer { dashboardCategories } }`, { token: admin });
    expect(data!.viewer.dashboardCategories).toContain('REGION');
  });
});

describe('Dashboard data, list and export', () => {
  it('answers a dashboard’s charts in one REST call, with the filters mapped to the REST values', async () => {
    const plain = await stack.gql(DATA, { token: admin, variables: { category: 'PROGRAM' } });
    expect(plain.errors).toBeUndefined();
    expect(plain.upstreamCalls).toBe(1);
    expect(plain.data!.dashboard.category).toBe('PROGRAM');
    expect(plain.data!.dashboard.charts.map((c: { chartId: string; format: string }) => [c.chartId, c.format])).toEqual([
      ['statusByMonth', 'COUNT'],
      ['statusByServiceType', 'COUNT'],
      ['programsByTopic', 'COUNT'],
      ['costOverTime', 'CURRENCY'],
    ]);
    const same = await rest(admin, 'dashboard/program');
    expect(plain.data!.dashboard.charts).toEqual(
      same.body.charts.map((c: { format: string }) => ({ ...c, format: c.format.toUpperCase() })),
    );

    const [topic] = await db<{ id: number }>(
      sql`select topic_id as id from events where tenant_id = 'demo' and topic_id is not null limit 1`,
    );
    const filtered = await stack.gql(DATA, {
      token: admin,
      variables: {
        category: 'PROGRAM',
        filters: {
          ...WIDE,
          status: ['COMPLETE', 'PLANNING_COMPLETE', 'IN_PROGRESS'],
          locationType: ['IN_OFFICE', 'IN_VENUE'],
          type: ['LIVE', 'WEBINAR'],
          topicIds: [globalId('Topic', topic!.id)],
        },
      },
    });
    expect(filtered.errors).toBeUndefined();
    const restFiltered = await rest(admin, 'dashboard/program', {
      filters: JSON.stringify({
        ...WIDE,
        status: ['complete', 'planning-complete', 'in-progress'],
        locationType: ['in-office', 'in-venue'],
        type: ['live', 'webinar'],
        topic: [topic!.id],
      }),
    });
    expect(restFiltered.status).toBe(200);
    expect(filtered.data!.dashboard.charts.map((c: { series: unknown }) => c.series)).toEqual(
      restFiltered.body.charts.map((c: { series: unknown }) => c.series),
    );
    // The filters narrow the counts (else the comparison proves nothing).
    const total = (answer: { data?: any }) =>
      answer.data!.dashboard.charts[0].series.flatMap((s: { values: number[] }) => s.values).reduce((a: number, b: number) => a + b, 0);
    const wide = await stack.gql(DATA, { token: admin, variables: { category: 'PROGRAM', filters: WIDE } });
    expect(total(filtered)).toBeLessThan(total(wide));
    expect(total(wide)).toBeGreaterThan(100);

    const reversed = await stack.gql(DATA, {
      token: admin,
      variables: { category: 'EXPENSE', filters: { startDate: '2026-05-01', endDate: '2026-01-01' } },
    });
    expect(reversed.errors?.[0]?.message).toContain(DASHBOARD_MESSAGES.rangeReversed);
    expect(reversed.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');

    const notATopic = await stack.gql(DATA, {
      token: admin,
      variables: { category: 'PROGRAM', filters: { topicIds: [globalId('Event', 1)] } },
    });
    expect(notATopic).toMatchObject({ upstreamCalls: 0, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('pages the list in one REST call a page, as many for 100 rows as for 10, in the list’s order', async () => {
    const ten = await stack.gql<RowsPage>(ROWS, { token: admin, variables: { category: 'PROGRAM', filters: WIDE, first: 10 } });
    const hundred = await stack.gql<RowsPage>(ROWS, { token: admin, variables: { category: 'PROGRAM', filters: WIDE, first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(rowsOf(ten)).toHaveLength(10);
    expect(rowsOf(hundred)).toHaveLength(100);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    console.info(`REST calls: dashboardRows(first: 10) = ${ten.upstreamCalls}, dashboardRows(first: 100) = ${hundred.upstreamCalls}`);

    const restPage = await rest(admin, 'dashboard/program/list', { filters: JSON.stringify(WIDE), page: '1', itemsPerPage: '100' });
    expect(hundred.data!.dashboardRows.totalCount).toBe(restPage.body.count);
    expect(hundred.data!.dashboardRows.totalCount).toBeGreaterThan(100);
    const rows = rowsOf(hundred);
    expect(rows.map((r) => r.eventShortName)).toEqual(restPage.body.results.map((r: Row) => r.eventShortName));
    const first = restPage.body.results[0];
    expect(rows[0]!.id).toBe(Buffer.from(`DashboardRow:program-${first.key}`).toString('base64'));
    expect(rows[0]!.eventId).toBe(globalId('Event', first.eventId));
    // Newest first by default; the program list's columns set, the others null.
    const dates = rows.map((r) => Date.parse(r.date as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(rows.every((r) => r.credentials === null && r.attendee === null && r.region === null && r.honoraria === null)).toBe(true);
    expect(rows.every((r) => typeof r.cost === 'number')).toBe(true);

    const page2 = await stack.gql<RowsPage>(ROWS, { token: admin, variables: { category: 'PROGRAM', filters: WIDE, first: 10, page: 2 } });
    expect(rowsOf(page2).map((r) => r.id)).toEqual(rows.slice(10, 20).map((r) => r.id));
    const after = await stack.gql<RowsPage>(ROWS, {
      token: admin,
      variables: { category: 'PROGRAM', filters: WIDE, first: 10, after: ten.data!.dashboardRows.pageInfo.endCursor },
    });
    expect(rowsOf(after).map((r) => r.id)).toEqual(rows.slice(10, 20).map((r) => r.id));

    const byCost = rowsOf(
      await stack.gql<RowsPage>(ROWS, {
        token: admin,
        variables: { category: 'PROGRAM', filters: WIDE, first: 50, sortBy: 'COST', sortDesc: true },
      }),
    ).map((r) => r.cost as number);
    expect(byCost).toEqual([...byCost].sort((a, b) => b - a));
    expect(byCost[0]).toBeGreaterThan(0);
    const byName = rowsOf(
      await stack.gql<RowsPage>(ROWS, {
        token: admin,
        variables: { category: 'REGION', filters: WIDE, first: 50, sortBy: 'EVENT_SHORT_NAME' },
      }),
    ).map((r) => r.eventShortName as string);
    expect(byName).toEqual([...byName].sort());

    const wrongColumn = await stack.gql(ROWS, { token: admin, variables: { category: 'PROGRAM', sortBy: 'ATTENDEE' } });
    expect(wrongColumn.errors?.[0]).toMatchObject({
      message: expect.stringContaining(DASHBOARD_MESSAGES.sortWrongCategory('attendee', 'program')),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooMany = await stack.gql(ROWS, { token: admin, variables: { category: 'PROGRAM', first: 101 } });
    expect(tooMany).toMatchObject({ upstreamCalls: 0, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('answers every dashboard’s rows with its own columns', async () => {
    const columns = {
      SPEAKER: ['speaker', 'honoraria', 'topic'],
      ATTENDEE: ['attendee', 'status'],
      EXPENSE: ['cost', 'type', 'date'],
      REGION: ['region', 'territory', 'attendees'],
    } as const;
    for (const [category, set] of Object.entries(columns)) {
      const answer = await stack.gql<RowsPage>(ROWS, { token: admin, variables: { category, filters: WIDE, first: 50 } });
      expect(answer.errors, category).toBeUndefined();
      const rows = rowsOf(answer);
      expect(rows.length, category).toBeGreaterThan(0);
      for (const field of set)
        expect(
          rows.some((r) => r[field] !== null),
          `${category} ${field}`,
        ).toBe(true);
      expect(
        rows.every((r) => r.id.length > 0 && Buffer.from(r.id, 'base64').toString().startsWith(`DashboardRow:${category.toLowerCase()}-`)),
      ).toBe(true);
    }
  });

  it('nulls the fields hidden from the role in the rows and leaves their columns out of the export', async () => {
    await db(sql`insert into field_settings (tenant_id, entity, role, kind, fields) values
      ('demo', 'event', 'program-analyst', 'hidden', ${'{shortName}'}), ('demo', 'speaker', 'program-analyst', 'hidden', ${'{lastName}'})`);
    try {
      const analyst = await stack.signIn('program-analyst@demo.test');
      const rows = rowsOf(
        await stack.gql<RowsPage>(ROWS, { token: analyst, variables: { category: 'SPEAKER', filters: WIDE, first: 100 } }),
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.eventShortName === null && r.speaker === null)).toBe(true);
      expect(rows.some((r) => r.status !== null && r.date !== null)).toBe(true);
      const shown = rowsOf(
        await stack.gql<RowsPage>(ROWS, { token: admin, variables: { category: 'SPEAKER', filters: WIDE, first: 100 } }),
      );
      expect(shown.every((r) => r.eventShortName !== null && r.speaker !== null)).toBe(true);

      const { data } = await stack.gql(
        `query($filters: DashboardFiltersInput) { dashboardExportUrl(category: SPEAKER, filters: $filters, sortBy: HONORARIA, sortDesc: true) }`,
        { token: analyst, variables: { filters: { ...WIDE, status: ['COMPLETE'] } } },
      );
      const url = data!.dashboardExportUrl as string;
      expect(url.startsWith('/download/dashboard/speaker/export?')).toBe(true);
      const query = new URLSearchParams(url.split('?')[1]);
      expect(JSON.parse(query.get('filters')!)).toEqual({ ...WIDE, status: ['complete'] });
      expect(Object.fromEntries([...query].filter(([key]) => key !== 'filters'))).toEqual({ sortBy: 'honoraria', sortDesc: 'true' });

      const headersOf = async (token: string) => {
        const response = await stack.bff.inject({
          method: 'GET',
          url: `/download/dashboard/speaker/export?${new URLSearchParams({ filters: JSON.stringify(WIDE) })}`,
          headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' },
        });
        expect(response.statusCode).toBe(200);
        const today = new Date().toISOString().slice(0, 10);
        expect(response.headers['content-disposition']).toContain(dashboardFileName('speaker', today));
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        const sheet: unknown[][] = [];
        workbook.worksheets[0]!.eachRow((r) => sheet.push((r.values as unknown[]).slice(1)));
        expect(sheet.length).toBeGreaterThan(1);
        return sheet[0];
      };
      const all = Object.values(DASHBOARD_COLUMN_HEADERS.speaker);
      expect(await headersOf(admin)).toEqual(all);
      expect(await headersOf(analyst)).toEqual(all.filter((h) => h !== 'ID' && h !== 'Speaker'));

      const refused = await stack.bff.inject({ method: 'GET', url: '/download/dashboard/secret/export' });
      expect(refused.statusCode).toBe(404);
    } finally {
      await db(sql`delete from field_settings where tenant_id = 'demo' and role = 'program-analyst'`);
    }
  });
});
