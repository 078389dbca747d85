import { graphql, usePreloadedQuery } from 'react-relay';
import type { UserListRouteQuery } from '../../../../__generated__/UserListRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { LOAD_ERROR, UsersTable, UsersTableLoading } from '../../components/UsersTable.tsx';
import { userSortField } from '../../components/userSort.ts';

const query = graphql`
  query UserListRouteQuery($first: Int!, $page: Int, $sortBy: UserSortField, $sortDesc: Boolean, $searchQuery: String) {
    ...UsersTable_query @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

function UserListScreen({ queryRef }: RouteScreenProps<UserListRouteQuery>) {
  const data = usePreloadedQuery<UserListRouteQuery>(query, queryRef);
  return <UsersTable query={data} />;
}

export const userListRoute = defineScreen<UserListRouteQuery>({
  query,
  variables: ({ searchParams }) => listVariables(searchParams, userSortField),
  loadError: LOAD_ERROR,
  Loading: UsersTableLoading,
  Component: UserListScreen,
});
