import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from '../../../../../../api/src/areas/dashboards/contract.ts';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { dashboardRoutes } from '../../routes/Dashboard/DashboardRoute.tsx';
import { cellText } from '../listCells.ts';

afterEach(cleanup);

const YEAR = new Date().getFullYear();
const CHARTS = [
  { id: 'DashboardChart:1', chartId: 'statusByMonth', title: 'Programs by Month', mobileCols: 12, smCols: 12, mdCols: 6, lgCols: 4 },
  { id: 'DashboardChart:2', chartId: 'costOverTime', title: 'Cost and Honoraria', mobileCols: 12, smCols: 6, mdCols: 6, lgCols: 8 },
  { id: 'DashboardChart:3', chartId: 'pieOfTheDay', title: 'Pie of the Day', mobileCols: 12, smCols: 12, mdCols: 12, lgCols: 12 },
  { id: 'DashboardChart:4', chartId: 'programsByTopic', title: 'Programs by Topic', mobileCols: 12, smCols: 12, mdCols: 12, lgCols: 12 },
];
const DATA = [
  {
    chartId: 'statusByMonth',
    format: 'COUNT',
    categories: [`${YEAR}-01`, `${YEAR}-02`],
    series: [
      { key: 'completed', label: 'Completed', values: [3, 1] },
      { key: 'planning', label: 'In Planning', values: [2, 0] },
    ],
    unavailable: null,
  },
  {
    chartId: 'costOverTime',
    format: 'CURRENCY',
    categories: [`${YEAR}-01`, `${YEAR}-02`],
    series: [{ key: 'cost', label: 'Cost', values: [1234.5, 0] }],
    unavailable: null,
  },
  { chartId: 'programsByTopic', format: 'COUNT', categories: [], series: [], unavailable: 'Topic is hidden from your role' },
];

async function renderDashboard(url: string, category: keyof typeof dashboardRoutes = 'program') {
  const rendered = renderRoute(dashboardRoutes[category], { url });
  let rowsAsked = 0;
  await rendered.answer({
    Query: () => ({ dashboardCharts: CHARTS }),
    Dashboard: () => ({ category: 'PROGRAM', charts: DATA }),
    DashboardRowConnection: () => {
      rowsAsked += 1;
      return {
        totalCount: 1,
        edges: [
          {
            node: {
              id: 'DashboardRow:program-1',
              eventShortName: 'EVT-1',
              speaker: null,
              date: `${YEAR}-03-05T02:00:00.000Z`,
              zone: 'US/Central',
              status: category === 'region' ? 'planning' : 'planning-complete',
              locationType: null,
              type: 'live',
              topic: null,
              therapeuticArea: 'Cardiology',
              cost: 1620.5,
              honoraria: null,
              credentials: null,
              attendee: null,
              region: null,
              territory: 'North',
              attendees: category === 'region' ? 0 : null,
            },
          },
        ],
      };
    },
  });
  return { ...rendered, rowsAsked: () => rowsAsked };
}

const card = (title: string) => screen.getByRole('region', { name: title });

