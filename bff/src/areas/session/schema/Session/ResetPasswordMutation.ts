import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';

export const resetPasswordMutation: Pick<MutationResolvers, 'resetPassword'> = {
  // Public: the token of the e-mailed link is the proof. The service ends every session of the link's
  // user (a cookie session of that user then fails its next refresh and is cleared); the person signs in anew.
  resetPassword: async (_parent, { input }, ctx) => ({
    message: await ctx.upstream.auth.resetPassword(input.token, input.password),
  }),
};
