import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { STATUS_COLOURS, type DashboardCategory } from '../../../../../api/src/areas/dashboards/contract.ts';
import type { DashboardList_query$key } from '../../../__generated__/DashboardList_query.graphql';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../shared/listStyles.ts';
import { TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import type { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { cellText, listColumns } from './listCells.ts';

/** Shown when the list's rows cannot be loaded (the spec names no text). */
export const LIST_LOAD_ERROR = 'Failed to load the dashboard list';

type UrlState = Pick<ReturnType<typeof useTableUrlState>, 'options' | 'setOptions' | 'sortProps' | 'clearSearchAndFilters'>;

/** The Regions list's status: its status group as a chip in the group's colour (spec 002 §2.18, §9). */
function StatusChip({ group, text }: { group: string; text: string }) {
  const colour = (STATUS_COLOURS as Record<string, string>)[group] ?? STATUS_COLOURS.other;
  return (
    <Badge appearance="filled" shape="rounded" style={{ backgroundColor: colour, color: '#fff' }}>
      {text}
    </Badge>
  );
}

/**
 * List mode (spec 002 §2.18): the rows behind the dashboard's charts, the category's columns (contract
 * DASHBOARD_COLUMNS and their headers), sortable by any of them and paged, through the URL's `options`.
 */
export function DashboardList({
  category,
  query,
  url,
  filtered,
}: {
  category: DashboardCategory;
  query: DashboardList_query$key;
  url: UrlState;
  filtered: boolean;
}) {
  const styles = useListStyles();
  // The row's fields are read through listCells.ts `cellText`, which the Relay plugin cannot follow.
  /* eslint-disable relay/unused-fields */
  const data = useFragment(
    graphql`
      fragment DashboardList_query on Query
      @refetchable(queryName: "DashboardListRefetchQuery")
      @argumentDefinitions(
        category: { type: "DashboardCategory!" }
        filters: { type: "DashboardFiltersInput" }
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "DashboardColumn" }
        sortDesc: { type: "Boolean" }
      ) {
        dashboardRows(category: $category, filters: $filters, first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc) {
          totalCount
          edges {
            node {
              id
              eventShortName
              speaker
              date
              zone
              status
              locationType
              type
              topic
              therapeuticArea
              cost
              honoraria
              credentials
              attendee
              region
              territory
              attendees
            }
          }
        }
      }
    `,
    query,
  );
  /* eslint-enable relay/unused-fields */
  const columns = listColumns(category);
  const rows = (data.dashboardRows?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  return (
    <>
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Dashboard list">
          <TableHeader>
            <TableRow>
              {columns.map(([field, header]) => (
                <TableHeaderCell key={field} {...url.sortProps(field)}>
                  {header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                {columns.map(([field]) => (
                  <TableCell key={field}>
                    {category === 'region' && field === 'status' && row.status ? (
                      <StatusChip group={row.status} text={cellText(category, field, row)} />
                    ) : (
                      cellText(category, field, row)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {data.dashboardRows && rows.length === 0 && (
        <ListEmptyState plural="rows" singular="row" filtered={filtered} onClear={url.clearSearchAndFilters} />
      )}
      {!data.dashboardRows && <ListLoadFailure message={LIST_LOAD_ERROR} />}
      <TablePager options={url.options} total={data.dashboardRows?.totalCount ?? 0} noun="rows" onChange={url.setOptions} />
    </>
  );
}

/** While the list loads: its columns over skeleton rows. */
export function DashboardListLoading({ category }: { category: DashboardCategory }) {
  return <TableSkeleton label="Loading the dashboard list" columns={listColumns(category).map(([, header]) => header)} />;
}
