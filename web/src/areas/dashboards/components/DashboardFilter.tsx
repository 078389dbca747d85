import { lazy } from 'react';
import { FilterTrigger } from '../../../shared/FilterTrigger.tsx';
import { filterCount, type DashboardFilters } from '../dashboardOptions.ts';

// The panel loads right after the dashboard's first screen, not with it (the first-load budget).
const loadPanel = () => import('./DashboardFilterPanel.tsx');
const DashboardFilterPanel = lazy(() => loadPanel().then((m) => ({ default: m.DashboardFilterPanel })));

export interface DashboardFilterProps {
  /** The filters applied (the URL's). */
  filters: DashboardFilters;
  onApply(filters: DashboardFilters): void;
}

/** The dashboards' Filters button, its badge counting the filters set (`filterCount`: the date range as one), opening
 *  the filter panel. */
export function DashboardFilter(props: DashboardFilterProps) {
  return (
    <FilterTrigger
      count={filterCount(props.filters)}
      load={loadPanel}
      popup={(trigger) => <DashboardFilterPanel trigger={trigger} {...props} />}
    />
  );
}
