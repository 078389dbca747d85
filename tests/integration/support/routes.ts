import type { RegisteredRoute } from '../../../api/src/platform/http/route.ts';
import { defaultGrants } from '../../../api/src/platform/db/seed.ts';
import type { Role } from '../../../api/src/platform/auth/model.ts';

/** A route's path with every parameter set to `value` (`/events/:id` → `/events/2000000000`). */
export const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

/** The registered route that answers a request (static segments win over parameters). */
export function routeOf(routes: readonly RegisteredRoute[], method: string, path: string): RegisteredRoute | undefined {
  const bare = path.split('?')[0] ?? path;
  return routes
    .filter((r) => r.method === method && new RegExp(`^${r.url.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(bare))
    .sort((a, b) => (a.url.match(/:/g)?.length ?? 0) - (b.url.match(/:/g)?.length ?? 0))[0];
}

/** Whether the seed grants `role` the route's declared permission (routes without one: always). */
export function granted(role: Role, route: RegisteredRoute): boolean {
  if (!route.permission) return true;
  const [entity, action] = route.permission;
  return (defaultGrants(role)[entity] ?? []).includes(action);
}

/** The 403 message of a missing permission (api/src/platform/http/errors.ts). */
export const forbiddenMessage = (route: RegisteredRoute) => `You do not have permission to ${route.permission![1]} ${route.permission![0]}`;
