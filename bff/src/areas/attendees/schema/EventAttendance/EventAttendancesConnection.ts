import type { EventAttendanceFilterInput, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { exportUrl } from '../../../../platform/downloads.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import type { EventAttendanceFilters } from '../../upstream/attendees.ts';

/** The popover's filters as REST `filters` (enum values already REST values); empty ones left out. */
export function restFilters(filters: EventAttendanceFilterInput | null | undefined): EventAttendanceFilters | undefined {
  if (!filters) return undefined;
  const rest: EventAttendanceFilters = {};
  if (filters.eventIds?.length) rest.eventIds = filters.eventIds;
  if (filters.statuses?.length) rest.statuses = filters.statuses;
  if (filters.eventMonth != null) rest.eventMonth = filters.eventMonth;
  if (filters.eventYear != null) rest.eventYear = filters.eventYear;
  return Object.keys(rest).length ? rest : undefined;
}

export const eventAttendancesConnection: Pick<QueryResolvers, 'eventAttendances' | 'eventAttendanceExportUrl'> = {
  eventAttendances: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.attendees.list({
        ...page,
        sortBy: args.sortBy,
        sortDesc: args.sortDesc,
        searchQuery: args.searchQuery,
        filters: restFilters(args.filters),
      }),
    ),
  eventAttendanceExportUrl: (_parent, args) => exportUrl('attendees/export', 'EventAttendance', args, restFilters(args.filters)),
};
