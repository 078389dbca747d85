import type { BffArea } from '../../platform/area.ts';
import { attendeeEnumValues } from './enumValues.ts';
import { AttendanceResponse, attendanceFormMutations, attendanceFormQueries } from './schema/EventAttendance/EventAttendanceForm.ts';
import { createAttendanceFormApi } from './upstream/attendanceForm.ts';

/** The attendee form (Add / Edit Attendee): one attendance with its answers, create and update. Beside the attendee
 *  list's area (`./index.ts`), which owns `EventAttendance`; the enum values are the same object in both. */
export const attendeeFormArea = {
  name: 'attendeeForm',
  upstream: { attendanceForm: createAttendanceFormApi },
  query: { ...attendanceFormQueries },
  mutation: { ...attendanceFormMutations },
  types: { AttendanceResponse, ...attendeeEnumValues },
} satisfies BffArea;
