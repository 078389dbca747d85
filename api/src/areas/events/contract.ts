/**
 * The event contract: one definition of an event's enums (with their labels), its rules and the
 * spec's message texts (spec 000 §4, §5, §9), imported by the api's routes and CSV import, the BFF's
 * enum mapping test and the web's form, list and filters. Plain TypeScript (no Node or browser APIs),
 * so every part can import it.
 */

/** Timezones an event may use: the US zones plus America/Los_Angeles and Canada/Atlantic. */
export const EVENT_ZONES = [
  'US/Alaska',
  'US/Aleutian',
  'US/Arizona',
  'US/Central',
  'US/East-Indiana',
  'US/Eastern',
  'US/Hawaii',
  'US/Indiana-Starke',
  'US/Michigan',
  'US/Mountain',
  'US/Pacific',
  'US/Samoa',
  'America/Los_Angeles',
  'Canada/Atlantic',
] as const;

/** Program types (REST values) with their labels. `other` is kept for old events but not offered in the form. */
export const EVENT_TYPE_LABELS = { live: 'Live', virtual: 'Virtual', hybrid: 'Hybrid', webinar: 'Webinar', other: 'Other' } as const;
export type EventType = keyof typeof EVENT_TYPE_LABELS;
export const EVENT_TYPES = Object.keys(EVENT_TYPE_LABELS) as [EventType, ...EventType[]];
export const FORM_EVENT_TYPES: readonly EventType[] = ['live', 'virtual', 'hybrid', 'webinar'];

/** Statuses (REST values) with their labels; deprecated ones are shown but not offered in the form. */
export const EVENT_STATUS_LABELS = {
  cancelled: 'Cancelled',
  confirmed: 'Confirmed',
  'in-progress': 'In Progress',
  complete: 'Complete',
  'coming-soon': 'Coming Soon',
  'planning-complete': 'Planning Complete',
  'on-demand': 'On Demand',
  other: 'Other',
  scheduled: 'Scheduled',
  occurred: 'Occurred',
} as const;
export type EventStatus = keyof typeof EVENT_STATUS_LABELS;
export const EVENT_STATUSES = Object.keys(EVENT_STATUS_LABELS) as [EventStatus, ...EventStatus[]];
export const DEPRECATED_EVENT_STATUSES: readonly EventStatus[] = ['other', 'scheduled', 'occurred'];

/** Meal types of live events (REST values) with their labels. */
export const MEAL_TYPE_LABELS = {
  'no-meal': 'No Meal',
  'light-refreshments': 'Light Refreshments (Snack)',
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
} as const;
export type MealType = keyof typeof MEAL_TYPE_LABELS;
export const MEAL_TYPES = Object.keys(MEAL_TYPE_LABELS) as [MealType, ...MealType[]];

/** Spec 000 §4 location types (REST values) with their labels: where the program takes place (dashboards filter on it). */
export const LOCATION_TYPE_LABELS = {
  'in-office': 'In-Office',
  'out-of-office': 'Out-of-Office',
  virtual: 'Virtual',
  'in-venue': 'In-Venue',
} as const;
export type LocationType = keyof typeof LOCATION_TYPE_LABELS;
export const LOCATION_TYPES = Object.keys(LOCATION_TYPE_LABELS) as [LocationType, ...LocationType[]];

/** Types that hold a webconference (spec 000 §2.5). */
export const CONFERENCE_EVENT_TYPES: readonly EventType[] = ['virtual', 'hybrid', 'webinar'];

/** The characters an event name (shortName) may not hold. */
export const NAME_SPECIAL_CHARACTERS = /[&$+,/:;=?@#]/;

/** Spec 000 §5 texts. */
export const EVENT_MESSAGES = {
  /** The list filter's period with From after To (ours: the spec has none; issue 28 #17). */
  periodOrder: 'From must be on or before To',
  nameRequired: 'Name is required',
  nameSpecials: 'Name cannot include special characters, such as: & $ + , / : ; = ? @ #',
  titleRequired: 'Program Name is required',
  startRequired: 'Start Date is required',
  endRequired: 'End Date is required',
  endAfterStart: 'End Date must be after Start Date',
  surveyTemplateRequired: 'Survey Template is required',
  registrationTemplateRequired: 'Registration Template is required',
  url: 'Please enter a valid URL (i.e. https://example.com)',
  conferenceUrl: 'Conference link must be a valid URL',
  zip: 'Zip code must be exactly 5 digits',
  fromEmail: 'From email has to be a valid email address',
  zone: 'Zone must be a US timezone, America/Los_Angeles or Canada/Atlantic',
} as const;

/** Longest texts the service stores. */
export const EVENT_LIMITS = { shortName: 100, title: 300, notes: 10_000 } as const;

/** The one rule across an event's dates, for the form, the REST calls and the CSV import alike: the end
 *  comes after the start (an event of no length is refused everywhere). */
export const endsAfterStart = (start: string | Date, end: string | Date) => new Date(end).getTime() > new Date(start).getTime();

export const HTTP_URL = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
export const ZIP_CODE = /^\d{5}$/;

/** Fields a CRM-synced event (with veevaId) keeps as the CRM sent them — what the program is, when and where it
 *  takes place, who speaks and who owns it (api/README.md "Events synced from the CRM"). The service refuses a
 *  change to them (422) and the form shows them disabled. */
export const CRM_LOCKED_FIELDS = [
  'shortName',
  'title',
  'startTime',
  'endTime',
  'zone',
  'type',
  'status',
  'topicId',
  'fieldRepId',
  'mealType',
  'speakers',
  'venueId',
  'locationType',
  'locationName',
  'locationAddress',
  'locationAddressLine2',
  'locationCity',
  'locationState',
  'locationZip',
] as const;
