import { graphql, usePreloadedQuery } from 'react-relay';
import type { DashboardCategory } from '../../../../../../api/src/areas/dashboards/contract.ts';
import type { DashboardRouteQuery } from '../../../../__generated__/DashboardRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreen, RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { DashboardGridLoading } from '../../components/DashboardGrid.tsx';
import { DashboardScreen } from '../../components/DashboardScreen.tsx';
import { categoryOf, categoryValue, dashboardSortField, effectiveFilters, readDashboardFilters, readMode } from '../../dashboardOptions.ts';

const query = graphql`
  query DashboardRouteQuery(
    $category: DashboardCategory!
    $filters: DashboardFiltersInput
    $list: Boolean!
    $first: Int!
    $page: Int
    $sortBy: DashboardColumn
    $sortDesc: Boolean
  ) {
    ...DashboardGrid_query @alias(as: "grid") @skip(if: $list) @arguments(category: $category, filters: $filters)
    # DashboardScreen hands it to its DashboardList.
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...DashboardList_query
      @alias(as: "list")
      @include(if: $list)
      @arguments(category: $category, filters: $filters, first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc)
  }
`;

function DashboardRouteScreen({ queryRef }: RouteScreenProps<DashboardRouteQuery>) {
  const data = usePreloadedQuery<DashboardRouteQuery>(query, queryRef);
  return <DashboardScreen category={categoryOf(queryRef.variables.category)} grid={data.grid} list={data.list} />;
}

/** A dashboard's screen: one query for its charts' configs and data (Dashboard mode) or its list's page (List mode). */
const dashboardScreen = (category: DashboardCategory) =>
  defineScreen<DashboardRouteQuery>({
    query,
    variables: ({ searchParams }) => {
      const list = readMode(searchParams) === 'list';
      // The list's page, size and sort; a dashboard has no search box.
      const { searchQuery: _search, ...page } = listVariables(searchParams, dashboardSortField(category));
      return {
        ...page,
        category: categoryValue(category),
        filters: effectiveFilters(readDashboardFilters(searchParams)),
        list,
      };
    },
    loadError: 'Failed to load the dashboard',
    Loading: DashboardGridLoading,
    Component: DashboardRouteScreen,
  });

/** The five dashboards' screens (area.ts lazily imports them). */
export const dashboardRoutes: Record<DashboardCategory, RouteScreen> = {
  program: dashboardScreen('program'),
  attendee: dashboardScreen('attendee'),
  speaker: dashboardScreen('speaker'),
  expense: dashboardScreen('expense'),
  region: dashboardScreen('region'),
};
