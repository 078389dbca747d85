import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';
import { routeId } from '../../shared/routeId.ts';
import { attendeesOfEvent } from './attendeesOfEvent.ts';

const routes: AppRoute[] = [
  {
    path: '/attendees/list',
    name: 'Attendee Management',
    login: true,
    layout: 'primary',
    products: ['HIVE'],
    permission: ['attendee', 'READ'],
    featureFlag: 'registrationPagesEnabled',
    sidebar: { label: 'Attendees', order: 6 },
    // A link with `?eventId=` (an integrator's, an old bookmark) becomes that event's filter, which the person can clear.
    redirect: ({ searchParams }) => {
      if (!searchParams.has('eventId')) return null;
      const eventId = routeId(searchParams.get('eventId') ?? undefined);
      return eventId ? attendeesOfEvent(eventId) : '/attendees/list';
    },
    screen: () => import('./routes/AttendeeList/AttendeeListRoute.tsx').then((m) => m.attendeeListRoute),
  },
];

/** Attendee Management (spec 001 §2 "Attendees"): the list of event attendances, its dialogs and bulk actions. */
export const attendeesArea: WebArea = {
  name: 'attendees',
  routes,
  // The list shows 'Failed to load attendees' itself when its `eventAttendances` field fails.
  screenReportedFields: { AttendeeListRouteQuery: 'eventAttendances', AttendeesTableRefetchQuery: 'eventAttendances' },
  // Their refusals are told by the dialogs themselves ('Cannot send email notification. …', the status texts).
  selfHandledOperations: ['useSetEventAttendanceStatusMutation', 'useDeleteEventAttendancesMutation', 'useResendAttendeeEmailMutation'],
};
