// GraphQL enum value → REST value. The single source for the Apollo enum resolvers (runtime), for
// codegen's `enumValues` and enum `mappers` (types), and for the DTO types of the upstream layer, so
// resolvers only ever see the REST spelling (`IN_PROGRESS` ↔ `in-progress`).

type ValueOf<T> = T[keyof T];

export const RoleValues = {
  SYSTEM_ADMIN: 'system-admin',
  ADMIN: 'admin',
  USER: 'user',
  SPEAKER: 'speaker',
  SPEAKER_LIAISON: 'speaker-liaison',
  CLIENT_SPEAKER_PORTAL_ADMIN: 'client-speaker-portal-admin',
  FIELD_REP: 'field-rep',
  MARKETING: 'marketing',
  PROGRAM_ANALYST: 'program-analyst',
  SFC_COMPLIANCE: 'sfc-compliance',
} as const;

export const ProductValues = {
  HIVE: 'hive',
  SPEAKER_PORTAL: 'speaker-portal',
  DASHBOARD: 'dashboard',
  EVENT_MANAGEMENT: 'event-management',
} as const;

export const PermissionActionValues = {
  CREATE: 'create',
  READ: 'read',
  UPDATE: 'update',
  DELETE: 'delete',
} as const;

export const AuthTypeValues = {
  LOCAL: 'local',
  AZURE_AD: 'azure-ad',
  OKTA: 'okta',
} as const;

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

export const EventTypeValues = {
  LIVE: 'live',
  VIRTUAL: 'virtual',
  HYBRID: 'hybrid',
  WEBINAR: 'webinar',
  OTHER: 'other',
} as const;

export const MealTypeValues = {
  NO_MEAL: 'no-meal',
  LIGHT_REFRESHMENTS: 'light-refreshments',
  BREAKFAST: 'breakfast',
  LUNCH: 'lunch',
  DINNER: 'dinner',
} as const;

export const LocationTypeValues = {
  IN_OFFICE: 'in-office',
  OUT_OF_OFFICE: 'out-of-office',
  VIRTUAL: 'virtual',
  IN_VENUE: 'in-venue',
} as const;

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

export const GeoPrecisionValues = {
  ADDRESS: 'address',
  ZIP: 'zip',
  CITY: 'city',
} as const;

export const SpeakerTypeValues = {
  HCP: 'HCP',
  PATIENT: 'Patient',
  CAREGIVER: 'Caregiver',
  CRM: 'CRM',
} as const;

export const SpeakerCrmStatusValues = {
  ELIGIBLE: 'Eligible_vod',
  EXPIRED: 'Expired_vod',
  NOMINATED: 'Nominated_vod',
  APPROVED: 'Approved_vod',
} as const;

export const SpeakerSortFieldValues = {
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  EMAIL: 'email',
  CREDENTIALS: 'credentials',
  SPEAKER_TYPE: 'speakerType',
  CRM_STATUS: 'crmStatus',
  STATUS: 'status',
} as const;

export const ContractTypeValues = {
  INDIVIDUAL: 'individual',
  ORGANIZATION: 'organization',
} as const;

export const ProfileFieldTypeValues = {
  TEXT: 'text',
  TEXTAREA: 'textarea',
  NUMBER: 'number',
  DATE: 'date',
  BOOLEAN: 'boolean',
  FILE: 'file',
} as const;

export type RoleValue = ValueOf<typeof RoleValues>;
export type ProductValue = ValueOf<typeof ProductValues>;
export type PermissionActionValue = ValueOf<typeof PermissionActionValues>;
export type AuthTypeValue = ValueOf<typeof AuthTypeValues>;
export type EventStatusValue = ValueOf<typeof EventStatusValues>;
export type EventTypeValue = ValueOf<typeof EventTypeValues>;
export type MealTypeValue = ValueOf<typeof MealTypeValues>;
export type LocationTypeValue = ValueOf<typeof LocationTypeValues>;
export type EventSortFieldValue = ValueOf<typeof EventSortFieldValues>;
export type GeoPrecisionValue = ValueOf<typeof GeoPrecisionValues>;
export type SpeakerTypeValue = ValueOf<typeof SpeakerTypeValues>;
export type SpeakerCrmStatusValue = ValueOf<typeof SpeakerCrmStatusValues>;
export type SpeakerSortFieldValue = ValueOf<typeof SpeakerSortFieldValues>;
export type ContractTypeValue = ValueOf<typeof ContractTypeValues>;
export type ProfileFieldTypeValue = ValueOf<typeof ProfileFieldTypeValues>;

/** Every GraphQL enum of the schema with its REST values (`codegen.ts` and the resolvers use it). */
export const enumValues = {
  Role: RoleValues,
  Product: ProductValues,
  PermissionAction: PermissionActionValues,
  AuthType: AuthTypeValues,
  EventStatus: EventStatusValues,
  EventType: EventTypeValues,
  MealType: MealTypeValues,
  LocationType: LocationTypeValues,
  EventSortField: EventSortFieldValues,
  GeoPrecision: GeoPrecisionValues,
  SpeakerType: SpeakerTypeValues,
  SpeakerCrmStatus: SpeakerCrmStatusValues,
  SpeakerSortField: SpeakerSortFieldValues,
  ContractType: ContractTypeValues,
  ProfileFieldType: ProfileFieldTypeValues,
} as const;
