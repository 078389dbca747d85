type ValueOf<T> = T[keyof T];

/** Type of a speaker (spec 001 §3). */
export const SpeakerTypeValues = {
  HCP: 'HCP',
  PATIENT: 'Patient',
  CAREGIVER: 'Caregiver',
  CRM: 'CRM',
} as const;
export type SpeakerTypeValue = ValueOf<typeof SpeakerTypeValues>;

/** A speaker's status in the CRM. */
export const SpeakerCrmStatusValues = {
  ELIGIBLE: 'Eligible_vod',
  EXPIRED: 'Expired_vod',
  NOMINATED: 'Nominated_vod',
  APPROVED: 'Approved_vod',
} as const;
export type SpeakerCrmStatusValue = ValueOf<typeof SpeakerCrmStatusValues>;

/** The speaker list's sortable columns (REST `sortBy`). */
export const SpeakerSortFieldValues = {
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  EMAIL: 'email',
  CREDENTIALS: 'credentials',
  SPEAKER_TYPE: 'speakerType',
  CRM_STATUS: 'crmStatus',
  STATUS: 'status',
} as const;
export type SpeakerSortFieldValue = ValueOf<typeof SpeakerSortFieldValues>;

/** A speaker contract's type. */
export const ContractTypeValues = {
  INDIVIDUAL: 'individual',
  ORGANIZATION: 'organization',
} as const;
export type ContractTypeValue = ValueOf<typeof ContractTypeValues>;

/** Type of a custom profile field. */
export const ProfileFieldTypeValues = {
  TEXT: 'text',
  TEXTAREA: 'textarea',
  NUMBER: 'number',
  DATE: 'date',
  BOOLEAN: 'boolean',
  FILE: 'file',
} as const;
export type ProfileFieldTypeValue = ValueOf<typeof ProfileFieldTypeValues>;

/** The speakers area's GraphQL enums with their REST values (`codegen.ts` and the enum resolvers of the speakers area). */
export const speakerEnumValues = {
  SpeakerType: SpeakerTypeValues,
  SpeakerCrmStatus: SpeakerCrmStatusValues,
  SpeakerSortField: SpeakerSortFieldValues,
  ContractType: ContractTypeValues,
  ProfileFieldType: ProfileFieldTypeValues,
} as const;
