type ValueOf<T> = T[keyof T];

/** Status of an event. Deprecated values still appear on old events. */
export const EventStatusValues = {
  CANCELLED: 'cancelled',
  CONFIRMED: 'confirmed',
  IN_PROGRESS: 'in-progress',
  COMPLETE: 'complete',
  COMING_SOON: 'coming-soon',
  PLANNING_COMPLETE: 'planning-complete',
  ON_DEMAND: 'on-demand',
  OTHER: 'other',
  SCHEDULED: 'scheduled',
  OCCURRED: 'occurred',
} as const;
export type EventStatusValue = ValueOf<typeof EventStatusValues>;

/** Type of an event. */
export const EventTypeValues = {
  LIVE: 'live',
  VIRTUAL: 'virtual',
  HYBRID: 'hybrid',
  WEBINAR: 'webinar',
  OTHER: 'other',
} as const;
export type EventTypeValue = ValueOf<typeof EventTypeValues>;

/** Meal served at a live event. */
export const MealTypeValues = {
  NO_MEAL: 'no-meal',
  LIGHT_REFRESHMENTS: 'light-refreshments',
  BREAKFAST: 'breakfast',
  LUNCH: 'lunch',
  DINNER: 'dinner',
} as const;
export type MealTypeValue = ValueOf<typeof MealTypeValues>;

/** Where an event takes place (spec 000 §4). */
export const LocationTypeValues = {
  IN_OFFICE: 'in-office',
  OUT_OF_OFFICE: 'out-of-office',
  VIRTUAL: 'virtual',
  IN_VENUE: 'in-venue',
} as const;
export type LocationTypeValue = ValueOf<typeof LocationTypeValues>;

/** Sortable event columns. */
export const EventSortFieldValues = {
  SHORT_NAME: 'shortName',
  TITLE: 'title',
  START_TIME: 'startTime',
  END_TIME: 'endTime',
  TYPE: 'type',
  STATUS: 'status',
  ZONE: 'zone',
  REGISTERED: 'registered',
  ATTENDED: 'attended',
  CREATED_AT: 'createdAt',
} as const;
export type EventSortFieldValue = ValueOf<typeof EventSortFieldValues>;

/** The events area's GraphQL enums with their REST values (`codegen.ts` and the enum resolvers of the events area). */
export const eventEnumValues = {
  EventStatus: EventStatusValues,
  EventType: EventTypeValues,
  MealType: MealTypeValues,
  LocationType: LocationTypeValues,
  EventSortField: EventSortFieldValues,
} as const;
