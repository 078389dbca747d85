import type { ProductValue } from '../../app/session.ts';
import type { AppRoute } from '../../routing/routes.tsx';
import type { WebArea } from '../../routing/area.ts';
import { notifyOutsideReact } from '../../app/toast.tsx';
import { routeId } from '../../shared/routeId.ts';
import { portalDefaultFilters } from './components/tableOptions.ts';

/** Event Management is the reduced event area (a decision, spec 000 does not list it): the list with add and edit. */
const LIST_PRODUCTS: ProductValue[] = ['HIVE', 'SPEAKER_PORTAL', 'EVENT_MANAGEMENT'];
const EVENT_PRODUCTS: ProductValue[] = ['HIVE', 'SPEAKER_PORTAL', 'EVENT_MANAGEMENT'];

/** No id (or not an id) in the address: one message, and no query that could only be refused (issue 28 #33). */
const withEventId: AppRoute['redirect'] = ({ params }) => {
  if (routeId(params.eventId) !== null) return null;
  notifyOutsideReact('error', 'No Event ID');
  return '/events/list';
};

const routes: AppRoute[] = [
  {
    path: '/events/list',
    name: 'Event Management',
    login: true,
    layout: 'primary',
    products: LIST_PRODUCTS,
    permission: ['event', 'READ'],
    sidebar: { label: 'Events', order: 2 },
    redirect: ({ viewer, product, searchParams, opens }) => {
      // Compliance users are to work in the fee calculator (spec 000 §2.4): sent there when it opens for them.
      if (viewer.role === 'SFC_COMPLIANCE' && opens('/calculator')) return '/calculator';
      // The speaker portal opens on the tenant's default period; an address with filters (cleared ones are `{}`) stands.
      const defaults =
        product === 'SPEAKER_PORTAL' && !searchParams.has('filters') && portalDefaultFilters(viewer.tenant.defaultEventPeriod);
      if (!defaults) return null;
      const next = new URLSearchParams(searchParams);
      next.set('filters', JSON.stringify(defaults));
      return `/events/list?${next.toString()}`;
    },
    screen: () => import('./routes/EventList/EventListRoute.tsx').then((m) => m.eventListRoute),
  },
  {
    path: '/event/add',
    name: 'Add Event',
    login: true,
    layout: 'primary',
    products: EVENT_PRODUCTS,
    permission: ['event', 'CREATE'],
    backButton: true,
    screen: () => import('./routes/EventAdd/EventAddRoute.tsx').then((m) => m.eventAddRoute),
  },
  {
    path: '/event/edit/:eventId?',
    name: 'Edit Event',
    login: true,
    layout: 'primary',
    products: EVENT_PRODUCTS,
    permission: ['event', 'UPDATE'],
    backButton: true,
    redirect: withEventId,
    screen: () => import('./routes/EventEdit/EventEditRoute.tsx').then((m) => m.eventEditRoute),
  },
  {
    // Issue 28 #12 (spec 000 names no such screen): the event read-only, for a viewer who reads events but may not
    // update them, so the list's rows lead somewhere (web/README.md "Event list").
    path: '/event/view/:eventId?',
    name: 'View Event',
    login: true,
    layout: 'primary',
    products: LIST_PRODUCTS,
    permission: ['event', 'READ'],
    backButton: true,
    redirect: withEventId,
    screen: () => import('./routes/EventView/EventViewRoute.tsx').then((m) => m.eventViewRoute),
  },
];

/** Events: the list, add, edit and the read-only view (spec 000). */
export const eventsArea: WebArea = {
  name: 'events',
  routes,
  // The event list shows 'Failed to load events' itself when its `events` field fails.
  screenReportedFields: { EventListRouteQuery: 'events', EventsTableRefetchQuery: 'events' },
};
