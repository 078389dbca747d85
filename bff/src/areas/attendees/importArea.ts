import type { BffArea } from '../../platform/area.ts';
import { importEnumValues } from './importEnumValues.ts';
import { AttendeeImportResult, attendeeImportMutations, signInQueries } from './schema/AttendeeImport/AttendeeImport.ts';
import { createAttendeeImportApi } from './upstream/attendeeImport.ts';

/** Import Attendees (CSV rows in batches) and the printable sign-in sheet: beside the attendee list's area, which owns
 *  `EventAttendance` and opens both dialogs. */
export const attendeeImportArea = {
  name: 'attendeeImport',
  upstream: { attendeeImport: createAttendeeImportApi },
  query: { ...signInQueries },
  mutation: { ...attendeeImportMutations },
  types: { AttendeeImportResult, ...importEnumValues },
} satisfies BffArea;
