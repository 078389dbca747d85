import type { QueryResolvers, SpeakerFilterInput } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import type { SpeakerFilters } from '../../upstream/speakers.ts';

/** The REST `filters` object of the list's filter input (statuses → `status`), without the nulls a client may send. */
export function speakerFilters(input: SpeakerFilterInput | null | undefined): SpeakerFilters | undefined {
  if (!input) return undefined;
  const filters: SpeakerFilters = {};
  if (input.events?.length) filters.events = input.events;
  if (input.statuses?.length) filters.status = input.statuses;
  if (input.active !== null && input.active !== undefined) filters.active = input.active;
  if (input.year !== null && input.year !== undefined) filters.year = input.year;
  return filters;
}

export const speakersConnection: Pick<QueryResolvers, 'speakers'> = {
  speakers: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.speakers.list({
        ...page,
        sortBy: args.sortBy,
        sortDesc: args.sortDesc,
        searchQuery: args.searchQuery,
        filters: speakerFilters(args.filters),
      }),
    ),
};
