import { graphql, usePreloadedQuery } from 'react-relay';
import type { VenueListRouteQuery } from '../../../../__generated__/VenueListRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { LOAD_ERROR, VenuesTable, VenuesTableLoading } from '../../components/VenuesTable.tsx';
import { venueSortField } from '../../components/venueSort.ts';

const query = graphql`
  query VenueListRouteQuery($first: Int!, $page: Int, $sortBy: VenueSortField, $sortDesc: Boolean, $searchQuery: String) {
    ...VenuesTable_query @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

function VenueListScreen({ queryRef }: RouteScreenProps<VenueListRouteQuery>) {
  const data = usePreloadedQuery<VenueListRouteQuery>(query, queryRef);
  return <VenuesTable query={data} />;
}

export const venueListRoute = defineScreen<VenueListRouteQuery>({
  query,
  variables: ({ searchParams }) => listVariables(searchParams, venueSortField),
  loadError: LOAD_ERROR,
  Loading: VenuesTableLoading,
  Component: VenueListScreen,
});
