import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

export const venuesConnection: Pick<QueryResolvers, 'venues'> = {
  venues: (_parent, args, ctx) => restConnection(args, (page) => ctx.upstream.venues.list({ ...page, searchQuery: args.searchQuery })),
};
