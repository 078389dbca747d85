import { graphql, usePreloadedQuery } from 'react-relay';
import type { CalculatorRouteQuery } from '../../../../__generated__/CalculatorRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { checkSortField } from '../../components/checkSort.ts';
import { ChecksTable, ChecksTableLoading, LOAD_ERROR } from '../../components/ChecksTable.tsx';

const query = graphql`
  query CalculatorRouteQuery($first: Int!, $page: Int, $sortBy: CheckSortField, $sortDesc: Boolean, $searchQuery: String) {
    ...ChecksTable_query @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

function CalculatorScreen({ queryRef }: RouteScreenProps<CalculatorRouteQuery>) {
  const data = usePreloadedQuery<CalculatorRouteQuery>(query, queryRef);
  return <ChecksTable query={data} />;
}

export const calculatorRoute = defineScreen<CalculatorRouteQuery>({
  query,
  variables: ({ searchParams }) => listVariables(searchParams, checkSortField),
  loadError: LOAD_ERROR,
  Loading: ChecksTableLoading,
  Component: CalculatorScreen,
});
