import { describe, expect, it } from 'vitest';
import { ENGINES, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { DASHBOARD_CATEGORIES, DASHBOARD_CHARTS, type DashboardCategory } from '../contract.ts';

interface Chart {
  chartId: string;
  series: { values: number[] }[];
  unavailable: string | null;
}

/** A dashboard's charts over a year, or null when the role may not read it. */
async function dashboard(api: TestApi, category: DashboardCategory, as: string, year: number) {
  const filters = { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  const answer = await api.call('GET', `/dashboard/${category}`, { as, query: { filters } });
  if (answer.status === 403) return null;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect((answer.body.charts as Chart[]).map((c) => c.chartId)).toEqual(DASHBOARD_CHARTS[category]);
  return answer.body.charts as Chart[];
}
const total = (chart: Chart) => chart.series.reduce((sum, s) => sum + s.values.reduce((a, v) => a + v, 0), 0);

// The demo (areas/dashboards/seed.ts) is there to be looked at: every chart of every dashboard has something to show for
// both past years, to the whole tenant and to the field rep, who sees only their own events.
describe.each(ENGINES)("the demo's dashboards on $name", (engine) => {
  const api = useApi(engine);

  it('show something on every chart the role may see for 2025 and 2026', async () => {
    for (const as of ['system-admin@demo.test', 'system-admin@acme.test', 'field-rep@demo.test'])
      for (const year of [2025, 2026])
        for (const category of DASHBOARD_CATEGORIES) {
          const charts = await dashboard(api, category, as, year);
          if (!charts) continue;
          for (const chart of charts.filter((c) => c.unavailable === null))
            expect(total(chart), `${as} ${year} ${category}/${chart.chartId}`).toBeGreaterThan(0);
        }
  });
});
