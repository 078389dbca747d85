import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';

export const deleteFieldRepMutation: Pick<MutationResolvers, 'deleteFieldRep'> = {
  deleteFieldRep: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('FieldRep', input.id);
    await ctx.upstream.fieldReps.remove(internalId);
    return { deletedId: globalId('FieldRep', internalId) };
  },
};
