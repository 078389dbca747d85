import { lazy } from 'react';
import { FilterTrigger } from '../../../shared/FilterTrigger.tsx';
import type { ExpenseFilters } from './expenseListOptions.ts';

// The popover loads right after the list's first screen, not with it (the first-load budget).
const loadPopup = () => import('./ExpenseYearFilterPopup.tsx');
const ExpenseYearFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.ExpenseYearFilterPopup })));

export interface ExpenseYearFilterProps {
  filters: ExpenseFilters | null;
  onApply(filters: ExpenseFilters | null): void;
}

/** Financials' Year filter (spec 002 §2.16, §9) behind the list's Filters button, its badge counting it when set. */
export function ExpenseYearFilter(props: ExpenseYearFilterProps) {
  return (
    <FilterTrigger
      count={props.filters?.years?.length ? 1 : 0}
      load={loadPopup}
      popup={(trigger) => <ExpenseYearFilterPopup trigger={trigger} {...props} />}
    />
  );
}
