/** Attendees (spec 001 §3): types and attendance statuses with their labels. */
export const ATTENDEE_TYPE_LABELS = { hcp: 'HCP', patient: 'Patient', caregiver: 'Caregiver' } as const;
export type AttendeeType = keyof typeof ATTENDEE_TYPE_LABELS;
export const ATTENDEE_TYPES = Object.keys(ATTENDEE_TYPE_LABELS) as [AttendeeType, ...AttendeeType[]];

export const ATTENDANCE_STATUS_LABELS = {
  walkin: 'Walk In',
  attended: 'Attended',
  registered: 'Registered',
  noshow: 'No Show',
  cancelled: 'Cancelled',
  ineligible: 'Ineligible',
} as const;
export type AttendanceStatus = keyof typeof ATTENDANCE_STATUS_LABELS;
export const ATTENDANCE_STATUSES = Object.keys(ATTENDANCE_STATUS_LABELS) as [AttendanceStatus, ...AttendanceStatus[]];

/** The spec's texts of the attendee list (spec 001 §2 Attendees, §5 filters, §8 messages and successes). */
export const ATTENDEE_LIST_MESSAGES = {
  monthNeedsYear: 'Event year is required when event month is selected. Clearing event month.',
  statusUpdated: 'Successfully updated status for the selected Attendees',
  statusFailed: 'Failed to update attendee status. Please try again.',
  statusError: 'An error occurred while updating attendee status',
  deleteOne: 'Are you sure you want to delete this event attendance',
  deleteMany: 'Are you sure you want to delete this list of event attendances',
  deleted: 'Successfully deleted',
  exportFailed: 'Cannot export attendees into XLSX',
  emailSent: 'Email notification successfully sent.',
  emailFailed: (error: string) => `Cannot send email notification. ${error}`,
  noEvent: 'Cannot find event for this attendee.',
  noAttendee: 'Cannot find attendee for this event.',
  eventsFailed: 'Error fetching events',
  /** Ours (the spec names no server texts for these refusals). */
  noEmailSeries: 'The event has no email series',
  notSubscribed: 'The attendee is not subscribed to email notifications for this event',
  noEmailAddress: 'The attendee has no e-mail address',
  noTemplate: (type: string) => `The event's email series has no "${type}" template`,
} as const;

/** The list's sortable columns (REST `sortBy`); the default is createdDate, newest first. */
export const ATTENDANCE_SORT_FIELDS = ['createdDate', 'eventId', 'firstName', 'lastName', 'status', 'id'] as const;
export type AttendanceSortField = (typeof ATTENDANCE_SORT_FIELDS)[number];

/** Event Year of the filter popover: four years back to four forward (spec 001 §9). */
export const eventYearOptions = (now = new Date()) => Array.from({ length: 9 }, (_, i) => now.getFullYear() - 4 + i);
export const EVENT_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** At most this many attendances per bulk status change or batch delete (ours; the list pages at most 1000). */
export const ATTENDANCE_BATCH_LIMIT = 1000;

/** The e-mails an attendee can be sent again (spec 002 §3 e-mail template types, the attendee ones). */
export const ATTENDEE_EMAIL_TYPES = [
  'registration-thank-you',
  'remind-event-in-1-week',
  'remind-event-in-48-h',
  'remind-event-tomorrow',
  'remind-event-today',
  'remind-event-in-3-h',
  'remind-event-in-1-h',
  'remind-event-now',
  'attended-thank-you',
  'follow-up-after-1-d',
  'follow-up-after-2-d',
  'follow-up-after-3-d',
  'follow-up-after-5-d',
  'follow-up-after-1-week',
  'follow-up-after-30-d',
  'sorry-we-missed-you',
  'regrets-cancelation',
  'attendee-ineligible',
  'on-demand-event-registration',
  'on-demand-event-registration-approval',
  'on-demand-event-registration-rejection',
] as const;
export type AttendeeEmailType = (typeof ATTENDEE_EMAIL_TYPES)[number];

// The attendee import (shared by the api and the import dialog).

/** Spec 001 §3/§9: the nine import columns, in the order the import dialog maps them. */
export const IMPORT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'address',
  'city',
  'state',
  'zip',
  'email_subscribe',
  'marketing_subscribe',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Rows per `POST /attendees/import`: the dialog sends a file in batches of this size, one after another. */
export const IMPORT_BATCH = 500;
