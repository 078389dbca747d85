import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';

export const createFieldRepMutation: Pick<MutationResolvers, 'createFieldRep'> = {
  createFieldRep: async (_parent, { input }, ctx) => ({ fieldRep: await ctx.upstream.fieldReps.create(input) }),
};
