import { z } from 'zod';
import { PRODUCTS, ROLES, type Product } from '../../platform/auth/model.ts';
import type { Json } from '../../platform/http/answer.ts';
import { FIELD_TYPES, GRID_AREAS } from './contract.ts';

/** What the speaker profile routes answer: the REST contract's answer half (platform/http/answer.ts). */

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
