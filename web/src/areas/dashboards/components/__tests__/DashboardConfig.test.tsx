import { act, cleanup, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from '../../../../../../api/src/areas/dashboards/contract.ts';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { dashboardConfigRoute } from '../../routes/DashboardConfig/DashboardConfigRoute.tsx';

afterEach(cleanup);

const chart = (id: number, category: string, chartId: string, title: string, order: number) => ({
  id: `DashboardChart:${id}`,
  category,
  chartId,
  title,
  mobileCols: 12,
  smCols: 12,
  mdCols: 6,
  lgCols: 4,
  order,
});
const CHARTS = [
  chart(1, 'PROGRAM', 'statusByMonth', 'Programs by Month', 1),
  chart(2, 'PROGRAM', 'costOverTime', 'Cost and Honoraria', 2),
  chart(3, 'REGION', 'regionsByStatus', 'Regions by Status', 1),
];

async function renderConfig() {
  const rendered = renderRoute(dashboardConfigRoute, { url: '/dashboard/config' });
  await rendered.answer({ Query: () => ({ dashboardCharts: CHARTS }) });
  return rendered;
}

const section = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) => within(section(name)).getAllByRole('row').slice(1);

describe('Dashboard Config (spec 002 §2.19)', () => {
  it('shows a section per dashboard with its charts', async () => {
    await renderConfig();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Program Charts',
      'Attendee Charts',
      'Speaker Charts',
      'Expense Charts',
      'Region Charts',
    ]);
    expect(rowsOf('Program Charts').map((r) => [...r.querySelectorAll('td')].slice(0, 6).map((c) => c.textContent))).toEqual([
      ['statusByMonth', 'Programs by Month', '12', '6', '4', '1'],
      ['costOverTime', 'Cost and Honoraria', '12', '6', '4', '2'],
    ]);
  });

  it('adds a new row with the defaults and the next order, one unsaved new chart at a time', async () => {
    const { user, environment, findToast } = await renderConfig();
    await user.click(screen.getByRole('button', { name: 'Add Chart to Program Charts' }));
    const row = within(section('Program Charts')).getByRole('row', { name: 'New chart' });
    expect((within(row).getByLabelText('Chart id') as HTMLInputElement).value).toBe('newChart');
    expect((within(row).getByLabelText('Title') as HTMLInputElement).value).toBe('New Chart');
    for (const width of ['Small columns', 'Medium columns', 'Large columns']) {
      expect((within(row).getByLabelText(width) as HTMLSelectElement).value).toBe('12');
    }
    const order = within(row).getByLabelText('Order') as HTMLSelectElement;
    expect(order.value).toBe('3');
    expect([...order.options].map((o) => o.value)).toEqual(['1', '2', '3']);
    for (const add of screen.getAllByRole('button', { name: /^Add Chart to / })) expect((add as HTMLButtonElement).disabled).toBe(true);

    const title = within(row).getByLabelText('Title');
    await user.clear(title);
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).getByText(DASHBOARD_MESSAGES.titleRequired)).toBeTruthy();
    await user.type(title, 'Speakers per Month');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      category: 'PROGRAM',
      chartId: 'newChart',
      title: 'Speakers per Month',
      mobileCols: 12,
      smCols: 12,
      mdCols: 12,
      lgCols: 12,
      order: 3,
    });
    const added = { ...chart(9, 'PROGRAM', 'newChart', 'Speakers per Month', 3), mdCols: 12, lgCols: 12 };
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          DashboardChartPayload: () => ({ chart: added, charts: [CHARTS[0], CHARTS[1], added] }),
        }),
      ),
    );
    await findToast(DASHBOARD_MESSAGES.saved);
    expect(rowsOf('Program Charts').map((r) => r.querySelector('td')?.textContent)).toEqual(['statusByMonth', 'costOverTime', 'newChart']);
    expect((screen.getByRole('button', { name: 'Add Chart to Program Charts' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks before deleting a chart, then deletes it', async () => {
    const { user, environment, findToast } = await renderConfig();
    await user.click(screen.getByRole('button', { name: 'Delete Programs by Month' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DASHBOARD_MESSAGES.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ id: 'DashboardChart:1' });
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          DeleteDashboardChartPayload: () => ({ deletedId: 'DashboardChart:1', charts: [{ ...CHARTS[1], order: 1 }] }),
        }),
      ),
    );
    await findToast(DASHBOARD_MESSAGES.deleted);
    expect(rowsOf('Program Charts').map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)[5])).toEqual(['1']);
  });
});
