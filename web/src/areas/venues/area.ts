import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

const routes: AppRoute[] = [
  {
    path: '/venues/list',
    name: 'Venue Management',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['venue', 'READ'],
    // Spec 001 §2 and §6: field reps are excluded.
    excludeRoles: ['FIELD_REP'],
    featureFlag: 'venuesEnabled',
    sidebar: { label: 'Venues', order: 10 },
    screen: () => import('./routes/VenueList/VenueListRoute.tsx').then((m) => m.venueListRoute),
  },
  {
    path: '/venue/add',
    name: 'Add Venue',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['venue', 'CREATE'],
    excludeRoles: ['FIELD_REP'],
    featureFlag: 'venuesEnabled',
    backButton: true,
    screen: () => import('./routes/VenueAdd/VenueAddRoute.tsx').then((m) => m.venueAddRoute),
  },
  {
    path: '/venue/edit/:venueId',
    name: 'Edit Venue',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['venue', 'UPDATE'],
    excludeRoles: ['FIELD_REP'],
    featureFlag: 'venuesEnabled',
    backButton: true,
    screen: () => import('./routes/VenueEdit/VenueEditRoute.tsx').then((m) => m.venueEditRoute),
  },
];

/** Venues (spec 001 §2 "Venues"): Venue Management and Add/Edit venue. */
export const venuesArea: WebArea = {
  name: 'venues',
  routes,
  // Delete says 'Cannot delete venue…' itself (naming the events that use the venue).
  selfHandledOperations: ['useDeleteVenueMutation'],
  // The list shows 'Failed to load venues' itself when its `venues` field fails.
  screenReportedFields: { VenueListRouteQuery: 'venues', VenuesTableRefetchQuery: 'venues' },
};
