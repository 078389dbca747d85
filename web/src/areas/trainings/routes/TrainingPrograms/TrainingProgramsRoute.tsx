import { graphql, usePreloadedQuery } from 'react-relay';
import type { TrainingProgramsRouteQuery } from '../../../../__generated__/TrainingProgramsRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { SORT_FIELDS, TrainingProgramsTable } from '../../components/TrainingProgramsTable.tsx';

const query = graphql`
  query TrainingProgramsRouteQuery($first: Int!, $page: Int, $sortBy: TrainingProgramSortField, $sortDesc: Boolean, $searchQuery: String) {
    ...TrainingProgramsTable_query @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

function TrainingProgramsScreen({ queryRef }: RouteScreenProps<TrainingProgramsRouteQuery>) {
  const data = usePreloadedQuery<TrainingProgramsRouteQuery>(query, queryRef);
  return <TrainingProgramsTable query={data} />;
}

export const trainingProgramsRoute = defineScreen<TrainingProgramsRouteQuery>({
  query,
  variables: ({ searchParams }) => {
    const { first, page, sortBy, sortDesc, searchQuery } = listVariables(searchParams, (column) =>
      column ? (SORT_FIELDS[column] ?? null) : null,
    );
    return { first, page, sortBy, sortDesc, searchQuery };
  },
  loadError: 'Failed to load trainings',
  Component: TrainingProgramsScreen,
});
