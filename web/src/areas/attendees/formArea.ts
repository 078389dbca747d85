import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

/** Add / Edit Attendee (spec 001 §2): product hive, registration pages on; read-only roles open Edit read-only. */
export const attendeeFormRoutes: AppRoute[] = [
  {
    path: '/attendee/add',
    name: 'Add Attendee',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['attendee', 'CREATE'],
    featureFlag: 'registrationPagesEnabled',
    backButton: true,
    screen: () => import('./routes/AttendeeAdd/AttendeeAddRoute.tsx').then((m) => m.attendeeAddRoute),
  },
  {
    path: '/attendee/edit/:attendeeId/event/:eventId',
    name: 'Edit Attendee',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['attendee', 'READ'],
    featureFlag: 'registrationPagesEnabled',
    backButton: true,
    screen: () => import('./routes/AttendeeEdit/AttendeeEditRoute.tsx').then((m) => m.attendeeEditRoute),
  },
];

/** The attendee form's routes, beside the attendee list's area (`./area.ts`), which may take them in. */
export const attendeeFormArea: WebArea = { name: 'attendeeForm', routes: attendeeFormRoutes };
