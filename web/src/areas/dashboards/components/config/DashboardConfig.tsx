import { useState } from 'react';
import {
  DASHBOARD_CATEGORIES,
  DASHBOARD_MESSAGES,
  NEW_CHART,
  type DashboardCategory,
} from '../../../../../../api/src/areas/dashboards/contract.ts';
import type { DashboardConfigSection_charts$key } from '../../../../__generated__/DashboardConfigSection_charts.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { ConfirmDialog } from '../../../../shared/ConfirmDialog.tsx';
import { useConfirmTarget } from '../../../../shared/useConfirmTarget.ts';
import { categoryOf, categoryValue } from '../../dashboardOptions.ts';
import { replaceCategoryCharts } from '../../mutations/dashboardChartsUpdater.ts';
import { useAddDashboardChartMutation } from '../../mutations/useAddDashboardChartMutation.ts';
import { useDeleteDashboardChartMutation } from '../../mutations/useDeleteDashboardChartMutation.ts';
import { useUpdateDashboardChartMutation } from '../../mutations/useUpdateDashboardChartMutation.ts';
import type { ChartConfigValues } from './chartConfigSchema.ts';
import { DashboardConfigSection } from './DashboardConfigSection.tsx';

type ChartRef = DashboardConfigSection_charts$key[number] & { readonly id: string; readonly category: string };

/**
 * Dashboard Config (spec 002 §2.19): a section per dashboard, in the contract's order. One row is edited at a time; Add
 * Chart puts a new row with NEW_CHART's values and the next order, and stays disabled while that row is unsaved (one
 * new chart at a time). Saves and deletes toast the spec's texts; their payloads carry the dashboard's charts, so the
 * orders that moved show at once.
 */
export function DashboardConfig({ charts }: { charts: readonly ChartRef[] }) {
  const notify = useNotify();
  const [commitAdd] = useAddDashboardChartMutation();
  const [commitUpdate] = useUpdateDashboardChartMutation();
  const [commitDelete] = useDeleteDashboardChartMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [newChart, setNewChart] = useState<{ category: DashboardCategory; values: ChartConfigValues } | null>(null);
  const [saving, setSaving] = useState(false);

  const remove = async (chart: ChartConfigValues & { category?: string }) => {
    if (!chart.id) return;
    const category = charts.find((c) => c.id === chart.id)?.category;
    setSaving(true);
    const ok = await commitAsync(commitDelete, { input: { id: chart.id } }, undefined, (store) =>
      replaceCategoryCharts(store, 'deleteDashboardChart', category),
    );
    setSaving(false);
    if (ok && editing === chart.id) setEditing(null);
    notify(ok ? 'success' : 'error', ok ? DASHBOARD_MESSAGES.deleted : DASHBOARD_MESSAGES.deleteFailed);
  };
  const deleting = useConfirmTarget<ChartConfigValues>(remove);

  const save = async (category: DashboardCategory, values: ChartConfigValues) => {
    const fields = {
      chartId: values.chartId,
      title: values.title,
      mobileCols: values.mobileCols,
      smCols: values.smCols,
      mdCols: values.mdCols,
      lgCols: values.lgCols,
      order: values.order,
    };
    setSaving(true);
    const ok = values.id
      ? await commitAsync(commitUpdate, { input: { id: values.id, ...fields } })
      : await commitAsync(commitAdd, { input: { category: categoryValue(category), ...fields } }, undefined, (store) =>
          replaceCategoryCharts(store, 'addDashboardChart', categoryValue(category)),
        );
    setSaving(false);
    notify(ok ? 'success' : 'error', ok ? DASHBOARD_MESSAGES.saved : DASHBOARD_MESSAGES.saveFailed);
    if (!ok) return;
    if (values.id) setEditing(null);
    else setNewChart(null);
  };

  const actions = (category: DashboardCategory) => ({
    editing: newChart?.category === category ? 'new' : editing,
    saving,
    newChart: newChart?.category === category ? newChart.values : null,
    canAdd: !newChart,
    onAdd: (c: DashboardCategory, count: number) => {
      setEditing(null);
      setNewChart({ category: c, values: { id: null, ...NEW_CHART, order: count + 1 } });
    },
    onEdit: (id: string) => {
      setNewChart(null);
      setEditing(id);
    },
    onCancel: () => {
      setEditing(null);
      setNewChart(null);
    },
    onSave: (c: DashboardCategory, values: ChartConfigValues) => void save(c, values),
    onDelete: (chart: ChartConfigValues) => deleting.ask(chart),
  });

  return (
    <section aria-label="Dashboard Config">
      {DASHBOARD_CATEGORIES.map((category) => (
        <DashboardConfigSection
          key={category}
          category={category}
          charts={charts.filter((c) => categoryOf(c.category) === category)}
          actions={actions(category)}
        />
      ))}
      <ConfirmDialog {...deleting.dialog} title="Delete chart" confirmLabel="Delete">
        {DASHBOARD_MESSAGES.deleteConfirm}
      </ConfirmDialog>
    </section>
  );
}
