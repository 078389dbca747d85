import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { exportUrl } from '../../../../platform/downloads.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { fetchVenue } from './Venue.resolvers.ts';

export const venuesConnection: Pick<QueryResolvers, 'venues' | 'venue' | 'venueExportUrl'> = {
  venues: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.venues.list({ ...page, sortBy: args.sortBy, sortDesc: args.sortDesc, searchQuery: args.searchQuery }),
    ),
  venue: (_parent, { internalId }, ctx) => fetchVenue(ctx, internalId),
  // Enum arguments already carry REST values here, so the URL holds the REST query of `GET venues/export`.
  venueExportUrl: (_parent, args) => exportUrl('venues/export', 'Venue', args, undefined),
};
