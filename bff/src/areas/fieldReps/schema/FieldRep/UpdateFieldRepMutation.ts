import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { internalIdOf } from '../../../../platform/schema/globalId.ts';

export const updateFieldRepMutation: Pick<MutationResolvers, 'updateFieldRep'> = {
  updateFieldRep: async (_parent, { input: { id, ...fields } }, ctx) => ({
    fieldRep: await ctx.upstream.fieldReps.update(internalIdOf('FieldRep', id), fields),
  }),
};
