import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { hasErrorCode } from '../../../../platform/errors.ts';

export const logoutMutation: Pick<MutationResolvers, 'logout'> = {
  // The cookies are cleared in any case; the cookie session's refresh token is revoked server side
  // (an already revoked one is fine: the session is over either way).
  logout: async (_parent, _args, ctx) => {
    const refreshToken = ctx.session.refreshToken;
    ctx.session.end();
    if (refreshToken) {
      try {
        await ctx.upstream.auth.logout(refreshToken);
      } catch (error) {
        if (!hasErrorCode(error, 'UNAUTHENTICATED')) throw error;
      }
    }
    return { ok: true };
  },
};
