/**
 * The speaker profile contract (spec 001 §2 "Speaker profile", §3 "Custom profile", §9): custom field
 * types, the profile grid's areas and default layouts, the locked groups, limits and message texts,
 * shared by the api's routes and, later, the web's forms. Plain TypeScript.
 */
import type { Product } from '../../platform/auth/model.ts';

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
