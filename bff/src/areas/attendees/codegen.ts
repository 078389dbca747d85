import type { AreaCodegen } from '../../platform/area.ts';
import { attendeeEnumValues } from './enumValues.ts';
import { importEnumValues } from './importEnumValues.ts';

/** Resolver types of the attendees area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    EventAttendance: './upstream/attendees.ts#EventAttendanceDto',
    AttendanceResponse: './upstream/attendanceForm.ts#AttendanceResponseDto',
    AttendeeImportResult: './upstream/attendeeImport.ts#AttendeeImportResultDto',
    SignInTemplate: './upstream/attendeeImport.ts#SignInTemplateDto',
    Attendee: './upstream/attendees.ts#AttendeeDto',
  },
  enumValues: { './enumValues.ts': attendeeEnumValues, './importEnumValues.ts': importEnumValues },
};
