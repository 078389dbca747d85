import { graphql, usePreloadedQuery } from 'react-relay';
import type { ResourceListRouteQuery } from '../../../__generated__/ResourceListRouteQuery.graphql';
import { defineScreen } from '../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../routing/types.ts';
import { listVariables } from '../../../shared/tableOptions.ts';
import { resourceSortField } from '../components/resourceSort.ts';
import { LOAD_ERROR, ResourcesTable, ResourcesTableLoading } from '../components/ResourcesTable.tsx';

const query = graphql`
  query ResourceListRouteQuery($first: Int!, $page: Int, $sortBy: ResourceSortField, $sortDesc: Boolean, $searchQuery: String) {
    ...ResourcesTable_query @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

function ResourceListScreen({ queryRef }: RouteScreenProps<ResourceListRouteQuery>) {
  const data = usePreloadedQuery<ResourceListRouteQuery>(query, queryRef);
  return <ResourcesTable query={data} />;
}

export const resourceListRoute = defineScreen<ResourceListRouteQuery>({
  query,
  variables: ({ searchParams }) => listVariables(searchParams, resourceSortField),
  loadError: LOAD_ERROR,
  Loading: ResourcesTableLoading,
  Component: ResourceListScreen,
});
