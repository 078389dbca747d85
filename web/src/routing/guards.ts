import type { ProductValue } from '../app/session.ts';
import { can, flagOn, type AppViewer } from '../app/viewer.ts';
import { APP_ROUTES, hasRoute, sidebarOrder, type AppRoute, type RoleValue } from './routes.tsx';

export type GuardResult =
  | { ok: true }
  | { ok: false; reason: 'login' }
  | { ok: false; reason: 'product'; message: 'Route unavailable for current product' }
  | { ok: false; reason: 'forbidden'; message: 'Access forbidden' };

const role = (viewer: AppViewer) => viewer.role as RoleValue;

/** Whether the route is open to the viewer in the product (permission, roles, flag) — no login check. */
export function allowed(route: AppRoute, viewer: AppViewer, product: ProductValue | null): boolean {
  return permitted(route, viewer) && (!route.products || (!!product && route.products.includes(product)));
}

function permitted(route: AppRoute, viewer: AppViewer): boolean {
  if (route.permission && !can(viewer, ...route.permission)) return false;
  if (route.excludeRoles?.includes(role(viewer))) return false;
  if (route.allowedRoles && !route.allowedRoles.includes(role(viewer))) return false;
  if (route.includeRoles && !route.includeRoles.includes(role(viewer))) return false;
  if (route.featureFlag && !flagOn(viewer, route.featureFlag)) return false;
  return true;
}

/** Guard order of spec 002 §6: login, then permission and roles, then product. */
export function guard(route: AppRoute, viewer: AppViewer | null, product: ProductValue | null): GuardResult {
  if (route.login && !viewer) return { ok: false, reason: 'login' };
  if (!viewer) return { ok: true };
  if (!permitted(route, viewer)) return { ok: false, reason: 'forbidden', message: 'Access forbidden' };
  if (route.products && !(product && route.products.includes(product))) {
    return { ok: false, reason: 'product', message: 'Route unavailable for current product' };
  }
  return { ok: true };
}

/** The side drawer: sidebar routes open to the viewer, ordered, grouped by section. */
export function sidebarRoutes(viewer: AppViewer, product: ProductValue | null): AppRoute[] {
  return APP_ROUTES.filter((r) => r.sidebar && allowed(r, viewer, product)).sort(
    (a, b) => sidebarOrder(a, product) - sidebarOrder(b, product),
  );
}

/** The products offered on Select Product and in the Apps menu: those that lead somewhere — their own
 *  site, or at least one screen of the user's (the system admin's event-management landing once it exists). */
export function offeredProducts(viewer: AppViewer): AppViewer['products'] {
  return viewer.products.filter(
    (p) =>
      p.externalUrl ||
      sidebarRoutes(viewer, p.product as ProductValue).length > 0 ||
      (viewer.role === 'SYSTEM_ADMIN' && p.product === 'EVENT_MANAGEMENT' && hasRoute('/tenant')),
  );
}
