import { DASHBOARD_CATEGORIES } from '../../../../../../api/src/areas/dashboards/contract.ts';
import type { DashboardChartResolvers, QueryResolvers, ViewerResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { NodeFetcher } from '../../../../platform/area.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

/** A chart config; its REST `type` is its dashboard. */
export const DashboardChart: DashboardChartResolvers = {
  ...nodeIdentity('DashboardChart'),
  category: (chart) => chart.type,
};

/** `node(id:)`: the chart in the tenant's list (the request's one `GET dashboard/chart/charts`), null when not there. */
export const fetchDashboardChart: NodeFetcher = (ctx, internalId) => ctx.upstream.dashboards.chartById(internalId);

export const dashboardChartQueries: Pick<QueryResolvers, 'dashboardCharts'> = {
  // The whole list is read once per request (the viewer's categories share it); one dashboard's is a part of it.
  dashboardCharts: async (_parent, { category }, ctx) => {
    const charts = await ctx.upstream.dashboards.charts();
    return category ? charts.filter((chart) => chart.type === category) : charts;
  },
};

/** The dashboards area's field of `Viewer` (`extend type Viewer`): the dashboards that have a chart, in the sidebar's
 *  order, from the same call as `dashboardCharts`. */
export const Viewer: Pick<ViewerResolvers, 'dashboardCategories'> = {
  dashboardCategories: async (_user, _args, ctx) => {
    const types = new Set((await ctx.upstream.dashboards.charts()).map((chart) => chart.type));
    return DASHBOARD_CATEGORIES.filter((category) => types.has(category));
  },
};
