type ValueOf<T> = T[keyof T];

/** Attendance statuses (spec 001 §3) with their REST values. */
export const AttendanceStatusValues = {
  WALKIN: 'walkin',
  ATTENDED: 'attended',
  REGISTERED: 'registered',
  NOSHOW: 'noshow',
  CANCELLED: 'cancelled',
  INELIGIBLE: 'ineligible',
} as const;
export type AttendanceStatusValue = ValueOf<typeof AttendanceStatusValues>;

/** Attendee Management's sortable columns (REST `sortBy`). */
export const EventAttendanceSortFieldValues = {
  CREATED_DATE: 'createdDate',
  EVENT_ID: 'eventId',
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  STATUS: 'status',
} as const;
export type EventAttendanceSortFieldValue = ValueOf<typeof EventAttendanceSortFieldValues>;

/** The attendee section's GraphQL enums with their REST values (`codegen.ts` and the enum resolvers of the area). */
export const attendeeEnumValues = {
  AttendanceStatus: AttendanceStatusValues,
  EventAttendanceSortField: EventAttendanceSortFieldValues,
} as const;
