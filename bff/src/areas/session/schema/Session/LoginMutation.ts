import type { LoginPayloadResolvers, MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { fetchViewer } from '../Viewer/Viewer.resolvers.ts';

export const loginMutation: Pick<MutationResolvers, 'login'> = {
  // A wrong e-mail or password answers UNAUTHENTICATED with the service's text.
  login: async (_parent, { input }, ctx) => {
    const tokens = await ctx.upstream.auth.signIn(input.email, input.password);
    ctx.session.start(tokens);
    return tokens;
  },
};

/** The payload's viewer is read with the tokens just issued (the session was switched to them). */
export const LoginPayload: LoginPayloadResolvers = {
  viewer: (_payload, _args, ctx) => fetchViewer(ctx),
};
