import { useState } from 'react';
import { CheckboxGroup } from '../../../shared/CheckboxGroup.tsx';
import { FilterActions } from '../../../shared/FilterActions.tsx';
import { applyThenClose, FilterPopup, type FilterPopupTrigger } from '../../../shared/FilterPopup.tsx';
import { filterYears } from './expenseListOptions.ts';
import type { ExpenseYearFilterProps } from './ExpenseYearFilter.tsx';

/** The years (a draft of the applied ones), applied or cleared here; none chosen is every year. */
function YearForm({ filters, onApply }: ExpenseYearFilterProps) {
  const [years, setYears] = useState<number[]>(filters?.years ?? []);
  const apply = (chosen: number[]) => onApply(chosen.length ? { years: [...chosen].sort((a, b) => a - b) } : null);
  return (
    <>
      <CheckboxGroup
        label="Year"
        options={filterYears().map((year) => [year, String(year)] as const)}
        value={years}
        onChange={setYears}
        columns={3}
      />
      <FilterActions onClear={() => apply([])} onApply={() => apply(years)} />
    </>
  );
}

/** The popover of `ExpenseYearFilter` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function ExpenseYearFilterPopup({ trigger, ...props }: ExpenseYearFilterProps & { trigger: FilterPopupTrigger }) {
  return (
    <FilterPopup trigger={trigger} label="Expense filters" width={320}>
      {(close) => <YearForm {...props} onApply={applyThenClose(props.onApply, close)} />}
    </FilterPopup>
  );
}
