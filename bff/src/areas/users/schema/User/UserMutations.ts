import { USER_MESSAGES as M } from '../../../../../../api/src/areas/users/contract.ts';
import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { graphQLError } from '../../../../platform/errors.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';
import { fetchUser } from './User.resolvers.ts';

/** createUser, updateUser, deleteUser, sendUserPasswordLink: the REST messages reach the form unchanged. */
export const userMutations: Pick<MutationResolvers, 'createUser' | 'updateUser' | 'deleteUser' | 'sendUserPasswordLink'> = {
  createUser: (_parent, { input }, ctx) => ctx.upstream.userAdmin.create(input),
  updateUser: async (_parent, { input: { id, ...fields } }, ctx) => ({
    user: await ctx.upstream.userAdmin.update(internalIdOf('User', id), fields),
  }),
  deleteUser: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('User', input.id);
    await ctx.upstream.userAdmin.remove(internalId);
    return { deletedId: globalId('User', internalId) };
  },
  sendUserPasswordLink: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('User', input.id);
    const user = await fetchUser(ctx, internalId);
    if (!user) throw graphQLError('NOT_FOUND', M.userIdNotFound);
    return { message: await ctx.upstream.userAdmin.sendPasswordLink(user.email) };
  },
};
