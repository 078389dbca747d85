import { Checkbox, Label, makeStyles, useId } from '@fluentui/react-components';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: '2px' },
  wrap: { display: 'flex', flexWrap: 'wrap', alignContent: 'flex-start', alignItems: 'center', columnGap: '4px' },
  grid: { display: 'grid' },
});

/**
 * A few fixed values (types, statuses, years) as a labelled group of checkboxes, for the filter popups; in `columns`
 * equal columns, else as many to a line as fit. Not inside a Fluent `Field`: a Field gives its one id to every control
 * in it, so every label would tick the first box.
 */
export function CheckboxGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  columns,
}: {
  label: string;
  /** Each value with its label, in the order shown. */
  options: readonly (readonly [T, string])[];
  value: readonly T[];
  onChange(value: T[]): void;
  columns?: number;
}) {
  const styles = useStyles();
  const labelId = useId('filter-group');
  return (
    <div className={styles.group}>
      <Label id={labelId}>{label}</Label>
      <div
        role="group"
        aria-labelledby={labelId}
        className={columns ? styles.grid : styles.wrap}
        style={columns ? { gridTemplateColumns: `repeat(${columns}, 1fr)` } : undefined}
      >
        {options.map(([option, name]) => (
          <Checkbox
            key={option}
            label={name}
            checked={value.includes(option)}
            onChange={(_e, d) => onChange(d.checked ? [...value, option] : value.filter((v) => v !== option))}
          />
        ))}
      </div>
    </div>
  );
}
