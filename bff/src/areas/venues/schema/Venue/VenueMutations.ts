import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';

/** createVenue, updateVenue, deleteVenue: one REST call each; the REST messages reach the form unchanged. */
export const venueMutations: Pick<MutationResolvers, 'createVenue' | 'updateVenue' | 'deleteVenue'> = {
  createVenue: async (_parent, { input }, ctx) => ({ venue: await ctx.upstream.venues.create(input) }),
  updateVenue: async (_parent, { input: { id, ...fields } }, ctx) => ({
    venue: await ctx.upstream.venues.update(internalIdOf('Venue', id), fields),
  }),
  deleteVenue: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('Venue', input.id);
    await ctx.upstream.venues.remove(internalId);
    return { deletedId: globalId('Venue', internalId) };
  },
};
