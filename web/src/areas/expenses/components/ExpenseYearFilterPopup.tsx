import { Button, Checkbox, Label, makeStyles, useId } from '@fluentui/react-components';
import { useState, type ReactElement, type Ref } from 'react';
import { FilterPopup } from '../../../shared/FilterPopup.tsx';
import { filterYears } from './expenseListOptions.ts';
import type { ExpenseYearFilterProps } from './ExpenseYearFilter.tsx';

const useStyles = makeStyles({
  surface: { width: '320px', maxWidth: '90vw', display: 'flex', flexDirection: 'column', gap: '12px' },
  group: { display: 'flex', flexDirection: 'column', gap: '2px' },
  years: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)' },
  actions: { display: 'flex', justifyContent: 'end', gap: '8px' },
});

/** The years (a draft of the applied ones), applied or cleared here; none chosen is every year. */
function YearForm({ filters, onApply }: ExpenseYearFilterProps) {
  const styles = useStyles();
  const label = useId('year');
  const [years, setYears] = useState<number[]>(filters?.years ?? []);
  const apply = (chosen: number[]) => onApply(chosen.length ? { years: [...chosen].sort((a, b) => a - b) } : null);
  return (
    <>
      <div className={styles.group}>
        <Label id={label}>Year</Label>
        <div role="group" aria-labelledby={label} className={styles.years}>
          {filterYears().map((year) => (
            <Checkbox
              key={year}
              label={String(year)}
              checked={years.includes(year)}
              onChange={(_e, d) => setYears((chosen) => (d.checked ? [...chosen, year] : chosen.filter((y) => y !== year)))}
            />
          ))}
        </div>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => apply([])}>Clear</Button>
        <Button appearance="primary" onClick={() => apply(years)}>
          Apply
        </Button>
      </div>
    </>
  );
}

/** The popover of `ExpenseYearFilter` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function ExpenseYearFilterPopup({
  trigger,
  ...props
}: ExpenseYearFilterProps & { trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }> }) {
  const styles = useStyles();
  return (
    <FilterPopup trigger={trigger} label="Expense filters" className={styles.surface}>
      {(close) => (
        <YearForm
          {...props}
          onApply={(filters) => {
            props.onApply(filters);
            close();
          }}
        />
      )}
    </FilterPopup>
  );
}
