import type { VenueResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { VenueDto } from '../../upstream/venues.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

export function fetchVenue(ctx: Context, internalId: number): Promise<VenueDto | null> {
  return ctx.upstream.venues.venueById.load(internalId);
}

export const Venue: VenueResolvers = nodeIdentity('Venue');
