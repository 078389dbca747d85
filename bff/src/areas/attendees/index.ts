import type { BffArea } from '../../platform/area.ts';
import { attendeeEnumValues } from './enumValues.ts';
import { Attendee, EventAttendance, fetchEventAttendance } from './schema/EventAttendance/EventAttendance.resolvers.ts';
import { eventAttendanceMutations } from './schema/EventAttendance/EventAttendanceMutations.ts';
import { eventAttendancesConnection } from './schema/EventAttendance/EventAttendancesConnection.ts';
import { createAttendeesApi } from './upstream/attendees.ts';

/** Attendee Management (spec 001 "Attendees"): the list of event attendances, export, bulk status, delete, resend.
 *  The form (`formArea.ts`) and the import (`importArea.ts`) are areas of their own beside it. */
export const attendeesArea = {
  name: 'attendees',
  upstream: { attendees: createAttendeesApi },
  query: { ...eventAttendancesConnection },
  mutation: { ...eventAttendanceMutations },
  types: { EventAttendance, Attendee, ...attendeeEnumValues },
  nodes: { EventAttendance: fetchEventAttendance },
} satisfies BffArea;
