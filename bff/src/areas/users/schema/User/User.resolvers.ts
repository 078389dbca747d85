import type { UserFieldRepResolvers, UserResolvers, UserSpeakerResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { globalId, nodeIdentity } from '../../../../platform/schema/globalId.ts';
import type { UserDto } from '../../upstream/users.ts';

export function fetchUser(ctx: Context, internalId: number): Promise<UserDto | null> {
  return ctx.upstream.userAdmin.userById.load(internalId);
}

export const User: UserResolvers = {
  ...nodeIdentity('User'),
  // Every user of a page shares the one `GET roles` of the request.
  roleName: async (user, _args, ctx) => (await ctx.upstream.userAdmin.roleNames()).find((r) => r.role === user.role)?.name ?? user.role,
};

export const UserSpeaker: UserSpeakerResolvers = {
  speakerId: (speaker) => globalId('Speaker', speaker.id),
  internalId: (speaker) => speaker.id,
};

export const UserFieldRep: UserFieldRepResolvers = { internalId: (rep) => rep.id };
