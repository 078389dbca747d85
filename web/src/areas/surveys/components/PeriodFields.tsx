import { Field, Input, makeStyles, Radio, RadioGroup } from '@fluentui/react-components';
import { PERIOD_LABELS, PERIOD_PRESETS, type PeriodChoice, type PeriodPreset } from './period.ts';
import { periodError } from './periodRules.ts';

const useStyles = makeStyles({
  dates: { display: 'flex', gap: '12px', flexWrap: 'wrap', alignItems: 'start' },
  date: { flex: '1 1 140px' },
});

/** The Period of a report filter: Today, This Week, This Month, This Year or Custom with From and To (its message
 *  'Period To must be after Period From' under To). `presets` false offers the dates alone (the analytics dialog). */
export function PeriodFields({
  value,
  onChange,
  presets = true,
}: {
  value: PeriodChoice;
  onChange(value: PeriodChoice): void;
  presets?: boolean;
}) {
  const styles = useStyles();
  const error = periodError(value);
  return (
    <>
      {presets && (
        <Field label="Period">
          <RadioGroup value={value.preset} onChange={(_e, d) => onChange({ ...value, preset: d.value as PeriodPreset })}>
            {PERIOD_PRESETS.map((preset) => (
              <Radio key={preset} value={preset} label={PERIOD_LABELS[preset]} />
            ))}
          </RadioGroup>
        </Field>
      )}
      {value.preset === 'custom' && (
        <div className={styles.dates}>
          <Field label="From" className={styles.date}>
            <Input type="date" value={value.from ?? ''} onChange={(_e, d) => onChange({ ...value, from: d.value || null })} />
          </Field>
          <Field label="To" className={styles.date} validationMessage={error ?? undefined}>
            <Input type="date" value={value.to ?? ''} onChange={(_e, d) => onChange({ ...value, to: d.value || null })} />
          </Field>
        </div>
      )}
    </>
  );
}
