import { graphql, usePreloadedQuery } from 'react-relay';
import type { EmailTemplateListRouteQuery } from '../../../../__generated__/EmailTemplateListRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { emailProduct, emailTemplateSortField, readEmailTemplateFilters } from '../../components/list/emailListOptions.ts';
import { EmailTemplatesTable, EmailTemplatesTableLoading, LOAD_ERROR } from '../../components/list/EmailTemplatesTable.tsx';

const query = graphql`
  query EmailTemplateListRouteQuery(
    $first: Int!
    $page: Int
    $sortBy: EmailTemplateSortField
    $sortDesc: Boolean
    $searchQuery: String
    $product: EmailProduct
    $emailSeriesIds: [Int!]
    $emailTemplateTypeIds: [Int!]
  ) {
    ...EmailTemplatesTable_query
      @arguments(
        first: $first
        page: $page
        sortBy: $sortBy
        sortDesc: $sortDesc
        searchQuery: $searchQuery
        product: $product
        emailSeriesIds: $emailSeriesIds
        emailTemplateTypeIds: $emailTemplateTypeIds
      )
  }
`;

function EmailTemplateListScreen({ queryRef }: RouteScreenProps<EmailTemplateListRouteQuery>) {
  const data = usePreloadedQuery<EmailTemplateListRouteQuery>(query, queryRef);
  return <EmailTemplatesTable query={data} />;
}

export const emailTemplateListRoute = defineScreen<EmailTemplateListRouteQuery>({
  query,
  variables: ({ searchParams, viewer }) => {
    const filters = readEmailTemplateFilters(searchParams);
    return {
      ...listVariables(searchParams, emailTemplateSortField),
      product: emailProduct(viewer.selectedProduct),
      emailSeriesIds: filters?.emailSeriesIds ?? null,
      emailTemplateTypeIds: filters?.emailTemplateTypeIds ?? null,
    };
  },
  loadError: LOAD_ERROR,
  Loading: EmailTemplatesTableLoading,
  Component: EmailTemplateListScreen,
});
