import type { ApiArea } from '../../platform/area.ts';
import { chartRoutes } from './charts.ts';
import { dataRoutes } from './data.ts';
import { listRoutes } from './lists.ts';
import { dashboardsSeed } from './seed.ts';
import * as tables from './tables.ts';

/** Dashboards (spec 002 §2.18, §2.19, §7 "Dashboard"): the chart configs of the five dashboards (`charts.ts`), each
 *  dashboard's chart data aggregated in SQL (`data.ts`), its list and XLSX export (`lists.ts`), all over the same
 *  filtered, row-scoped events (`filters.ts`) and the status counting of migration 0038. */
export const dashboardsArea: ApiArea = {
  name: 'dashboards',
  tables,
  routes: (route) => {
    chartRoutes(route);
    dataRoutes(route);
    listRoutes(route);
  },
  seed: dashboardsSeed,
};
