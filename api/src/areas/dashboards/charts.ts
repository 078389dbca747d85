import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only, textArray, type Tx } from '../../platform/db/client.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { idParam } from '../../platform/http/params.ts';
import type { Router } from '../../platform/http/route.ts';
import type { Role } from '../../platform/auth/model.ts';
import { dashboardChart, dashboardCharts, type DashboardChart } from './answers.ts';
import { chartBody, type ChartInput } from './bodies.ts';
import { DASHBOARD_CATEGORIES, DASHBOARD_LIMITS as L, DASHBOARD_MESSAGES as M, type DashboardCategory } from './contract.ts';

// The chart configs of the five dashboards (spec 002 §2.19, §7 "Dashboard"): read by every signed-in user (the
// dashboards lay their charts out by them, the web builds its dashboard routes from them), written by SystemAdmin
// on the Dashboard Config screen. Within a dashboard the orders stay 1..n: adding, moving and deleting renumber the
// others in the same transaction.

/** Who writes chart configs: the Dashboard Config screen is SystemAdmin's (spec 002 route table), whatever the grants. */
const CONFIG_ROLES: readonly Role[] = ['system-admin'];

const COLUMNS = sql`id, chart_id as "chartId", title, type, mobile_cols as "mobileCols", sm_cols as "smCols",
  md_cols as "mdCols", lg_cols as "lgCols", "order"`;

const categoryParam = z.object({
  category: z.enum(DASHBOARD_CATEGORIES, { message: `category must be one of ${DASHBOARD_CATEGORIES.join(', ')}` }),
});

/** A category's charts in their order (id breaks a tie a manual edit of the table could leave). */
const chartsOf = (tx: Tx, category: DashboardCategory) =>
  tx.query<DashboardChart>(sql`select ${COLUMNS} from dashboard_charts where type = ${category} order by "order", id`);

/** One chart writer of a tenant at a time, taken before anything is read: two saves counting the same charts would
 *  otherwise give two charts one order. */
const lockCharts = (tx: Tx, tenantId: string) => tx.query(sql`select pg_advisory_xact_lock(hashtext(${`dashboard_charts:${tenantId}`}))`);

/** Orders 1..n for `ids` in that order, writing only the charts whose order changes. */
async function renumber(tx: Tx, ids: readonly number[]) {
  if (!ids.length) return;
  await tx.query(sql`update dashboard_charts c set "order" = n.ord from unnest(${intArray(ids)}) with ordinality as n(id, ord)
    where c.id = n.id and c."order" <> n.ord`);
}

/** 400 for an order outside 1..`last`, with the selector's range in the text. */
function checkOrder(order: number, last: number) {
  if (order < 1 || order > last) throw fieldRefused('order', M.order(last));
}

const FIELDS = ['chartId', 'title', 'mobileCols', 'smCols', 'mdCols', 'lgCols', 'order'] as const;
const changedFields = (before: DashboardChart, after: Omit<ChartInput, 'id'> & { order: number }) =>
  FIELDS.filter((f) => before[f] !== after[f]);

export function chartRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/dashboard/chart/charts',
    answer: dashboardCharts,
    handler: ({ tx }) =>
      tx.query<DashboardChart>(sql`select ${COLUMNS} from dashboard_charts
        order by array_position(${textArray(DASHBOARD_CATEGORIES)}, type), "order", id`),
  });

  route({
    method: 'GET',
    url: '/dashboard/chart/:category',
    schema: { params: categoryParam },
    answer: dashboardCharts,
    handler: ({ tx, params }) => chartsOf(tx, params.category),
  });

  // The new chart goes to its order (default last); the charts from there on move down one.
  route({
    method: 'POST',
    url: '/dashboard/chart',
    roles: CONFIG_ROLES,
    status: 201,
    schema: { body: chartBody },
    answer: dashboardChart,
    handler: async ({ tx, tenantId, body, audit }) => {
      if (body.id != null) throw fieldRefused('id', 'A new chart has no id: change a saved chart with PUT /dashboard/chart/{id}');
      await lockCharts(tx, tenantId);
      const charts = await chartsOf(tx, body.type);
      if (charts.length >= L.charts) throw new HttpError(400, M.tooManyCharts);
      const order = body.order ?? charts.length + 1;
      checkOrder(order, charts.length + 1);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into dashboard_charts
            (tenant_id, chart_id, title, type, mobile_cols, sm_cols, md_cols, lg_cols, "order")
          values (${tenantId}, ${body.chartId}, ${body.title}, ${body.type}, ${body.mobileCols}, ${body.smCols}, ${body.mdCols},
            ${body.lgCols}, ${order})
          returning id`),
      );
      const ids = charts.map((c) => c.id);
      ids.splice(order - 1, 0, id);
      await renumber(tx, ids);
      await audit('dashboard_chart', id, 'create', [...FIELDS, 'type']);
      return { id, chartId: body.chartId, title: body.title, type: body.type, ...widths(body), order };
    },
  });

  // The whole config again; a new order moves the chart and the charts between its old and new place close up.
  route({
    method: 'PUT',
    url: '/dashboard/chart/:id',
    roles: CONFIG_ROLES,
    schema: { params: idParam, body: chartBody },
    answer: dashboardChart,
    handler: async ({ tx, tenantId, params, body, audit }) => {
      if (body.id != null && body.id !== params.id) throw fieldRefused('id', `id ${body.id} is not the chart ${params.id} of the path`);
      await lockCharts(tx, tenantId);
      const before = await chartById(tx, params.id);
      if (body.type !== before.type) throw fieldRefused('type', M.categoryFixed);
      const charts = await chartsOf(tx, before.type);
      const order = body.order ?? charts.findIndex((c) => c.id === params.id) + 1;
      checkOrder(order, charts.length);
      await tx.query(sql`update dashboard_charts set chart_id = ${body.chartId}, title = ${body.title}, mobile_cols = ${body.mobileCols},
        sm_cols = ${body.smCols}, md_cols = ${body.mdCols}, lg_cols = ${body.lgCols}, "order" = ${order} where id = ${params.id}`);
      const ids = charts.map((c) => c.id).filter((id) => id !== params.id);
      ids.splice(order - 1, 0, params.id);
      await renumber(tx, ids);
      const after = { ...before, chartId: body.chartId, title: body.title, ...widths(body), order };
      await audit('dashboard_chart', params.id, 'update', changedFields(before, after));
      return after;
    },
  });

  route({
    method: 'DELETE',
    url: '/dashboard/chart/:id',
    roles: CONFIG_ROLES,
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, tenantId, params, audit }) => {
      await lockCharts(tx, tenantId);
      const chart = await chartById(tx, params.id);
      await tx.query(sql`delete from dashboard_charts where id = ${params.id}`);
      await renumber(
        tx,
        (await chartsOf(tx, chart.type)).map((c) => c.id),
      );
      await audit('dashboard_chart', params.id, 'delete');
      return undefined;
    },
  });
}

const widths = (body: ChartInput) => ({ mobileCols: body.mobileCols, smCols: body.smCols, mdCols: body.mdCols, lgCols: body.lgCols });

/** The tenant's chart, or 404 like a missing one (row-level security hides another tenant's). */
async function chartById(tx: Tx, id: number): Promise<DashboardChart> {
  const [chart] = await tx.query<DashboardChart>(sql`select ${COLUMNS} from dashboard_charts where id = ${id}`);
  if (!chart) throw notFound('Chart', id);
  return chart;
}
