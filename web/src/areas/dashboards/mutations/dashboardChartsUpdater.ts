import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { DASHBOARD_CATEGORIES } from '../../../../../api/src/areas/dashboards/contract.ts';

const rank = (chart: RecordProxy) => {
  const category = String(chart.getValue('category') ?? '').toLowerCase();
  return DASHBOARD_CATEGORIES.indexOf(category as (typeof DASHBOARD_CATEGORIES)[number]) * 1000 + Number(chart.getValue('order') ?? 0);
};

/**
 * After a chart is added or deleted: the root list of every chart (`dashboardCharts`, Dashboard Config's) holds the
 * payload's charts of that dashboard in place of its old ones, by dashboard then order. The orders of the charts that
 * moved are updated by the payload itself (the same records).
 */
export function replaceCategoryCharts(store: RecordSourceSelectorProxy, rootField: string, category: string | null | undefined) {
  const payload = store.getRootField(rootField);
  const charts = payload?.getLinkedRecords('charts');
  const root = store.getRoot();
  const all = root.getLinkedRecords('dashboardCharts');
  if (!charts || !all || !category) return;
  const others = all.filter((c): c is RecordProxy => !!c && c.getValue('category') !== category);
  root.setLinkedRecords(
    [...others, ...charts.filter((c): c is RecordProxy => !!c)].sort((a, b) => rank(a) - rank(b)),
    'dashboardCharts',
  );
}
