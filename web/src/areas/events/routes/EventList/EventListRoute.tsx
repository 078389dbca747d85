import { graphql, usePreloadedQuery } from 'react-relay';
import type { EventListRouteQuery } from '../../../../__generated__/EventListRouteQuery.graphql';
import { can } from '../../../../app/viewer.ts';
import { EventsTable, EventsTableLoading, LOAD_ERROR } from '../../components/EventsTable.tsx';
import { ALL_ROWS, readFilters } from '../../components/tableOptions.ts';
import { readOptions } from '../../../../shared/tableOptions.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';

const query = graphql`
  query EventListRouteQuery(
    $first: Int!
    $page: Int
    $sortBy: EventSortField
    $sortDesc: Boolean
    $searchQuery: String
    $filters: EventFilterInput
    $withFieldReps: Boolean!
    $withTopics: Boolean!
    $withVenues: Boolean!
    $withSpeakers: Boolean!
    $withSurveyTemplates: Boolean!
  ) {
    ...EventsTable_query
      @arguments(
        first: $first
        page: $page
        sortBy: $sortBy
        sortDesc: $sortDesc
        searchQuery: $searchQuery
        filters: $filters
        withFieldReps: $withFieldReps
        withTopics: $withTopics
        withVenues: $withVenues
        withSpeakers: $withSpeakers
        withSurveyTemplates: $withSurveyTemplates
      )
  }
`;

const SORT_FIELDS: Record<string, string> = {
  shortName: 'SHORT_NAME',
  title: 'TITLE',
  startTime: 'START_TIME',
  type: 'TYPE',
  status: 'STATUS',
};

function EventListScreen({ queryRef }: RouteScreenProps<EventListRouteQuery>) {
  const data = usePreloadedQuery<EventListRouteQuery>(query, queryRef);
  return <EventsTable query={data} />;
}

export const eventListRoute = defineScreen<EventListRouteQuery>({
  query,
  variables: ({ searchParams, viewer }) => {
    const options = readOptions(searchParams);
    const all = options.itemsPerPage === ALL_ROWS;
    return {
      // All (-1) is every event up to the API's cap, on one page.
      first: all ? ALL_ROWS : Math.min(Math.max(options.itemsPerPage, 1), 100),
      page: all ? 1 : options.page,
      sortBy: (options.sortBy && SORT_FIELDS[options.sortBy]) as EventListRouteQuery['variables']['sortBy'],
      sortDesc: options.sortDesc,
      searchQuery: options.searchQuery || null,
      filters: readFilters(searchParams) as EventListRouteQuery['variables']['filters'],
      // Relations the viewer may not read are not asked for (their columns are not shown).
      withFieldReps: can(viewer, 'field_rep', 'READ'),
      withTopics: can(viewer, 'topic', 'READ'),
      withVenues: can(viewer, 'venue', 'READ'),
      withSpeakers: can(viewer, 'speaker', 'READ'),
      withSurveyTemplates: can(viewer, 'survey_template', 'READ'),
    };
  },
  loadError: LOAD_ERROR,
  Loading: EventsTableLoading,
  Component: EventListScreen,
});
