import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate } from 'react-router-dom';
import type { EventListRouteQuery } from '../../../../__generated__/EventListRouteQuery.graphql';
import { EventsTable, LOAD_ERROR } from '../../components/EventsTable.tsx';
import { readFilters, readOptions } from '../../components/tableOptions.ts';
import { hasRoute } from '../../../../routing/routes.tsx';
import type { RouteScreen, RouteScreenProps } from '../../../../routing/types.ts';

const query = graphql`
  query EventListRouteQuery(
    $first: Int!
    $page: Int
    $sortBy: EventSortField
    $sortDesc: Boolean
    $searchQuery: String
    $filters: EventFilterInput
  ) {
    viewer {
      role
    }
    ...EventsTable_query
      @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)
  }
`;

const SORT_FIELDS: Record<string, string> = {
  shortName: 'SHORT_NAME',
  title: 'TITLE',
  startTime: 'START_TIME',
  type: 'TYPE',
  status: 'STATUS',
};

function EventListScreen({ queryRef }: RouteScreenProps<EventListRouteQuery>) {
  const data = usePreloadedQuery<EventListRouteQuery>(query, queryRef);
  // Compliance users work in the fee calculator (spec 000 §2.4).
  // Until the calculator exists, the event list (which the role may read) is their first screen.
  if (data.viewer?.role === 'SFC_COMPLIANCE' && hasRoute('/calculator')) return <Navigate to="/calculator" replace />;
  return <EventsTable query={data} />;
}

export const eventListRoute: RouteScreen<EventListRouteQuery> = {
  query,
  variables: ({ searchParams }) => {
    const options = readOptions(searchParams);
    return {
      // -1 (all) is served as the largest page the API allows.
      first: options.itemsPerPage === -1 ? 100 : Math.min(Math.max(options.itemsPerPage, 1), 100),
      page: options.page,
      sortBy: (options.sortBy && SORT_FIELDS[options.sortBy]) as EventListRouteQuery['variables']['sortBy'],
      sortDesc: options.sortDesc,
      searchQuery: options.searchQuery || null,
      filters: readFilters(searchParams) as EventListRouteQuery['variables']['filters'],
    };
  },
  loadError: LOAD_ERROR,
  Component: EventListScreen,
};
