import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { fetchUser } from './User.resolvers.ts';

export const usersConnection: Pick<QueryResolvers, 'users' | 'user' | 'roleNames' | 'userLinkOptions'> = {
  users: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.userAdmin.list({ ...page, sortBy: args.sortBy, sortDesc: args.sortDesc, searchQuery: args.searchQuery }),
    ),
  user: (_parent, { internalId }, ctx) => fetchUser(ctx, internalId),
  roleNames: (_parent, _args, ctx) => ctx.upstream.userAdmin.roleNames(),
  // A name or status hidden from the caller's role (null) answers an empty name and no Inactive mark: the fields are
  // non-null in the schema.
  userLinkOptions: async (_parent, { kind, searchQuery, userId }, ctx) =>
    (await ctx.upstream.userAdmin.linkOptions(kind, searchQuery, userId)).map((o) => ({
      internalId: o.id,
      name: o.name ?? '',
      active: o.active ?? true,
      email: o.email,
      credentials: o.credentials,
      specialty: o.specialty,
    })),
};
