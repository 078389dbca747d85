import type { QueryResolvers, ViewerResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { RoleValue } from '../../../../platform/enumValues.ts';
import { hasErrorCode } from '../../../../platform/errors.ts';
import type { UserDataDto } from '../../upstream/users.ts';
import { globalId } from '../../../../platform/schema/globalId.ts';

const ADMIN_ROLES: readonly RoleValue[] = ['system-admin', 'admin', 'client-speaker-portal-admin'];

/** The signed-in user, or null when the request carries no session or the service refuses it. */
export async function fetchViewer(ctx: Context): Promise<UserDataDto | null> {
  if (!ctx.session.accessToken && !ctx.session.canRefresh) return null;
  try {
    return await ctx.upstream.users.myUserData();
  } catch (error) {
    if (hasErrorCode(error, 'UNAUTHENTICATED')) return null;
    throw error;
  }
}

export const viewerQueries: Pick<QueryResolvers, 'viewer'> = {
  viewer: (_parent, _args, ctx) => fetchViewer(ctx),
};

export const Viewer: ViewerResolvers = {
  id: (user) => globalId('User', user.id),
  internalId: (user) => user.id,
  displayName: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
  isAdmin: (user) => ADMIN_ROLES.includes(user.role),
  permissions: (user) => Object.entries(user.permissions).map(([entity, actions]) => ({ entity, actions })),
  can: (user, { entity, action }) => user.permissions[entity]?.includes(action) ?? false,
  selectedProduct: (user, _args, ctx) => user.products.find((entry) => entry.product === ctx.identity.product)?.product ?? null,
  tenant: (_user, _args, ctx) => ctx.upstream.tenant.current(),
  instances: (_user, _args, ctx) => ctx.upstream.users.myInstances(),
  hiddenFields: (_user, { entity }, ctx) => ctx.upstream.permissions.hiddenFields(entity),
  disabledFields: (_user, { entity }, ctx) => ctx.upstream.permissions.disabledFieldsByEntity.load(entity),
};
