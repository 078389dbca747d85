import { graphql, usePreloadedQuery } from 'react-relay';
import type { SpeakerListRouteQuery } from '../../../../__generated__/SpeakerListRouteQuery.graphql';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { LOAD_ERROR, sortField, SpeakersTable, SpeakersTableLoading } from '../../components/SpeakersTable.tsx';
import { readSpeakerFilters } from '../../components/speakerListOptions.ts';

const query = graphql`
  query SpeakerListRouteQuery(
    $first: Int!
    $page: Int
    $sortBy: SpeakerSortField
    $sortDesc: Boolean
    $searchQuery: String
    $filters: SpeakerFilterInput
  ) {
    ...SpeakersTable_query
      @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)
  }
`;

function SpeakerListScreen({ queryRef }: RouteScreenProps<SpeakerListRouteQuery>) {
  const data = usePreloadedQuery<SpeakerListRouteQuery>(query, queryRef);
  return <SpeakersTable query={data} />;
}

export const speakerListRoute = defineScreen<SpeakerListRouteQuery>({
  query,
  variables: ({ searchParams }) => ({ ...listVariables(searchParams, sortField), filters: readSpeakerFilters(searchParams) }),
  loadError: LOAD_ERROR,
  Loading: SpeakersTableLoading,
  Component: SpeakerListScreen,
});
