import { generatePath, matchPath } from 'react-router-dom';
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
  if (route.featureFlag && !flagOn(viewer, route.featureFlag)) return false;
  if (route.available && !route.available(viewer)) return false;
  return true;
}

/** Whether a link to `path` opens for the viewer in the product: its screen exists, its guards let them in, and it
 *  shows what it names — a Speaker-role user's link to another speaker's profile would land on their own (the
 *  placeholder rule, `ownSpeakerPath`), so it does not open (issue 28 #12). */
export function canOpen(path: string, viewer: AppViewer, product: ProductValue | null): boolean {
  const pathname = path.split('?')[0] ?? path;
  for (const route of APP_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return allowed(route, viewer, product) && ownSpeakerPath(route, match.params, viewer) === null;
  }
  return false;
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

export const NO_SPEAKER_ACCOUNT = 'You do not have a speaker account';
const SPEAKER_PARAM = 'speakerId';

/** Spec 002 §6: a route's speaker-id placeholder is the Speaker-role user's own speaker id (for anyone, the
 *  placeholder itself, as in a drawer link a user without a speaker id follows). The path to go to instead, null
 *  when the address stands, or NO_SPEAKER_ACCOUNT when the user has no speaker record. */
export function ownSpeakerPath(
  route: AppRoute,
  params: Record<string, string | undefined>,
  viewer: AppViewer,
): string | typeof NO_SPEAKER_ACCOUNT | null {
  const given = params[SPEAKER_PARAM];
  if (given === undefined || (given !== `:${SPEAKER_PARAM}` && role(viewer) !== 'SPEAKER')) return null;
  if (viewer.speakerId == null) return NO_SPEAKER_ACCOUNT;
  if (given === String(viewer.speakerId)) return null;
  return generatePath(route.path, { ...params, [SPEAKER_PARAM]: String(viewer.speakerId) });
}

/** A drawer item's link: a speaker-id placeholder filled with the viewer's own speaker id when there is one. */
export const sidebarLink = (route: AppRoute, viewer: AppViewer) =>
  viewer.speakerId == null ? route.path : route.path.replace(`:${SPEAKER_PARAM}`, String(viewer.speakerId));

/** The side drawer: sidebar routes open to the viewer, ordered, grouped by section. */
export function sidebarRoutes(viewer: AppViewer, product: ProductValue | null): AppRoute[] {
  return openableSidebar(viewer, product).filter((r) => !sendsElsewhere(r, viewer, product));
}

/** Where a user lands in a product (spec 000 §2.1): the first screen of the drawer, or where that screen sends them
 *  (compliance staff: from the event list to the fee calculator, spec 000 §2.4). */
export function firstScreenPath(viewer: AppViewer, product: ProductValue): string | null {
  const [first] = openableSidebar(viewer, product);
  return first ? (redirectOf(first, viewer, product) ?? first.path) : null;
}

function openableSidebar(viewer: AppViewer, product: ProductValue | null): AppRoute[] {
  return APP_ROUTES.filter(
    (r) => r.sidebar && allowed(r, viewer, product) && (!r.includeRoles || r.includeRoles.includes(role(viewer))),
  ).sort((a, b) => sidebarOrder(a, product) - sidebarOrder(b, product));
}

const redirectOf = (r: AppRoute, viewer: AppViewer, product: ProductValue | null) =>
  (product &&
    r.redirect?.({ viewer, product, params: {}, searchParams: new URLSearchParams(), opens: (path) => canOpen(path, viewer, product) })) ||
  null;

/** A screen whose redirect sends this viewer to another screen of their drawer (compliance staff from the event list to
 *  the fee calculator) is not a drawer link of theirs; one that only adds to its address (the speaker portal's default
 *  period) or leads off the drawer (an impersonated speaker's resources) is. While impersonating no redirect is asked:
 *  the resources' one speaks up when the speaker is missing. */
function sendsElsewhere(r: AppRoute, viewer: AppViewer, product: ProductValue | null) {
  if (viewer.impersonating || !r.redirect) return false;
  const to = redirectOf(r, viewer, product)?.split('?')[0];
  return !!to && to !== r.path && openableSidebar(viewer, product).some((other) => other.path === to);
}

/** The screen of its own each product is for (spec 002 §1): a product whose screens are not built yet (Dashboard until
 *  its issue) is neither offered to choose nor to switch on (issue 28 #13); screens all products share, such as User
 *  Management, do not make it one. */
const PRODUCT_SCREEN: Record<ProductValue, string> = {
  HIVE: '/events/list',
  SPEAKER_PORTAL: '/events/list',
  EVENT_MANAGEMENT: '/events/list',
  DASHBOARD: '/dashboard/programs',
};
export const productBuilt = (product: string) => hasRoute(PRODUCT_SCREEN[product as ProductValue] ?? '/');

/** The products offered on Select Product and in the Apps menu: those that lead somewhere — their own
 *  site, or a built product with at least one screen of the user's (the system admin's event-management landing). */
export function offeredProducts(viewer: AppViewer): AppViewer['products'] {
  return viewer.products.filter(
    (p) =>
      p.externalUrl ||
      (productBuilt(p.product) &&
        (sidebarRoutes(viewer, p.product as ProductValue).length > 0 ||
          (viewer.role === 'SYSTEM_ADMIN' && p.product === 'EVENT_MANAGEMENT' && hasRoute('/tenant')))),
  );
}
