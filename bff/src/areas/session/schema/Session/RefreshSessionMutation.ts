import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { graphQLError } from '../../../../platform/errors.ts';

export const refreshSessionMutation: Pick<MutationResolvers, 'refreshSession'> = {
  // An integrator passes its refresh token; a browser's comes from the session cookie, which is reset.
  refreshSession: async (_parent, { input }, ctx) => {
    const given = input?.refreshToken ?? null;
    const refreshToken = given ?? ctx.session.refreshToken;
    if (!refreshToken) throw graphQLError('UNAUTHENTICATED', 'No session to refresh');
    const tokens = await ctx.upstream.auth.refresh(refreshToken);
    if (!given) ctx.session.start(tokens);
    return tokens;
  },
};
