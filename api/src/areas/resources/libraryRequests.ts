import { z } from 'zod';
import { ids, listQuery } from '../../platform/http/lists.ts';
import { idParam } from '../../platform/http/params.ts';
import { RESOURCE_MESSAGES as M, resourceYears } from './contract.ts';
import { ASSIGN_SORT, RESOURCE_SORT } from './library.ts';

// The resource library's request bodies and list queries (spec 002 §5, §9); the bff checks its inputs with them.

const GROUP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
// eslint-disable-next-line no-control-regex -- control characters are what the texts may not hold
const CONTROL = /[\u0000-\u001f\u007f]/;
const name = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, { message, abort: true })
    .max(200, 'must be at most 200 characters')
    .refine((v) => !CONTROL.test(v), 'Name must not contain control characters');
const groupUrl = z
  .string()
  .trim()
  .max(2000, 'URL must be at most 2000 characters')
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || GROUP_URL.test(v), M.invalidUrl);
const groupWeight = z
  .number({ message: 'weight must be a whole number of 1 or more' })
  .int('weight must be a whole number of 1 or more')
  .min(1, 'weight must be a whole number of 1 or more')
  .max(2_147_483_647, 'weight is too large');
/** `POST /resource/group` (spec 002 §7: name, weight, url or null; the service gives the weight, spec 002 §9). */
export const groupBody = z.object({ name: name(M.groupNameRequired), url: groupUrl, weight: groupWeight.optional() }).strict();
/** `PUT /resource/group/:id`: the fields that change. */
export const groupPatch = z
  .object({ name: name(M.groupNameRequired), url: groupUrl, weight: groupWeight })
  .partial()
  .strict();
export type GroupPatch = z.output<typeof groupPatch>;
/** `PUT /resource/group` (the spec's path): the group's id and the fields that change. */
export const groupUpdate = groupPatch.extend({ id: idParam.shape.id });
/** `DELETE /resource/group` (the spec's path): the group as the list shows it; only its id is read. */
export const groupRef = z.object({ id: idParam.shape.id });

/** An https link with a host that has a dot (spec 002 §5: 'format: {host}'). */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

const anyYear = z
  .union([
    z.number().int('Year must be a whole number'),
    z
      .string()
      .regex(/^\d{4}$/, 'Year must be a year such as 2026')
      .transform(Number),
  ])
  .nullish();
/** The year rule's message: its choices move with the calendar. */
export const yearMessage = () => `Year must be one of ${resourceYears().join(', ')}`;
/** Spec 002 §9: this year and the next four (an edit may also keep the resource's own year, checked in the route). */
const yearField = anyYear.refine((y) => y == null || resourceYears().includes(y), { error: yearMessage });
const resourceFields = {
  fileName: name(M.resourceNameRequired),
  groupId: z.number({ message: M.groupRequired }).int(M.groupRequired).positive(M.groupRequired).max(2_147_483_647),
  expirationDate: z.iso.date('Expiration must be a date YYYY-MM-DD').nullish(),
  topic: z.number().int().positive().max(2_147_483_647).nullish(),
  year: yearField,
  prcCode: z
    .string()
    .trim()
    .max(100, 'PRC Code must be at most 100 characters')
    .refine((v) => !CONTROL.test(v), 'PRC Code must not contain control characters')
    .nullish(),
};
/** `POST /resource`. */
export const resourceCreate = z
  .object({
    ...resourceFields,
    fileUrl: z
      .string({ message: M.fileOrUrlRequired })
      .trim()
      .min(1, M.fileOrUrlRequired)
      .max(2000, 'fileUrl must be at most 2000 characters'),
    /** The uploaded file's own name (from `POST /resource/upload`). */
    sourceName: z
      .string()
      .trim()
      .max(300, 'sourceName must be at most 300 characters')
      .refine((v) => !CONTROL.test(v), 'sourceName must not contain control characters')
      .nullish(),
    speakerIds: ids.default([]),
  })
  .strict();
/** `PUT /resource/resource/:id`: the fields that change. */
export const resourcePatch = z
  .object({ ...resourceFields, year: anyYear })
  .partial()
  .strict();
/** `POST /resource/assign`. */
export const assignBody = z
  .object({
    attachmentId: idParam.shape.id.pipe(z.number()),
    speakerIds: ids.min(1, 'Choose at least one speaker'),
    assigned: z.boolean({ message: 'assigned must be true or false' }),
  })
  .strict();
/** `POST /resource/toggle`. */
export const toggleBody = z
  .object({ speakerId: z.number().int().positive().max(2_147_483_647), attachmentId: z.number().int().positive().max(2_147_483_647) })
  .strict();

/** `GET /resource` (and, without the page, the export); `GET /resource/speakers`. */
export const resourceListQuery = listQuery(
  z.object({ groupId: z.number().int().positive().max(2_147_483_647).optional(), ids: ids.optional() }).strict(),
  Object.keys(RESOURCE_SORT) as [keyof typeof RESOURCE_SORT],
);
export const exportQuery = resourceListQuery.omit({ page: true, limit: true });
export const assignListQuery = listQuery(z.object({}), Object.keys(ASSIGN_SORT) as [keyof typeof ASSIGN_SORT]).extend({
  specialtyFilter: z.string().trim().max(200, 'specialtyFilter is too long').optional(),
  isAssignedFilter: z
    .enum(['all', 'assigned', 'unassigned'], { message: 'isAssignedFilter must be all, assigned or unassigned' })
    .default('all'),
  attachmentId: idParam.shape.id,
});
