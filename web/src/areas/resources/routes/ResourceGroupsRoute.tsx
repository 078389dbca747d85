import { graphql, usePreloadedQuery } from 'react-relay';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourceGroupsRouteQuery } from '../../../__generated__/ResourceGroupsRouteQuery.graphql';
import { defineScreen } from '../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../routing/types.ts';
import { ResourceGroupsTable } from '../components/ResourceGroupsTable.tsx';

const query = graphql`
  query ResourceGroupsRouteQuery {
    ...ResourceGroupsTable_query
  }
`;

function ResourceGroupsScreen({ queryRef }: RouteScreenProps<ResourceGroupsRouteQuery>) {
  const data = usePreloadedQuery<ResourceGroupsRouteQuery>(query, queryRef);
  return <ResourceGroupsTable query={data} />;
}

export const resourceGroupsRoute = defineScreen<ResourceGroupsRouteQuery>({
  query,
  variables: () => ({}),
  loadError: M.typesFailed,
  Component: ResourceGroupsScreen,
});
