import type { BffArea } from '../../platform/area.ts';
import { dashboardEnumValues } from './enumValues.ts';
import { dashboardQueries, DashboardRow } from './schema/Dashboard/DashboardQueries.ts';
import { DashboardChart, dashboardChartQueries, fetchDashboardChart, Viewer } from './schema/DashboardChart/DashboardChart.resolvers.ts';
import { dashboardChartMutations } from './schema/DashboardChart/DashboardChartMutations.ts';
import { createDashboardsApi } from './upstream/dashboards.ts';

/** Dashboards (spec 002 §2.18, §2.19): the chart configs and their writes, each dashboard's chart data, its list and
 *  its export, and the viewer's dashboards (`Viewer.dashboardCategories`). */
export const dashboardsArea = {
  name: 'dashboards',
  upstream: { dashboards: createDashboardsApi },
  query: { ...dashboardChartQueries, ...dashboardQueries },
  mutation: { ...dashboardChartMutations },
  types: { DashboardChart, DashboardRow, Viewer, ...dashboardEnumValues },
  nodes: { DashboardChart: fetchDashboardChart },
} satisfies BffArea;
