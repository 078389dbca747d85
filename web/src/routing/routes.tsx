import type { ProductValue } from '../app/session.ts';
import type { Action, AppViewer } from '../app/viewer.ts';
import { matchPath } from 'react-router-dom';
import { AREAS } from '../areas/index.ts';
import type { RouteScreen } from './types.ts';

export type RoleValue =
  | 'SYSTEM_ADMIN'
  | 'ADMIN'
  | 'USER'
  | 'SPEAKER'
  | 'SPEAKER_LIAISON'
  | 'CLIENT_SPEAKER_PORTAL_ADMIN'
  | 'FIELD_REP'
  | 'MARKETING'
  | 'PROGRAM_ANALYST'
  | 'SFC_COMPLIANCE';

/** What a route's `redirect` reads: who asks, in which product, at which address. */
export interface RouteAt {
  viewer: AppViewer;
  product: ProductValue;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  /** Whether another screen opens for this viewer in this product (the guards' answer: an area cannot import them). */
  opens: (path: string) => boolean;
}

/** The spec's route metadata (000 §2.3, 002 §2.1): it drives the guards and the side drawer. */
export interface AppRoute {
  path: string;
  name: string;
  login: boolean;
  layout: 'default' | 'primary';
  products?: ProductValue[];
  permission?: [entity: string, action: Action];
  allowedRoles?: RoleValue[];
  /** Roles the side drawer offers the item to (spec 000 §2.2); the guard does not read it (spec 002 §6). */
  includeRoles?: RoleValue[];
  excludeRoles?: RoleValue[];
  featureFlag?: string;
  /** Whether the screen exists for this viewer, from what the viewer's read holds (a dashboard: at least one chart
   *  configured for it, spec 002 §1); guards and drawer treat it as they treat a feature flag. */
  available?: (viewer: AppViewer) => boolean;
  sidebar?: { label: string; order: number; section?: string };
  backButton?: boolean;
  /** Where the viewer is sent instead, before the guards run (a Speaker opening the speaker list: their profile; the
   *  speaker portal's event list opened without filters: the tenant's default period). Every address a screen would
   *  otherwise write on opening is decided here, in the route's loader: a screen that writes the address after it
   *  mounts cancels a navigation the person started meanwhile (React Router drops the one still loading). */
  redirect?: (at: RouteAt) => string | null;
  screen?: () => Promise<RouteScreen>;
}

/** Every area's screens inside the signed-in shell (web/src/areas/index.ts). */
export const APP_ROUTES: AppRoute[] = AREAS.flatMap((area) => area.routes ?? []);

/** Whether a screen answers `path` (query left out): a menu item or button leading to a screen that is
 *  not built yet is not offered, rather than ending on Page Not Found. */
export const hasRoute = (path: string) => APP_ROUTES.some((route) => matchPath(route.path, path.split('?')[0] ?? path) !== null);

/** Sidebar items swap order between products (spec 000 §2.2): Events (2) before Speakers (4) in the management
 *  product, Speakers before Events in the speaker portal, whose subject they are. Events keeps 1 there, beside a
 *  speaker's Profile (1) and listed before it (the events area comes first), so a speaker still lands on their events. */
const PORTAL_ORDER: Record<string, number> = { Speakers: 0, Events: 1 };

export function sidebarOrder(route: AppRoute, product: ProductValue | null): number {
  const portalOrder = product === 'SPEAKER_PORTAL' ? PORTAL_ORDER[route.sidebar?.label ?? ''] : undefined;
  return portalOrder ?? route.sidebar?.order ?? 0;
}
