import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';

export const changePasswordMutation: Pick<MutationResolvers, 'changePassword'> = {
  // Uses the current session and needs the current password; the service answers new tokens, which
  // replace the session cookies.
  changePassword: async (_parent, { input }, ctx) => {
    const tokens = await ctx.upstream.auth.setPassword(input.email, input.currentPassword, input.password);
    ctx.session.start(tokens);
    return tokens;
  },
};
