import { graphql, usePreloadedQuery } from 'react-relay';
import type { RegistrationTemplateListRouteQuery } from '../../../../__generated__/RegistrationTemplateListRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { templateSortField } from '../../../surveys/components/templateSort.ts';
import { LOAD_ERROR, RegistrationTemplatesTable, RegistrationTemplatesTableLoading } from '../../components/RegistrationTemplatesTable.tsx';

const query = graphql`
  query RegistrationTemplateListRouteQuery($first: Int!, $page: Int, $sortBy: TemplateSortField, $sortDesc: Boolean, $searchQuery: String) {
    ...RegistrationTemplatesTable_query
      @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

function RegistrationTemplateListScreen({ queryRef }: RouteScreenProps<RegistrationTemplateListRouteQuery>) {
  const data = usePreloadedQuery<RegistrationTemplateListRouteQuery>(query, queryRef);
  return <RegistrationTemplatesTable query={data} />;
}

export const registrationTemplateListRoute = defineScreen<RegistrationTemplateListRouteQuery>({
  query,
  variables: ({ searchParams }) => listVariables(searchParams, templateSortField),
  loadError: LOAD_ERROR,
  Loading: RegistrationTemplatesTableLoading,
  Component: RegistrationTemplateListScreen,
});
