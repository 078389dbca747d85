import { graphql, usePreloadedQuery } from 'react-relay';
import type { SurveyTemplateListRouteQuery } from '../../../../__generated__/SurveyTemplateListRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { LOAD_ERROR, SurveyTemplatesTable, SurveyTemplatesTableLoading } from '../../components/SurveyTemplatesTable.tsx';
import { templateSortField } from '../../components/templateSort.ts';

const query = graphql`
  query SurveyTemplateListRouteQuery($first: Int!, $page: Int, $sortBy: TemplateSortField, $sortDesc: Boolean, $searchQuery: String) {
    ...SurveyTemplatesTable_query @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

function SurveyTemplateListScreen({ queryRef }: RouteScreenProps<SurveyTemplateListRouteQuery>) {
  const data = usePreloadedQuery<SurveyTemplateListRouteQuery>(query, queryRef);
  return <SurveyTemplatesTable query={data} />;
}

export const surveyTemplateListRoute = defineScreen<SurveyTemplateListRouteQuery>({
  query,
  variables: ({ searchParams }) => listVariables(searchParams, templateSortField),
  loadError: LOAD_ERROR,
  Loading: SurveyTemplatesTableLoading,
  Component: SurveyTemplateListScreen,
});
