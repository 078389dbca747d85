import type { EventFilterInput, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { EventFilters } from '../../upstream/events.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

/** The REST `filters` object: the input's fields without the nulls a client may send. */
export function eventFilters(input: EventFilterInput | null | undefined): EventFilters | undefined {
  if (!input) return undefined;
  const filters: EventFilters = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    filters[key] = key === 'period' ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) : value;
  }
  return filters;
}

export const eventsConnection: Pick<QueryResolvers, 'events'> = {
  // The event table's "All" page size asks `first: -1`: every event, up to 1000 (spec 000 §9).
  events: (_parent, args, ctx) =>
    restConnection(
      args,
      (page) =>
        ctx.upstream.events.list({
          ...page,
          sortBy: args.sortBy,
          sortDesc: args.sortDesc,
          searchQuery: args.searchQuery,
          filters: eventFilters(args.filters),
        }),
      // Keyset paging by the event's id: a page after a cursor reads from the sort index (api `after`).
      { allowAll: true, keyset: (event) => event.id },
    ),
};
