import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';

export const geocodeQueries: Pick<QueryResolvers, 'geocode'> = {
  geocode: (_parent, args, ctx) => ctx.upstream.geocode.geocode(args),
};
