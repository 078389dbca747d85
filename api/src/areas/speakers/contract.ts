/**
 * The speaker contract: a speaker's enums (with their labels), limits and the spec's message texts
 * (spec 001 §3, §5, §8), shared by the api's routes and, later, the web's forms. Plain TypeScript.
 */
import type { Product } from '../../platform/auth/model.ts';

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

/** A speaker's fields as the profile and the speaker form name them (the profile-changed e-mail's `speakerUpdate.changes`). */
export const SPEAKER_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  credentials: 'Credentials',
  specialty: 'Specialty',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  speakerType: 'Speaker Type',
  avatarImgUrl: 'Headshot',
  regionId: 'Region',
  institution: 'Institution',
  crmStatus: 'Status',
  cvUrl: 'CV',
  bioUrl: 'Bio',
  veevaId: 'Veeva ID',
} as const;

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
  /** A path without its id (spec 001 §8): `PUT /speakers/{id}`, the blackout dates of a speaker, `DELETE /contract/{id}`. */
  updateWithoutId: 'Cannot update speaker without an ID',
  blackoutWithoutSpeaker: 'Unable to add/fetch blackout dates without a speaker ID',
  contractIdRequired: 'Contract ID required for deletion',
} as const;

/**
 * The speaker profile contract (spec 001 §2 "Speaker profile", §3 "Custom profile", §9): custom field
 * types, the profile grid's areas and default layouts, the locked groups, limits and message texts,
 * shared by the api's routes and, later, the web's forms. Plain TypeScript.
 */

/** Custom field types (REST values) with their labels. */
export const FIELD_TYPE_LABELS = {
  text: 'Text',
  textarea: 'Text Area',
  number: 'Number',
  date: 'Date',
  boolean: 'Yes / No',
  file: 'File',
} as const;
export type FieldType = keyof typeof FIELD_TYPE_LABELS;
export const FIELD_TYPES = Object.keys(FIELD_TYPE_LABELS) as [FieldType, ...FieldType[]];

/** The profile grid's areas: the cards of the profile, and the grid area a custom group may occupy. */
export const GRID_AREAS = [
  'info',
  'headshot',
  'address',
  'contact-address',
  'attachments',
  'travel-prefs',
  'blackout-dates',
  'bio',
  'contracts',
  'trainings',
] as const;
export type GridArea = (typeof GRID_AREAS)[number];

/** A layout as CSS `grid-template-areas`: one quoted row per line, three columns on desktop, one on mobile. */
export interface ProfileLayout {
  desktop: string;
  mobile: string;
}

const rows = (...lines: string[]) => lines.map((line) => `'${line}'`).join(' ');
const HIVE_LAYOUT: ProfileLayout = {
  desktop: rows('info info headshot', 'address contact-address attachments', 'blackout-dates blackout-dates contracts'),
  mobile: rows('info', 'headshot', 'address', 'contact-address', 'attachments', 'blackout-dates', 'contracts'),
};
const SPEAKER_PORTAL_LAYOUT: ProfileLayout = {
  desktop: rows(
    'info info headshot',
    'address contact-address attachments',
    'travel-prefs bio bio',
    'blackout-dates blackout-dates contracts',
    'trainings trainings trainings',
  ),
  mobile: rows(...GRID_AREAS),
};

/** The layout a tenant starts with per product (the demo seeds these rows; a tenant without a row for the
 *  product asked gets this, and products other than the speaker portal the management product's). */
export const DEFAULT_LAYOUTS: Record<Product, ProfileLayout> = {
  hive: HIVE_LAYOUT,
  'speaker-portal': SPEAKER_PORTAL_LAYOUT,
  dashboard: HIVE_LAYOUT,
  'event-management': HIVE_LAYOUT,
};

/** Groups that exist in every tenant and can be neither renamed nor deleted (spec 001 §2). */
export const LOCKED_GROUPS = ['Attachments', 'Speaker Bio'] as const;

/** Spec 001 §6 "Attachment delete": the roles that remove a file value from a speaker's profile (with the
 *  delete permission on speaker_profile_field_data; clearing a file value through a write is a removal too). */
export const ATTACHMENT_DELETE_ROLES = ['admin', 'speaker', 'system-admin', 'speaker-liaison'] as const;

export const PROFILE_LIMITS = { name: 100, text: 1000, textarea: 10_000, url: 2000, records: 100 } as const;

export const PROFILE_MESSAGES = {
  groupNameRequired: 'Group name is required',
  fieldNameRequired: 'Field name is required',
  fieldTypeRequired: `Field type must be one of ${FIELD_TYPES.join(', ')}`,
  groupLocked: (name: string) => `The group ${name} is locked: it cannot be renamed or deleted`,
  typeLocked: (name: string) => `The field ${name} has values: its type cannot change`,
  groupExists: (name: string) => `A group named ${name} already exists`,
  hidden: (name: string) => `The field ${name} is not available to your role`,
  disabled: (name: string) => `The field ${name} cannot be changed by your role`,
  number: (name: string) => `${name} must be a number`,
  date: (name: string) => `${name} must be a date YYYY-MM-DD`,
  boolean: (name: string) => `${name} must be 1 or 0`,
  file: (name: string) => `${name} must be the URL of an uploaded file`,
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  attachmentDelete: (name: string) => `Your role cannot remove the attachment ${name}`,
  notLiaison: (id: number) => `User ${id} is not a speaker liaison`,
} as const;
