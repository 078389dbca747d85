import { Text } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourceGroupPageRouteQuery } from '../../../__generated__/ResourceGroupPageRouteQuery.graphql';
import { defineScreen } from '../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../routing/types.ts';
import { listVariables } from '../../../shared/tableOptions.ts';
import { ResourceGroupResourcesTable } from '../components/ResourceGroupResourcesTable.tsx';

const query = graphql`
  query ResourceGroupPageRouteQuery($groupId: Int!, $first: Int!, $page: Int) {
    resourceGroup(internalId: $groupId) {
      ...ResourceGroupResourcesTable_group @arguments(first: $first, page: $page)
    }
  }
`;

function ResourceGroupPageScreen({ queryRef }: RouteScreenProps<ResourceGroupPageRouteQuery>) {
  const data = usePreloadedQuery<ResourceGroupPageRouteQuery>(query, queryRef);
  if (!data.resourceGroup) return <Text role="alert">{M.groupResourcesFailed}</Text>;
  return <ResourceGroupResourcesTable group={data.resourceGroup} />;
}

export const resourceGroupPageRoute = defineScreen<ResourceGroupPageRouteQuery>({
  query,
  variables: ({ params, searchParams }) => {
    const { first, page } = listVariables(searchParams, () => null);
    return { groupId: Number(params.groupId) || 0, first, page };
  },
  loadError: M.groupResourcesFailed,
  Component: ResourceGroupPageScreen,
});
