import { graphql, usePreloadedQuery } from 'react-relay';
import type { SurveyResponsesRouteQuery } from '../../../../__generated__/SurveyResponsesRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { toPeriodInput } from '../../components/period.ts';
import { readResponseFilters, responseSortField } from '../../components/responsesFilters.ts';
import { LOAD_ERROR, SurveyResponsesTable, SurveyResponsesTableLoading } from '../../components/SurveyResponsesTable.tsx';

const query = graphql`
  query SurveyResponsesRouteQuery(
    $first: Int!
    $page: Int
    $sortBy: SurveyResponseSortField
    $sortDesc: Boolean
    $searchQuery: String
    $period: ReportPeriodInput
  ) {
    ...SurveyResponsesTable_query
      @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, period: $period)
  }
`;

function SurveyResponsesScreen({ queryRef }: RouteScreenProps<SurveyResponsesRouteQuery>) {
  const data = usePreloadedQuery<SurveyResponsesRouteQuery>(query, queryRef);
  return <SurveyResponsesTable query={data} />;
}

export const surveyResponsesRoute = defineScreen<SurveyResponsesRouteQuery>({
  query,
  variables: ({ searchParams }) => ({
    ...listVariables(searchParams, responseSortField),
    period: toPeriodInput(readResponseFilters(searchParams)?.period),
  }),
  loadError: LOAD_ERROR,
  Loading: SurveyResponsesTableLoading,
  Component: SurveyResponsesScreen,
});
