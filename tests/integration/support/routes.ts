import type { RegisteredRoute } from '../../../api/src/platform/http/route.ts';
import { roleRefused } from '../../../api/src/platform/http/errors.ts';
import { defaultGrants } from '../../../api/src/platform/db/seed.ts';
import type { Action, Entity, Role } from '../../../api/src/platform/auth/model.ts';

/** A route's path with every parameter set to `value` (`/events/:id` → `/events/2000000000`). */
export const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

/** The registered route that answers a request (static segments win over parameters). */
export function routeOf(routes: readonly RegisteredRoute[], method: string, path: string): RegisteredRoute | undefined {
  const bare = path.split('?')[0] ?? path;
  return routes
    .filter((r) => r.method === method && new RegExp(`^${r.url.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(bare))
    .sort((a, b) => (a.url.match(/:/g)?.length ?? 0) - (b.url.match(/:/g)?.length ?? 0))[0];
}

/** Each role's grants, `{ entity: actions }`: the seed's (`defaultGrants`) unless a test changed them. */
export type Grants = (role: Role) => Partial<Record<Entity, readonly Action[]>>;

/**
 * The 403 message a route answers `role` with (the router's order: the declared permission, then the route's roles),
 * or null when the role may call it.
 */
export function refusal(role: Role, route: RegisteredRoute, grants: Grants = defaultGrants): string | null {
  if (route.permission) {
    const [entity, action] = route.permission;
    if (!(grants(role)[entity] ?? []).includes(action)) return `You do not have permission to ${action} ${entity}`;
  }
  if (route.roles && !route.roles.includes(role)) return roleRefused(route.roles, route.permission).message;
  return null;
}

/** Whether `role` may call the route with these grants (routes without a permission or roles: always). */
export const granted = (role: Role, route: RegisteredRoute, grants: Grants = defaultGrants) => refusal(role, route, grants) === null;
