import { graphql, usePreloadedQuery } from 'react-relay';
import type { EmailSeriesListRouteQuery } from '../../../../__generated__/EmailSeriesListRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { emailProduct, emailSeriesSortField } from '../../components/list/emailListOptions.ts';
import { EmailSeriesTable, EmailSeriesTableLoading, LOAD_ERROR } from '../../components/list/EmailSeriesTable.tsx';

const query = graphql`
  query EmailSeriesListRouteQuery(
    $first: Int!
    $page: Int
    $sortBy: EmailSeriesSortField
    $sortDesc: Boolean
    $searchQuery: String
    $product: EmailProduct
  ) {
    ...EmailSeriesTable_query
      @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, product: $product)
  }
`;

function EmailSeriesListScreen({ queryRef }: RouteScreenProps<EmailSeriesListRouteQuery>) {
  const data = usePreloadedQuery<EmailSeriesListRouteQuery>(query, queryRef);
  return <EmailSeriesTable query={data} />;
}

export const emailSeriesListRoute = defineScreen<EmailSeriesListRouteQuery>({
  query,
  variables: ({ searchParams, viewer }) => ({
    ...listVariables(searchParams, emailSeriesSortField),
    product: emailProduct(viewer.selectedProduct),
  }),
  loadError: LOAD_ERROR,
  Loading: EmailSeriesTableLoading,
  Component: EmailSeriesListScreen,
});