describe('Dashboard mode (spec 002 §2.18)', () => {
  it("spans each chart's columns per breakpoint and says 'component not found' for an unknown chart", async () => {
    await renderDashboard('/dashboard/programs');
    const style = card('Programs by Month').style;
    expect(['mobile', 'sm', 'md', 'lg'].map((size) => style.getPropertyValue(`--dashboard-${size}-cols`))).toEqual(['12', '12', '6', '4']);
    expect(card('Cost and Honoraria').style.getPropertyValue('--dashboard-lg-cols')).toBe('8');
    expect(within(card('Pie of the Day')).getByText(DASHBOARD_MESSAGES.componentNotFound)).toBeTruthy();
    expect(within(card('Programs by Topic')).getByText('Topic is hidden from your role')).toBeTruthy();
  });

  it('gives each point a tooltip, a legend and the numbers as a table', async () => {
    const { user } = await renderDashboard('/dashboard/programs');
    const months = card('Programs by Month');
    // The picture (victory, loaded after the first screen).
    expect(await within(months).findByRole('img', { name: 'Programs by Month chart' })).toBeTruthy();
    // A bar's tooltip on hover (victory's): the month, the series and the value.
    expect(within(months).queryByText(`Jan ${YEAR} – Completed: 3`)).toBeNull();
    const bars = months.querySelectorAll<SVGPathElement>('path[role="presentation"]');
    // The first bar of the first month is its Completed programs (the teal of spec 002 §9).
    const completed = [...bars].find((b) => /fill: (#038387|rgb\(3, 131, 135\))/.test(b.getAttribute('style') ?? ''));
    expect(completed).toBeTruthy();
    await user.hover(completed!);
    expect(await within(months).findByText(`Jan ${YEAR} – Completed: 3`)).toBeTruthy();
    expect(
      within(within(months).getByRole('list', { name: 'Programs by Month legend' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Completed', 'In Planning']);
    await user.click(within(card('Cost and Honoraria')).getByRole('button', { name: 'Show data table' }));
    const table = within(card('Cost and Honoraria')).getByRole('table', { name: 'Cost and Honoraria data' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MonthCost', `Jan ${YEAR}$1,234.50`, `Feb ${YEAR}$0.00`]);
  });
});

describe('filters in the URL (spec 002 §2.18)', () => {
  it('reads the filters from the URL and counts them on the badge', async () => {
    const filters = { startDate: `${YEAR}-03-01`, endDate: `${YEAR}-03-31`, status: ['CONFIRMED'], type: ['LIVE', 'VIRTUAL'] };
    const { variables } = await renderDashboard(`/dashboard/programs?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    expect(variables.filters).toEqual(filters);
    expect(screen.getByRole('button', { name: 'Filters (3 set)' })).toBeTruthy();
  });

  it('asks for this calendar year with no filters, and writes the applied ones to the URL', async () => {
    const { variables, user, router } = await renderDashboard('/dashboard/programs');
    expect(variables.filters).toEqual({ startDate: `${YEAR}-01-01`, endDate: `${YEAR}-12-31` });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Dashboard filters' });
    await user.click(within(within(panel).getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Confirmed' }));
    await user.click(within(within(panel).getByRole('group', { name: 'Location Type' })).getByRole('checkbox', { name: 'In-Office' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    // The badge once the applied filters are the screen's.
    expect(await screen.findByRole('button', { name: 'Filters (2 set)' })).toBeTruthy();
    const written = JSON.parse(new URLSearchParams(router.state.location.search).get('filters') ?? 'null');
    expect(written).toEqual({ status: ['CONFIRMED'], locationType: ['IN_OFFICE'] });
  });

  /** Opens the filter panel and answers whether the role reads topics. */
  async function openPanel(readsTopics: boolean) {
    const rendered = await renderDashboard('/dashboard/programs');
    await rendered.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Dashboard filters' });
    expect(within(panel).getByText('Loading topics…')).toBeTruthy();
    await rendered.answer({ Viewer: () => ({ canReadTopics: readsTopics }) });
    return { ...rendered, panel };
  }

  it('offers the Topic filter, with the tenant topics, to a role that reads topics', async () => {
    const { answer, panel } = await openPanel(true);
    await answer({ Topic: () => ({ name: 'Cardiology' }) });
    expect(await within(panel).findByRole('combobox', { name: 'Topic' })).toBeTruthy();
  });

  it('offers no Topic filter to a role that does not read topics', async () => {
    const { panel, environment } = await openPanel(false);
    await waitFor(() => expect(within(panel).queryByText('Loading topics…')).toBeNull());
    expect(within(panel).queryByRole('combobox', { name: 'Topic' })).toBeNull();
    // Nor asked for.
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('applies the filters when the panel is closed, and refuses a reversed range', async () => {
    const { user, router } = await renderDashboard('/dashboard/programs');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Dashboard filters' });
    const end = within(panel).getByLabelText('End Date');
    await user.clear(end);
    await user.type(end, `${YEAR - 1}-12-31`);
    expect(within(panel).getByText(DASHBOARD_MESSAGES.rangeReversed)).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(end);
    await user.type(end, `${YEAR}-06-30`);
    await user.keyboard('{Escape}');
    const written = JSON.parse(new URLSearchParams(router.state.location.search).get('filters') ?? 'null');
    expect(written).toEqual({ startDate: `${YEAR}-01-01`, endDate: `${YEAR}-06-30` });
  });
});

describe('List mode (spec 002 §2.18)', () => {
  const headers = () =>
    within(screen.getByRole('table', { name: 'Dashboard list' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
  const firstRow = () =>
    within(screen.getByRole('table', { name: 'Dashboard list' }))
      .getAllByRole('row')[1]!
      .querySelectorAll('td');

  it("shows the Programs list's columns, missing values named, money and dates as the other lists", async () => {
    const { rowsAsked, variables } = await renderDashboard(
      '/dashboard/programs?view=list&options=%7B%22sortBy%22%3A%22therapeuticArea%22%7D',
    );
    expect(rowsAsked()).toBe(1);
    expect(variables).toMatchObject({ list: true, sortBy: 'THERAPEUTIC_AREA', sortDesc: false, first: 10, page: 1 });
    expect(headers()).toEqual(['ID', 'Speaker', 'Date', 'Status', 'Location Type', 'Type', 'Topic', 'Therapeutic Area', 'Cost']);
    expect([...firstRow()].map((c) => c.textContent)).toEqual([
      'EVT-1',
      'Unknown',
      `03/04/${YEAR}`,
      'Planning Complete',
      'Not Provided',
      'Live',
      'Not Provided',
      'Cardiology',
      '$1,620.50',
    ]);
  });

  it("shows the Regions list's columns, its status as a chip and 0 attendees when empty", async () => {
    await renderDashboard('/dashboard/regions?view=list', 'region');
    expect(headers()).toEqual(['Name', 'Status', 'Start', 'Region', 'Territory', 'Attendees']);
    expect([...firstRow()].map((c) => c.textContent)).toEqual(['EVT-1', 'In Planning', `03/04/${YEAR}`, 'Unknown', 'North', '0']);
    // Hidden from the role (the event's Registered), it is empty as every hidden column, not 0.
    expect(cellText('region', 'attendees', { attendees: null })).toBe('');
  });

  it('shows the Attendees and Expenses lists with their own columns', async () => {
    await renderDashboard('/dashboard/attendees?view=list', 'attendee');
    expect(headers()).toEqual(['ID', 'Date', 'Status', 'Location Type', 'Credentials', 'Attendee']);
    cleanup();
    await renderDashboard('/dashboard/expenses?view=list', 'expense');
    expect(headers()).toEqual(['ID', 'Speaker', 'Date', 'Status', 'Location Type', 'Type', 'Topic', 'Cost']);
  });
});
