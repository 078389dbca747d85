import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';

export const deleteEventsMutation: Pick<MutationResolvers, 'deleteEvents'> = {
  // All or nothing: the service refuses the whole batch when one id is unknown.
  deleteEvents: async (_parent, { input }, ctx) => {
    const ids = input.ids.map((id) => internalIdOf('Event', id));
    await ctx.upstream.events.batchDelete(ids);
    return { deletedIds: ids.map((id) => globalId('Event', id)) };
  },
};
