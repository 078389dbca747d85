import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { FinancialsRouteQuery } from '../../../../__generated__/FinancialsRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { expenseSortField, readExpenseFilters } from '../../components/expenseListOptions.ts';
import { ExpensesTable, ExpensesTableLoading, LOAD_ERROR } from '../../components/ExpensesTable.tsx';

const query = graphql`
  query FinancialsRouteQuery(
    $first: Int!
    $page: Int
    $sortBy: ExpenseSortField
    $sortDesc: Boolean
    $searchQuery: String
    $years: [Int!]
  ) {
    ...ExpensesTable_query
      @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, years: $years)
  }
`;

function FinancialsScreen({ queryRef }: RouteScreenProps<FinancialsRouteQuery>) {
  const data = usePreloadedQuery<FinancialsRouteQuery>(query, queryRef);
  // A line saved in the table's dialog comes back as a navigation to this same address carrying the changed row
  // (shared/changedRow.ts), which also loads the list again; the table starts afresh then to read it, and only then.
  const { key, state } = useLocation();
  const [tableKey, setTableKey] = useState(key);
  if ((state as { changedRow?: unknown } | null)?.changedRow && tableKey !== key) setTableKey(key);
  return <ExpensesTable key={tableKey} query={data} />;
}

export const financialsRoute = defineScreen<FinancialsRouteQuery>({
  query,
  variables: ({ searchParams }) => ({
    ...listVariables(searchParams, expenseSortField),
    years: readExpenseFilters(searchParams)?.years ?? null,
  }),
  loadError: LOAD_ERROR,
  Loading: ExpensesTableLoading,
  Component: FinancialsScreen,
});
