import { Button, makeStyles, Tab, TabList } from '@fluentui/react-components';
import { ArrowDownloadRegular, DataBarVerticalRegular, TextBulletListLtrRegular } from '@fluentui/react-icons';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_PAGES, dashboardFileName, type DashboardCategory } from '../../../../../api/src/areas/dashboards/contract.ts';
import type { DashboardGrid_query$key } from '../../../__generated__/DashboardGrid_query.graphql';
import type { DashboardList_query$key } from '../../../__generated__/DashboardList_query.graphql';
import type { DashboardScreenExportUrlQuery } from '../../../__generated__/DashboardScreenExportUrlQuery.graphql';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useXlsxExport } from '../../../shared/useXlsxExport.ts';
import {
  categoryValue,
  cleanFilters,
  dashboardSortField,
  effectiveFilters,
  filterCount,
  readDashboardFilters,
  readMode,
  type DashboardFilters,
  type DashboardMode,
} from '../dashboardOptions.ts';
import { DashboardFilter } from './DashboardFilter.tsx';
import { DashboardGrid } from './DashboardGrid.tsx';
import { DashboardList } from './DashboardList.tsx';

/** Shown when the export fails (the spec names no text; the other lists' wording). */
const EXPORT_FAILED = 'Cannot export the dashboard into XLSX';

const useStyles = makeStyles({
  spacer: { flex: '1 1 0' },
});

const exportUrlQuery = graphql`
  query DashboardScreenExportUrlQuery(
    $category: DashboardCategory!
    $filters: DashboardFiltersInput
    $sortBy: DashboardColumn
    $sortDesc: Boolean
  ) {
    dashboardExportUrl(category: $category, filters: $filters, sortBy: $sortBy, sortDesc: $sortDesc)
  }
`;

/** Today as YYYY-MM-DD on the person's clock: the export's file name when the server names none. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * A dashboard (spec 002 §2.18): the Filters button (badge: `filterCount`), the Dashboard / List toggle and Export over
 * the charts or the list. Filters and the mode live in the URL (`filters` as JSON, `view=list`), so a link shows the
 * same dashboard; each change loads the route's query again (its variables read the URL).
 */
export function DashboardScreen({
  category,
  grid,
  list,
}: {
  category: DashboardCategory;
  /** Dashboard mode's data (the route asks for one of the two, by the URL's `view`). */
  grid: DashboardGrid_query$key | null | undefined;
  list: DashboardList_query$key | null | undefined;
}) {
  const styles = useStyles();
  const listStyles = useListStyles();
  const [, setSearchParams] = useSearchParams();
  const url = useTableUrlState<DashboardFilters, object>();
  const filters = readDashboardFilters(url.searchParams);
  const { busy, run } = useXlsxExport<DashboardScreenExportUrlQuery>(
    exportUrlQuery,
    (answer) => answer.dashboardExportUrl,
    dashboardFileName(category, today()),
    EXPORT_FAILED,
  );

  const applyFilters = (next: DashboardFilters) => {
    const clean = cleanFilters(next);
    url.setFilters(Object.keys(clean).length ? clean : null, {});
  };
  const setMode = (next: DashboardMode) =>
    setSearchParams((params) => {
      if (next === 'list') params.set('view', 'list');
      else params.delete('view');
      return params;
    });
  const exportRows = () =>
    run({
      category: categoryValue(category),
      filters: effectiveFilters(filters),
      sortBy: dashboardSortField(category)(url.options.sortBy),
      sortDesc: url.options.sortDesc,
    });

  return (
    <section aria-label={DASHBOARD_PAGES[category].label}>
      <ListToolbar label="Dashboard actions" search="">
        <DashboardFilter filters={filters} onApply={applyFilters} />
        <TabList selectedValue={readMode(url.searchParams)} onTabSelect={(_e, d) => setMode(d.value as DashboardMode)} aria-label="View">
          <Tab value="dashboard" icon={<DataBarVerticalRegular />}>
            Dashboard
          </Tab>
          <Tab value="list" icon={<TextBulletListLtrRegular />}>
            List
          </Tab>
        </TabList>
        <span className={styles.spacer} />
        <Button className={listStyles.button} icon={<ArrowDownloadRegular />} onClick={() => void exportRows()} disabled={busy}>
          Export
        </Button>
      </ListToolbar>
      {list && <DashboardList category={category} query={list} url={url} filtered={filterCount(filters) > 0} />}
      {grid && <DashboardGrid query={grid} />}
    </section>
  );
}
