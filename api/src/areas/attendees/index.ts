import type { ApiArea } from '../../platform/area.ts';
import { attendanceRoutes } from './attendance.ts';
import { attendeeRoutes } from './attendees.ts';
import { attendeeImportRoutes } from './import.ts';
import { signInSheetRoutes } from './signInSheet.ts';
import * as tables from './tables.ts';

/** Attendees and their event attendances (spec 001 §2 Attendees, §3): for now the list the public registration
 *  page fills (areas/publicPages); the attendee screens (issue 13) grow it. */
export const attendeesArea: ApiArea = {
  name: 'attendees',
  tables,
  routes(route, { clientUrlOf }) {
    attendeeRoutes(route, clientUrlOf);
    attendanceRoutes(route);
    attendeeImportRoutes(route);
    signInSheetRoutes(route);
  },
  entityFields: {
    attendee: ['firstName', 'lastName', 'email', 'address', 'city', 'state', 'zipCode', 'marketingOptIn', 'type'],
  },
};
