import { graphql, usePreloadedQuery } from 'react-relay';
import type { TrainingListRouteQuery } from '../../../../__generated__/TrainingListRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { SpeakerTrainingsTable } from '../../components/SpeakerTrainingsTable.tsx';

const query = graphql`
  query TrainingListRouteQuery($first: Int!, $page: Int, $sortDesc: Boolean, $searchQuery: String) {
    ...SpeakerTrainingsTable_query @arguments(first: $first, page: $page, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

function TrainingListScreen({ queryRef }: RouteScreenProps<TrainingListRouteQuery>) {
  const data = usePreloadedQuery<TrainingListRouteQuery>(query, queryRef);
  return <SpeakerTrainingsTable query={data} />;
}

export const trainingListRoute = defineScreen<TrainingListRouteQuery>({
  query,
  variables: ({ searchParams }) => {
    const { first, page, sortDesc, searchQuery } = listVariables(searchParams, () => null);
    return { first, page, sortDesc, searchQuery };
  },
  loadError: 'Failed to load speaker trainings',
  Component: TrainingListScreen,
});
