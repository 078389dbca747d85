import { z } from 'zod';
import { PRODUCTS, ROLES, type Product } from '../../platform/auth/model.ts';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { EVENT_STATUSES } from '../events/contract.ts';
import { CONTRACT_TYPES, CRM_STATUSES, FIELD_TYPES, GRID_AREAS, SPEAKER_TYPES } from './contract.ts';

/** What the speaker routes answer: the REST contract's answer half (platform/http/answer.ts). Fields the caller's role
 *  may have hidden (the area's `entityFields`, with their aliases) answer null. */

/** Fields answered under two names (today's lookup name and spec 001's): hiding either hides both. */
const ALIASES: [string, string][] = [
  ['degree', 'credentials'],
  ['status', 'active'],
];

/** The caller's hidden speaker fields with their aliases (the api's speaker routes, the library's and the BFF's). */
export function withAliases(hidden: ReadonlySet<string>): ReadonlySet<string> {
  const out = new Set(hidden);
  for (const [a, b] of ALIASES) {
    if (hidden.has(a) || hidden.has(b)) {
      out.add(a);
      out.add(b);
    }
  }
  return out;
}

/** A speaker: today's lookup fields (the event form and the BFF read them) plus the fields of spec 001 §3. `status`
 *  stays `active`/`inactive`; `active` says the same as a boolean (hiding either hides both: `withAliases`). */
export const speaker = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  degree: z.string().nullable(),
  credentials: z.string().nullable(),
  specialty: z.string().nullable(),
  status: z.enum(['active', 'inactive']).nullable(),
  active: z.boolean().nullable(),
  userId: z.number().int().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  speakerType: z.enum(SPEAKER_TYPES).nullable(),
  avatarImgUrl: z.string().nullable(),
  regionId: z.number().int().nullable(),
  institution: z.string().nullable(),
  crmStatus: z.enum(CRM_STATUSES).nullable(),
  cvUrl: z.string().nullable(),
  bioUrl: z.string().nullable(),
  veevaId: z.string().nullable(),
});
/** A page of the list; `count` beyond the cap is a lower bound (`countExact` false). */
export const speakerPage = pageOf(speaker).extend({ countExact: z.boolean() });
/** `POST /speakers`: with `login`, how the speaker's user was made. */
export const createdSpeaker = speaker.extend({
  login: z.object({ message: z.string(), restored: z.boolean() }).optional(),
});

/** A row of `GET /speakers/speaker-events`: the event fields hidden from the caller answer null. */
export const speakerEvent = z.object({
  id: z.number().int(),
  shortName: z.string().nullable(),
  title: z.string().nullable(),
  startTime: instant.nullable(),
  /** The event's IANA time zone: its day is its start on this zone's clock (the blackout check's). */
  zone: z.string().nullable(),
  status: z.enum(EVENT_STATUSES).nullable(),
});

export const contractAddress = z.object({
  id: z.number().int(),
  speakerId: z.number().int(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
/** A contract address written: its id. */
export const addressWritten = z.object({ success: z.literal(true), id: z.number().int() });

/** A blackout day (`YYYY-MM-DD`). */
export const blackoutDate = z.object({ id: z.number().int(), blackoutDate: z.iso.date() });

/** A contract's file (`contractResource`, `w9Resource`), downloaded from `fileUrl`. */
export const attachmentRef = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileUrl: z.string(),
  extension: z.string().nullable(),
});
/** A contract with its two files; its dates `YYYY-MM-DD`. */
export const contract = z.object({
  id: z.number().int(),
  speakerId: z.number().int(),
  name: z.string().nullable(),
  type: z.enum(CONTRACT_TYPES).nullable(),
  signedDate: z.iso.date().nullable(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  contractResourceId: z.number().int().nullable(),
  w9ResourceId: z.number().int().nullable(),
  contractResource: attachmentRef.nullable(),
  w9Resource: attachmentRef.nullable(),
});

export type Speaker = Json<typeof speaker>;
export type CreatedSpeaker = Json<typeof createdSpeaker>;
export type SpeakerEvent = Json<typeof speakerEvent>;
export type ContractAddress = Json<typeof contractAddress>;
export type AddressWritten = Json<typeof addressWritten>;
export type BlackoutDate = Json<typeof blackoutDate>;
export type AttachmentRef = Json<typeof attachmentRef>;
export type Contract = Json<typeof contract>;

/** What the speaker profile's routes (`/custom-profile/…`) answer. */

const roles = z.array(z.enum(ROLES));

/** A custom field of the configuration (`GET /custom-profile/fields`, inside its group). */
const configField = z.object({
  fieldId: z.number().int(),
  fieldName: z.string(),
  fieldType: z.enum(FIELD_TYPES),
  fieldWeight: z.number().int(),
  fieldHiddenUserRoles: roles,
});
/** A custom field as its writes answer it, with its group's id. */
export const profileField = configField.extend({ groupId: z.number().int() });

/** A custom group as its writes answer it. */
export const profileGroup = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  groupWeight: z.number().int(),
  gridArea: z.enum(GRID_AREAS).nullable(),
  hiddenUserRoles: roles,
  disabledUserRoles: roles,
  locked: z.boolean(),
});
/** A group of the configuration with every field (`GET /custom-profile/fields` answers them all, in order). */
export const configGroup = profileGroup.extend({ fields: z.array(configField) });

/** A group of a speaker's profile (`GET /custom-profile/speaker/{id}`) as the caller's role may see it, its fields with
 *  the speaker's values (`valueId` null: no value record). */
export const speakerProfileGroup = profileGroup.extend({
  disabled: z.boolean(),
  fields: z.array(configField.extend({ valueId: z.number().int().nullable(), value: z.string().nullable() })),
});

/** A file value of a speaker's profile (`GET /custom-profile/speaker/{id}/attachments`). */
export const profileAttachment = z.object({
  id: z.number().int(),
  fieldId: z.number().int(),
  fieldName: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  fileUrl: z.string(),
  fileName: z.string().nullable(),
});

/** A value record written (`POST`, `PUT /custom-profile`): one, or an array when an array was sent. */
const valueRecord = z.object({
  id: z.number().int(),
  speakerId: z.number().int(),
  fieldId: z.number().int(),
  value: z.string().nullable(),
});
export const valueRecords = z.union([valueRecord, z.array(valueRecord)]);

/** The profile grid's layout for a product (CSS `grid-template-areas`). */
export const productLayout = z.object({
  product: z.enum(Object.keys(PRODUCTS) as [Product, ...Product[]]),
  desktop: z.string(),
  mobile: z.string(),
});

export const region = z.object({ id: z.number().int(), name: z.string() });

/** A user with the speaker-liaison role. */
export const liaison = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});

export type ProfileField = Json<typeof profileField>;
export type ProfileGroup = Json<typeof profileGroup>;
export type ProfileGroupConfig = Json<typeof configGroup>;
export type SpeakerProfileGroup = Json<typeof speakerProfileGroup>;
export type ProfileAttachment = Json<typeof profileAttachment>;
export type ValueRecord = Json<typeof valueRecord>;
export type ProductLayout = Json<typeof productLayout>;
export type Region = Json<typeof region>;
export type Liaison = Json<typeof liaison>;

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { addressBody } from './speakerRecords.ts';
export type { speakerFilters } from './speakers.ts';
