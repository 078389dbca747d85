import type { AddDashboardChartInput, MutationResolvers, UpdateDashboardChartInput } from '../../../../__generated__/resolvers-types.ts';
import type { DashboardCategory } from '../../../../../../api/src/areas/dashboards/contract.ts';
import type { Context } from '../../../../platform/context.ts';
import { graphQLError } from '../../../../platform/errors.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';
import type { DashboardChartWrite } from '../../upstream/dashboards.ts';

type ChartFields = Omit<AddDashboardChartInput, 'category'> | Omit<UpdateDashboardChartInput, 'id' | 'category'>;

/** The REST body of a chart config: the widths and order given (the service defaults the others: 12, the last). */
const chartBody = (type: DashboardCategory, input: ChartFields): DashboardChartWrite => ({
  chartId: input.chartId,
  title: input.title,
  type,
  ...(input.mobileCols != null && { mobileCols: input.mobileCols }),
  ...(input.smCols != null && { smCols: input.smCols }),
  ...(input.mdCols != null && { mdCols: input.mdCols }),
  ...(input.lgCols != null && { lgCols: input.lgCols }),
  ...(input.order != null && { order: input.order }),
});

/** The dashboard a chart is on, from the tenant's list (another tenant's or a deleted chart is not found). */
async function categoryOf(ctx: Context, id: number): Promise<DashboardCategory | null> {
  return (await ctx.upstream.dashboards.chartById(id))?.type ?? null;
}

/**
 * addDashboardChart, updateDashboardChart, deleteDashboardChart: the write, then its dashboard's charts (a write moves
 * the others' orders) in one more call. The service refuses everyone but SystemAdmin, and its messages ('Title is
 * required', the order's range, a chart moved to another dashboard) reach the dialog unchanged.
 */
export const dashboardChartMutations: Pick<MutationResolvers, 'addDashboardChart' | 'updateDashboardChart' | 'deleteDashboardChart'> = {
  addDashboardChart: async (_parent, { input: { category, ...fields } }, ctx) => {
    const chart = await ctx.upstream.dashboards.addChart(chartBody(category, fields));
    return { chart, charts: await ctx.upstream.dashboards.chartsOf(chart.type) };
  },
  // PUT takes the whole config, its dashboard too: the one given (another than its own is the service's refusal), else
  // the one it is on (one more call).
  updateDashboardChart: async (_parent, { input: { id, category, ...fields } }, ctx) => {
    const internalId = internalIdOf('DashboardChart', id);
    const type = category ?? (await categoryOf(ctx, internalId));
    // The service's own text for a chart it does not hold.
    if (!type) throw graphQLError('NOT_FOUND', `Chart ${internalId} not found`);
    const chart = await ctx.upstream.dashboards.updateChart(internalId, chartBody(type, fields));
    return { chart, charts: await ctx.upstream.dashboards.chartsOf(chart.type) };
  },
  deleteDashboardChart: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('DashboardChart', input.id);
    const type = await categoryOf(ctx, internalId);
    // A chart not in the list is the service's to refuse (its 404).
    await ctx.upstream.dashboards.deleteChart(internalId);
    return { deletedId: globalId('DashboardChart', internalId), charts: type ? await ctx.upstream.dashboards.chartsOf(type) : [] };
  },
};
