import { graphql, usePreloadedQuery } from 'react-relay';
import type { AssignResourceRouteQuery } from '../../../__generated__/AssignResourceRouteQuery.graphql';
import { defineScreen } from '../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../routing/types.ts';
import { listVariables } from '../../../shared/tableOptions.ts';
import { ResourceAssigneesTable } from '../components/ResourceAssigneesTable.tsx';

const query = graphql`
  query AssignResourceRouteQuery(
    $resourceId: ID!
    $internalId: Int!
    $first: Int!
    $page: Int
    $searchQuery: String
    $specialty: String
    $assigned: ResourceAssignedFilter
  ) {
    ...ResourceAssigneesTable_query
      @arguments(
        resourceId: $resourceId
        internalId: $internalId
        first: $first
        page: $page
        searchQuery: $searchQuery
        specialty: $specialty
        assigned: $assigned
      )
  }
`;

/** Relay's global id of a Resource (`Resource:<id>` in base64), as the BFF makes it. */
const resourceGlobalId = (internalId: number) => btoa(`Resource:${internalId}`);

function AssignResourceScreen({ queryRef }: RouteScreenProps<AssignResourceRouteQuery>) {
  const data = usePreloadedQuery<AssignResourceRouteQuery>(query, queryRef);
  return <ResourceAssigneesTable query={data} resourceId={queryRef.variables.resourceId} />;
}

export const assignResourceRoute = defineScreen<AssignResourceRouteQuery>({
  query,
  variables: ({ params, searchParams }) => {
    const internalId = Number(params.attachmentId) || 0;
    const { first, page, searchQuery } = listVariables(searchParams, () => null);
    const assigned = searchParams.get('assigned');
    return {
      resourceId: resourceGlobalId(internalId),
      internalId,
      first,
      page,
      searchQuery,
      specialty: searchParams.get('specialty') || null,
      assigned: assigned === 'ASSIGNED' || assigned === 'UNASSIGNED' ? assigned : 'ALL',
    };
  },
  loadError: 'Failed to retrieve speakers',
  Component: AssignResourceScreen,
});
