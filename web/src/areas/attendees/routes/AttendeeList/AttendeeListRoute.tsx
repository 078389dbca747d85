import { graphql, usePreloadedQuery } from 'react-relay';
import type { AttendeeListRouteQuery } from '../../../../__generated__/AttendeeListRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { AttendeesTable, AttendeesTableLoading, LOAD_ERROR } from '../../components/list/AttendeesTable.tsx';
import { attendanceSortField, readAttendeeFilters } from '../../components/list/attendeeListOptions.ts';

const query = graphql`
  query AttendeeListRouteQuery(
    $first: Int!
    $page: Int
    $sortBy: EventAttendanceSortField
    $sortDesc: Boolean
    $searchQuery: String
    $filters: EventAttendanceFilterInput
  ) {
    ...AttendeesTable_query
      @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)
  }
`;

function AttendeeListScreen({ queryRef }: RouteScreenProps<AttendeeListRouteQuery>) {
  const data = usePreloadedQuery<AttendeeListRouteQuery>(query, queryRef);
  return <AttendeesTable query={data} />;
}

export const attendeeListRoute = defineScreen<AttendeeListRouteQuery>({
  query,
  variables: ({ searchParams }) => ({ ...listVariables(searchParams, attendanceSortField), filters: readAttendeeFilters(searchParams) }),
  loadError: LOAD_ERROR,
  Loading: AttendeesTableLoading,
  Component: AttendeeListScreen,
});
