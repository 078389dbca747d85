/**
 * The speaker contract: a speaker's enums (with their labels), limits and the spec's message texts
 * (spec 001 §3, §5, §8), shared by the api's routes and, later, the web's forms. Plain TypeScript.
 */

/** Speaker types (REST values) with their labels; `CRM` is the type the CRM sync sets. */
export const SPEAKER_TYPE_LABELS = { HCP: 'HCP', Patient: 'Patient', Caregiver: 'Caregiver', CRM: 'CRM' } as const;
export type SpeakerType = keyof typeof SPEAKER_TYPE_LABELS;
export const SPEAKER_TYPES = Object.keys(SPEAKER_TYPE_LABELS) as [SpeakerType, ...SpeakerType[]];

/** The CRM's speaker statuses; the list shows them without the `_vod` suffix. */
export const CRM_STATUS_LABELS = {
  Eligible_vod: 'Eligible',
  Expired_vod: 'Expired',
  Nominated_vod: 'Nominated',
  Approved_vod: 'Approved',
} as const;
export type CrmStatus = keyof typeof CRM_STATUS_LABELS;
export const CRM_STATUSES = Object.keys(CRM_STATUS_LABELS) as [CrmStatus, ...CrmStatus[]];

/** Contract types (REST values) with their labels. */
export const CONTRACT_TYPE_LABELS = { individual: 'Individual', organization: 'Organization' } as const;
export type ContractType = keyof typeof CONTRACT_TYPE_LABELS;
export const CONTRACT_TYPES = Object.keys(CONTRACT_TYPE_LABELS) as [ContractType, ...ContractType[]];

export const ZIP_CODE = /^\d{5}$/;

/** Fields a CRM-synced speaker (with veevaId) keeps as the CRM sent them (spec 001: synced records are mostly
 *  read-only): who the speaker is. The service refuses a change to them (422) and the profile shows them disabled; the
 *  rest (phone, address, files, links) stays the tenant's to keep. */
export const SPEAKER_CRM_LOCKED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'credentials',
  'specialty',
  'institution',
  'speakerType',
  'crmStatus',
  'veevaId',
] as const;
export const speakerSynced = (id: number, fields: readonly string[]) =>
  `Speaker ${id} is synced from the CRM: ${fields.join(', ')} cannot be changed`;

export const SPEAKER_LIMITS = { name: 100, email: 320, text: 300, url: 2000, blackoutDates: 366 } as const;

export const SPEAKER_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  email: 'Should be a valid email address',
  /** Not in the spec (it says only that the e-mail is required when creating a login). */
  loginEmailRequired: 'Email is required to create a login',
  speakerTypeRequired: 'Speaker Type is required',
  avatarUrl: 'Avatar URL must be a valid URL',
  address: 'Address cannot be empty',
  city: 'City cannot be empty',
  state: 'State cannot be empty',
  zip: 'Zip cannot be empty',
  zipDigits: 'Zip code must be 5 digits',
  contractNameRequired: 'Contract Name is required',
  contractTypeRequired: 'Contract Type is required',
  blackoutConflict: 'Unable to set blackout date with conflicting event',
  blackoutNotFound: 'Unable to find blackout date to delete',
  notAssigned: 'You are not assigned to any of the speaker events',
  speakerNotFound: 'Speaker record not found.',
  otherSpeaker: 'A speaker can only reach their own speaker record',
} as const;
