import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';

export const requestPasswordResetMutation: Pick<MutationResolvers, 'requestPasswordReset'> = {
  requestPasswordReset: async (_parent, { input }, ctx) => ({
    message: await ctx.upstream.auth.requestPasswordReset(input.email),
  }),
};
