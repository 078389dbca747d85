import { Button, Field, Input, Select, TableCell, TableRow } from '@fluentui/react-components';
import { CheckmarkRegular, DeleteRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { DASHBOARD_LIMITS } from '../../../../../../api/src/areas/dashboards/contract.ts';
import { useListStyles } from '../../../../shared/listStyles.ts';
import { RowAction } from '../../../../shared/RowAction.tsx';
import { chartConfigErrors, type ChartConfigValues } from './chartConfigSchema.ts';

const range = (to: number) => Array.from({ length: Math.max(to, 1) }, (_v, i) => i + 1);
const COLS = range(DASHBOARD_LIMITS.cols);
const WIDTHS = [
  ['smCols', 'Small columns'],
  ['mdCols', 'Medium columns'],
  ['lgCols', 'Large columns'],
] as const;

/** A number chosen from `options` (the widths 1–12, the orders 1..count). */
function NumberSelect({ label, value, options, onChange }: { label: string; value: number; options: number[]; onChange(v: number): void }) {
  return (
    <Select aria-label={label} value={String(value)} onChange={(_e, d) => onChange(Number(d.value))}>
      {options.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </Select>
  );
}

/**
 * A chart config's row (spec 002 §2.19): chart id, title, sm/md/lg columns and order, with Edit and Delete; editing
 * (a new chart starts so) turns the cells into inputs with Save and Cancel. `maxOrder` is the last order it may take:
 * the dashboard's count, plus one for a new chart.
 */
export function ChartConfigRow({
  chart,
  maxOrder,
  editing,
  saving,
  onEdit,
  onCancel,
  onSave,
  onDelete,
}: {
  chart: ChartConfigValues;
  maxOrder: number;
  editing: boolean;
  saving: boolean;
  onEdit(): void;
  onCancel(): void;
  onSave(values: ChartConfigValues): void;
  onDelete(): void;
}) {
  const styles = useListStyles();
  const [draft, setDraft] = useState(chart);
  const [tried, setTried] = useState(false);
  const errors = tried ? chartConfigErrors(draft) : {};
  const set = (change: Partial<ChartConfigValues>) => setDraft((d) => ({ ...d, ...change }));
  const name = chart.title || chart.chartId;

  if (!editing) {
    return (
      <TableRow>
        <TableCell>{chart.chartId}</TableCell>
        <TableCell>{chart.title}</TableCell>
        <TableCell>{chart.smCols}</TableCell>
        <TableCell>{chart.mdCols}</TableCell>
        <TableCell>{chart.lgCols}</TableCell>
        <TableCell>{chart.order}</TableCell>
        <TableCell>
          <div className={styles.actions}>
            <RowAction
              label={`Edit ${name}`}
              icon={<EditRegular />}
              onClick={() => {
                setDraft(chart);
                setTried(false);
                onEdit();
              }}
            />
            <RowAction label={`Delete ${name}`} icon={<DeleteRegular />} onClick={onDelete} />
          </div>
        </TableCell>
      </TableRow>
    );
  }

  const save = () => {
    setTried(true);
    if (Object.keys(chartConfigErrors(draft)).length) return;
    onSave({ ...draft, chartId: draft.chartId.trim(), title: draft.title.trim() });
  };
  return (
    <TableRow aria-label={chart.id ? `Editing ${name}` : 'New chart'}>
      <TableCell>
        <Field validationMessage={errors.chartId} validationState={errors.chartId ? 'error' : 'none'}>
          <Input aria-label="Chart id" value={draft.chartId} onChange={(_e, d) => set({ chartId: d.value })} />
        </Field>
      </TableCell>
      <TableCell>
        <Field validationMessage={errors.title} validationState={errors.title ? 'error' : 'none'}>
          <Input aria-label="Title" value={draft.title} onChange={(_e, d) => set({ title: d.value })} />
        </Field>
      </TableCell>
      {WIDTHS.map(([field, label]) => (
        <TableCell key={field}>
          <NumberSelect label={label} value={draft[field]} options={COLS} onChange={(v) => set({ [field]: v })} />
        </TableCell>
      ))}
      <TableCell>
        <NumberSelect label="Order" value={draft.order} options={range(maxOrder)} onChange={(v) => set({ order: v })} />
      </TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Button appearance="primary" icon={<CheckmarkRegular />} onClick={save} disabled={saving}>
            Save
          </Button>
          <Button icon={<DismissRegular />} onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          {chart.id && (
            <Button icon={<DeleteRegular />} onClick={onDelete} disabled={saving}>
              Delete
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
