import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only, type Database, type Tx } from '../../platform/db/client.ts';
import { getLookup, TOPICS } from '../../platform/db/lookups.ts';
import { sendFile } from '../../platform/http/download.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { ids, listQuery } from '../../platform/http/lists.ts';
import { readFilePart } from '../../platform/http/multipart.ts';
import type { Router } from '../../platform/http/route.ts';
import { sniffContentType } from '../../platform/storage/contentType.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { visibleColumns, writeWorkbook, XLSX_TYPE, type ExportColumn } from '../events/eventExport.ts';
import { fileNotFound } from '../files/fileAccess.ts';
import { keyOfFileUrl, servedByItsOwnRoute } from '../files/uploads.ts';
import { idParam } from '../lookups/lookups.ts';
import {
  ARCHIVED_GROUP,
  assignedMessage,
  PREVIEWABLE,
  RESOURCE_FILE_TYPES,
  RESOURCE_RELATED,
  RESOURCE_MAX_BYTES,
  RESOURCE_MESSAGES as M,
  resourceTooLarge,
  resourceUnsupported,
  resourceYears,
  type ResourceDto,
  type ResourceExtension,
} from './contract.ts';
import { redactAnswer, refuseHiddenListFields, refuseRelatedSort, type HiddenFields } from '../../platform/http/fields.ts';
import { withAliases } from '../speakers/queries.ts';
import {
  ASSIGN_SORT,
  ASSIGN_SORT_FIELDS,
  groupById,
  listAssignSpeakers,
  listGroups,
  listResources,
  ownSpeakerOf,
  RESOURCE_SORT,
  RESOURCE_SORT_FIELDS,
  type ResourceListQuery,
  resourceBatches,
  resourceById,
  resourceWithKey,
} from './library.ts';
import { previewKeyOf, previewSource, watermarkPdf } from './preview.ts';

// The resource library's REST calls (spec 002 §7 "Resources"): groups, resources, assignment, export, upload, preview.

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
const groupBody = z.object({ name: name(M.groupNameRequired), url: groupUrl }).strict();
const groupPatch = z
  .object({ name: name(M.groupNameRequired), url: groupUrl })
  .partial()
  .strict();

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
const yearMessage = () => `Year must be one of ${resourceYears().join(', ')}`;
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
const resourceCreate = z
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
const resourcePatch = z
  .object({ ...resourceFields, year: anyYear })
  .partial()
  .strict();
const assignBody = z
  .object({
    attachmentId: idParam.shape.id.pipe(z.number()),
    speakerIds: ids.min(1, 'Choose at least one speaker'),
    assigned: z.boolean({ message: 'assigned must be true or false' }),
  })
  .strict();
const toggleBody = z
  .object({ speakerId: z.number().int().positive().max(2_147_483_647), attachmentId: z.number().int().positive().max(2_147_483_647) })
  .strict();

const resourceListQuery = listQuery(
  z.object({ groupId: z.number().int().positive().max(2_147_483_647).optional(), ids: ids.optional() }).strict(),
  Object.keys(RESOURCE_SORT) as [keyof typeof RESOURCE_SORT],
);
const exportQuery = resourceListQuery.omit({ page: true, limit: true });
const assignListQuery = listQuery(z.object({}), Object.keys(ASSIGN_SORT) as [keyof typeof ASSIGN_SORT]).extend({
  specialtyFilter: z.string().trim().max(200, 'specialtyFilter is too long').optional(),
  isAssignedFilter: z
    .enum(['all', 'assigned', 'unassigned'], { message: 'isAssignedFilter must be all, assigned or unassigned' })
    .default('all'),
  attachmentId: idParam.shape.id,
});

const noon = (date: string | null | undefined) => (date ? `${date}T12:00:00Z` : null);

async function checkGroup(tx: Tx, groupId: number) {
  if (!(await groupById(tx, groupId))) throw fieldRefused('groupId', `Resource group ${groupId} not found`);
}
async function checkTopic(tx: Tx, topic: number | null | undefined) {
  if (topic && !(await getLookup(tx, TOPICS, topic))) throw fieldRefused('topic', `Topic ${topic} not found`);
}
async function checkSpeakers(tx: Tx, speakerIds: number[]) {
  if (!speakerIds.length) return;
  const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
    sql`select count(*)::int as count from speakers where id = any(${intArray(speakerIds)})`,
  );
  if (count !== new Set(speakerIds).size) throw fieldRefused('speakerIds', 'One or more speakers were not found');
}

/** The file kinds by their first bytes: a name's extension must agree with its content. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (body: Buffer, bytes: number[]) => body.length >= bytes.length && bytes.every((b, i) => body[i] === b);
export function resourceKindOf(fileName: string, body: Buffer): ResourceExtension | null {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase().replace('jpeg', 'jpg');
  if (!extension || !(extension in RESOURCE_FILE_TYPES)) return null;
  const ext = extension as ResourceExtension;
  if (ext === 'doc' || ext === 'ppt' || ext === 'xls') return startsWith(body, OLE2) ? ext : null;
  if (ext === 'docx' || ext === 'pptx' || ext === 'xlsx') return startsWith(body, ZIP) ? ext : null;
  return sniffContentType(body)?.type === RESOURCE_FILE_TYPES[ext] ? ext : null;
}

/** The multipart `file` part of a resource upload (at most RESOURCE_MAX_BYTES) and its name. */
async function readResourceFile(request: FastifyRequest): Promise<{ body: Buffer; fileName: string } | null> {
  const { file } = await readFilePart(request, { maxBytes: RESOURCE_MAX_BYTES, tooLarge: resourceTooLarge });
  return file && { body: file.bytes, fileName: file.name };
}

const EXPORT_COLUMNS: ExportColumn<ResourceDto>[] = [
  { header: 'Resource', field: 'fileName', width: 36, value: (r) => r.fileName },
  { header: 'Category', field: 'groupId', width: 20, value: (r) => r.group.name },
  { header: 'Expiration', field: 'expirationDate', width: 14, value: (r) => r.expirationDate },
  { header: 'Topic', field: 'topic', related: [['topic', 'name']], width: 28, value: (r) => r.topic?.name ?? null },
  { header: 'Year', field: 'year', width: 8, value: (r) => r.year },
  { header: 'PRC Code', field: 'prcCode', width: 16, value: (r) => r.prcCode },
  { header: 'File / Link', field: 'fileUrl', width: 40, value: (r) => (r.isLink ? r.fileUrl : r.sourceName) },
  { header: 'Speakers', field: 'speakerIds', width: 10, value: (r) => r.speakerIds.length },
];

/** A resource list's query for the caller: no sort by, nor search in, a topic field hidden from the caller's role. */
async function topicRules<Q extends Omit<ResourceListQuery, 'page' | 'limit'>>(query: Q, hidden: HiddenFields): Promise<Q> {
  await refuseRelatedSort(query.sortBy, RESOURCE_SORT_FIELDS, hidden);
  return { ...query, topicHidden: await hidden('topic') };
}

/** A stored resource the caller reaches and may open: 404 'File not found' when missing or out of reach (every file
 *  route's one text), 404 'No file URL to download' for a link, 410 when expired (spec 002 §2.4). */
export async function openableResource(tx: Tx, id: number, own: number | null) {
  const resource = await resourceWithKey(tx, id, own);
  if (!resource) throw fileNotFound();
  if (resource.isLink || !resource.storageKey) throw new HttpError(404, M.noFileUrl);
  if (resource.expired) throw new HttpError(410, M.expired);
  return resource as typeof resource & { storageKey: string };
}

/** Removes a resource's stored file and its converted preview (a link has neither); a failing store is left as is. */
async function deleteStored(storage: FileStorage, key: string | null) {
  if (!key) return;
  await Promise.all([storage.delete(key), storage.delete(previewKeyOf(key))].map((p) => p.catch(() => undefined)));
}

export function libraryRoutes(route: Router, storage: FileStorage, db: Database) {
  // ---- Groups ----
  route({
    method: 'GET',
    url: '/resource/types',
    permission: ['attachment_group', 'read'],
    handler: async ({ tx, user }) => ({ results: await listGroups(tx, ownSpeakerOf(user)) }),
  });

  route({
    method: 'GET',
    url: '/resource/group/:id',
    permission: ['attachment_group', 'read'],
    schema: { params: idParam },
    handler: async ({ tx, params, user }) =>
      (await groupById(tx, params.id, ownSpeakerOf(user))) ?? Promise.reject(notFound('Resource group', params.id)),
  });

  route({
    method: 'POST',
    url: '/resource/group',
    permission: ['attachment_group', 'create'],
    status: 201,
    schema: { body: groupBody },
    handler: async ({ tx, tenantId, body, audit }) => {
      // Spec 002 §9: weights start at 1, a new group is the highest weight plus 1 (the lock orders concurrent creates).
      await tx.query(sql`select pg_advisory_xact_lock(hashtext('resource_groups:' || ${tenantId}))`);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into resource_groups (tenant_id, name, url, weight)
          select ${tenantId}, ${body.name}, ${body.url}, coalesce(max(weight), 0) + 1 from resource_groups returning id`),
      );
      await audit('attachment_group', id, 'create', Object.keys(body));
      return groupById(tx, id);
    },
  });

  route({
    method: 'PUT',
    url: '/resource/group/:id',
    permission: ['attachment_group', 'update'],
    schema: { params: idParam, body: groupPatch },
    handler: async ({ tx, params, body, audit }) => {
      const before = await groupById(tx, params.id);
      if (!before) throw notFound('Resource group', params.id);
      const changed = Object.entries(body).filter(([key, value]) => before[key as 'name' | 'url'] !== value);
      if (!changed.length) throw new HttpError(422, M.nothingChanged);
      await tx.query(sql`update resource_groups set name = ${body.name ?? before.name},
        url = ${body.url === undefined ? before.url : body.url}, updated_at = now() where id = ${params.id}`);
      await audit(
        'attachment_group',
        params.id,
        'update',
        changed.map(([key]) => key),
      );
      return groupById(tx, params.id);
    },
  });

  route({
    method: 'POST',
    url: '/resource/group/:id/move',
    permission: ['attachment_group', 'update'],
    schema: {
      params: idParam,
      body: z.object({ direction: z.enum(['up', 'down'], { message: 'direction must be up or down' }) }).strict(),
    },
    handler: async ({ tx, tenantId, params, body, audit }) => {
      await tx.query(sql`select pg_advisory_xact_lock(hashtext('resource_groups:' || ${tenantId}))`);
      const group = await groupById(tx, params.id);
      if (!group) throw notFound('Resource group', params.id);
      const up = body.direction === 'up';
      const [neighbour] = await tx.query<{ id: number; weight: number }>(sql`select id, weight from resource_groups
        where ${up ? sql`(weight, id) < (${group.weight}, ${group.id})` : sql`(weight, id) > (${group.weight}, ${group.id})`}
        order by weight ${up ? sql`desc` : sql`asc`}, id ${up ? sql`desc` : sql`asc`} limit 1`);
      if (!neighbour) throw new HttpError(409, `The group is already ${up ? 'first' : 'last'}`);
      // Two updates in the request's one transaction (spec 002 §2.3): equal weights still end up ordered.
      const [mine, theirs] =
        neighbour.weight === group.weight
          ? up
            ? [group.weight, group.weight + 1]
            : [group.weight + 1, group.weight]
          : [neighbour.weight, group.weight];
      await tx.query(sql`update resource_groups set weight = ${mine}, updated_at = now() where id = ${group.id}`);
      await tx.query(sql`update resource_groups set weight = ${theirs}, updated_at = now() where id = ${neighbour.id}`);
      await audit('attachment_group', group.id, 'update', ['weight']);
      await audit('attachment_group', neighbour.id, 'update', ['weight']);
      return { results: await listGroups(tx, null) };
    },
  });

  route({
    method: 'DELETE',
    url: '/resource/group/:id',
    permission: ['attachment_group', 'delete'],
    schema: { params: idParam },
    handler: async ({ tx, params, audit }) => {
      // The warning's promise: the group's resources go with it (their files once the rows are gone).
      const keys = await tx.query<{ id: number; key: string | null }>(
        sql`select id, storage_key as key from attachments where group_id = ${params.id}`,
      );
      const deleted = await tx.query(sql`delete from resource_groups where id = ${params.id} returning id`);
      if (!deleted.length) throw notFound('Resource group', params.id);
      await audit('attachment_group', params.id, 'delete');
      for (const { id } of keys) await audit('attachment', id, 'delete');
      await Promise.all(keys.map((k) => deleteStored(storage, k.key)));
      return undefined;
    },
  });

  // ---- Resources ----
  route({
    method: 'GET',
    url: '/resource',
    permission: ['attachment', 'read'],
    related: RESOURCE_RELATED,
    schema: { query: resourceListQuery },
    handler: async ({ tx, query, user, hidden }) => listResources(tx, await topicRules(query, hidden), ownSpeakerOf(user)),
  });

  route({
    method: 'GET',
    url: '/resource/export',
    permission: ['attachment', 'read'],
    schema: { query: exportQuery },
    handler: async ({ tx, query, user, reply, hidden }) => {
      const columns = await visibleColumns(EXPORT_COLUMNS, null, hidden);
      const rows = resourceBatches(tx, await topicRules(query, hidden), ownSpeakerOf(user));
      const body = new PassThrough();
      sendFile(reply, body, { fileName: `resources-${new Date().toISOString().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE });
      try {
        await writeWorkbook(body, 'Resources', columns, rows);
      } catch (error) {
        body.destroy(error as Error);
        throw error;
      }
      return reply;
    },
  });

  route({
    method: 'GET',
    url: '/resource/:id',
    permission: ['attachment', 'read'],
    related: RESOURCE_RELATED,
    schema: { params: idParam },
    handler: async ({ tx, params, user }) =>
      (await resourceById(tx, params.id, ownSpeakerOf(user))) ?? Promise.reject(notFound('Resource', params.id)),
  });

  route({
    upload: true,
    method: 'POST',
    url: '/resource/upload',
    permission: ['speaker_attachment', 'create'],
    status: 201,
    // The body (up to 25 MB) is read and stored before the request's transaction: no connection waits for it.
    prepare: async ({ tenantId, request }) => {
      const file = await readResourceFile(request);
      if (!file?.body.length) throw new HttpError(400, 'file is required');
      const kind = resourceKindOf(file.fileName, file.body);
      if (!kind) throw new HttpError(415, resourceUnsupported);
      const key = `${tenantId}/protected/${randomUUID()}.${kind}`;
      await storage.put(key, file.body, RESOURCE_FILE_TYPES[kind]).catch((error: Error) => {
        request.log.error(error);
        throw new HttpError(502, 'Failed to upload file to S3');
      });
      return { key, fileName: file.fileName, contentType: RESOURCE_FILE_TYPES[kind], size: file.body.length };
    },
    handler: async ({ prepared, audit }) => {
      const { key, ...file } = prepared as { key: string; fileName: string; contentType: string; size: number };
      try {
        await audit('attachment', key, 'create', ['file']);
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
      return { url: `/files/${key}`, ...file };
    },
  });

  route({
    method: 'POST',
    url: '/resource',
    permission: ['speaker_attachment', 'create'],
    related: RESOURCE_RELATED,
    status: 201,
    schema: { body: resourceCreate },
    handler: async ({ tx, tenantId, body, audit }) => {
      await checkGroup(tx, body.groupId);
      await checkTopic(tx, body.topic);
      await checkSpeakers(tx, body.speakerIds);
      const key = keyOfFileUrl(body.fileUrl);
      let file: { key: string | null; link: string | null; contentType: string | null; size: number | null; source: string | null };
      if (key && !/^https:/i.test(body.fileUrl)) {
        // A file another resource, a training video or a certificate holds is not taken over (its delete would go too).
        const stored = key.startsWith(`${tenantId}/protected/`) && !(await servedByItsOwnRoute(tx, key)) ? await storage.get(key) : null;
        if (!stored) throw fieldRefused('fileUrl', 'The file must be uploaded with POST /resource/upload first');
        stored.body.destroy();
        file = { key, link: null, contentType: stored.contentType, size: stored.size, source: body.sourceName || body.fileName };
      } else if (isHttpsLink(body.fileUrl)) {
        file = { key: null, link: body.fileUrl, contentType: null, size: null, source: body.fileUrl };
      } else {
        throw fieldRefused('fileUrl', M.httpsLink);
      }
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into attachments (tenant_id, kind, file_name, content_type, size, storage_key,
          link_url, source_name, group_id, expiration_date, topic_id, year, prc_code)
          values (${tenantId}, 'resource', ${body.fileName}, ${file.contentType}, ${file.size}, ${file.key}, ${file.link},
          ${file.source}, ${body.groupId}, ${noon(body.expirationDate)}, ${body.topic ?? null}, ${body.year ?? null},
          ${body.prcCode || null}) returning id`),
      );
      if (body.speakerIds.length) {
        await tx.query(sql`insert into speaker_attachments (tenant_id, attachment_id, speaker_id)
          select ${tenantId}, ${id}, unnest(${intArray(body.speakerIds)}) on conflict do nothing`);
      }
      await audit('attachment', id, 'create', Object.keys(body));
      return resourceById(tx, id, null);
    },
  });

  route({
    method: 'PUT',
    url: '/resource/resource/:id',
    permission: ['speaker_attachment', 'update'],
    related: RESOURCE_RELATED,
    schema: { params: idParam, body: resourcePatch },
    handler: async ({ tx, params, body, audit }) => {
      const before = await resourceById(tx, params.id, null);
      if (!before) throw notFound('Resource', params.id);
      if (!Object.keys(body).length) throw new HttpError(422, M.nothingChanged);
      if (body.groupId !== undefined) await checkGroup(tx, body.groupId);
      await checkTopic(tx, body.topic);
      // A resource of an earlier year keeps it through an edit; a new year is one of the choices.
      if (body.year != null && body.year !== before.year && !resourceYears().includes(body.year)) throw fieldRefused('year', yearMessage());
      const set = {
        fileName: body.fileName === undefined ? sql`` : sql`, file_name = ${body.fileName}`,
        groupId: body.groupId === undefined ? sql`` : sql`, group_id = ${body.groupId}`,
        expirationDate: body.expirationDate === undefined ? sql`` : sql`, expiration_date = ${noon(body.expirationDate)}`,
        topic: body.topic === undefined ? sql`` : sql`, topic_id = ${body.topic}`,
        year: body.year === undefined ? sql`` : sql`, year = ${body.year}`,
        prcCode: body.prcCode === undefined ? sql`` : sql`, prc_code = ${body.prcCode || null}`,
      };
      await tx.query(sql`update attachments set updated_at = now() ${sql.join(Object.values(set), sql``)} where id = ${params.id}`);
      await audit('attachment', params.id, 'update', Object.keys(body));
      return resourceById(tx, params.id, null);
    },
  });

  route({
    method: 'PUT',
    url: '/resource/resource/:id/archive',
    permission: ['speaker_attachment', 'update'],
    related: RESOURCE_RELATED,
    schema: { params: idParam },
    handler: async ({ tx, params, audit }) => {
      if (!(await resourceById(tx, params.id, null))) throw notFound('Resource', params.id);
      const [archived] = await tx.query<{ id: number }>(
        sql`select id from resource_groups where lower(name) = lower(${ARCHIVED_GROUP}) order by weight, id limit 1`,
      );
      if (!archived) throw new HttpError(404, M.noArchivedGroup);
      await tx.query(sql`update attachments set group_id = ${archived.id}, updated_at = now() where id = ${params.id}`);
      await audit('attachment', params.id, 'update', ['groupId']);
      return resourceById(tx, params.id, null);
    },
  });

  route({
    method: 'DELETE',
    url: '/resource/:id',
    permission: ['speaker_attachment', 'delete'],
    schema: { params: idParam },
    handler: async ({ tx, params, audit }) => {
      const [deleted] = await tx.query<{ key: string | null }>(
        sql`delete from attachments where id = ${params.id} and kind = 'resource' returning storage_key as key`,
      );
      if (!deleted) throw notFound('Resource', params.id);
      await audit('attachment', params.id, 'delete');
      await deleteStored(storage, deleted.key);
      return undefined;
    },
  });

  // ---- Assignment ----
  route({
    method: 'GET',
    url: '/resource/speakers',
    permission: ['speaker_attachment', 'read'],
    redact: 'speaker',
    schema: { query: assignListQuery },
    handler: async ({ tx, query, scope, hidden }) => {
      if (!(await resourceById(tx, query.attachmentId, null))) throw notFound('Resource', query.attachmentId);
      // The rows are speakers: no search, sort or filter by a speaker field hidden from the caller's role.
      const fields = withAliases(await hidden('speaker'));
      refuseHiddenListFields(fields, query, { sorts: ASSIGN_SORT_FIELDS });
      if (query.specialtyFilter && fields.has('specialty')) {
        throw new HttpError(400, 'specialtyFilter: filtering by specialty is not available to your role');
      }
      return redactAnswer(await listAssignSpeakers(tx, { ...query, hidden: fields }, scope.speakers), fields);
    },
  });

  route({
    method: 'GET',
    url: '/resource/speaker/specialties',
    permission: ['speaker_attachment', 'read'],
    // The speakers' specialties: none to a role the speaker's specialty is hidden from.
    handler: async ({ tx, hidden }) => ({
      results: (await hidden('speaker')).has('specialty')
        ? []
        : (
            await tx.query<{
              specialty: string;
            }>(sql`select distinct specialty from speakers where specialty is not null and specialty <> ''
          order by specialty`)
          ).map((r) => r.specialty),
    }),
  });

  route({
    method: 'POST',
    url: '/resource/assign',
    permission: ['speaker_attachment', 'create'],
    schema: { body: assignBody },
    handler: async ({ tx, tenantId, body, audit }) => {
      if (!(await resourceById(tx, body.attachmentId, null))) throw notFound('Resource', body.attachmentId);
      await checkSpeakers(tx, body.speakerIds);
      const changed = body.assigned
        ? await tx.query<{ speakerId: number }>(sql`insert into speaker_attachments (tenant_id, attachment_id, speaker_id)
            select ${tenantId}, ${body.attachmentId}, unnest(${intArray(body.speakerIds)}) on conflict do nothing returning speaker_id as "speakerId"`)
        : await tx.query<{ speakerId: number }>(sql`delete from speaker_attachments where attachment_id = ${body.attachmentId}
            and speaker_id = any(${intArray(body.speakerIds)}) returning speaker_id as "speakerId"`);
      for (const { speakerId } of changed)
        await audit('speaker_attachment', `${body.attachmentId}:${speakerId}`, body.assigned ? 'create' : 'delete');
      return { count: changed.length, message: assignedMessage(body.assigned, changed.length) };
    },
  });

  route({
    method: 'POST',
    url: '/resource/toggle',
    permission: ['speaker_attachment', 'create'],
    schema: { body: toggleBody },
    handler: async ({ tx, tenantId, body, audit }) => {
      if (!(await resourceById(tx, body.attachmentId, null))) throw notFound('Resource', body.attachmentId);
      await checkSpeakers(tx, [body.speakerId]);
      const removed = await tx.query(sql`delete from speaker_attachments where attachment_id = ${body.attachmentId}
        and speaker_id = ${body.speakerId} returning speaker_id`);
      if (!removed.length) {
        await tx.query(sql`insert into speaker_attachments (tenant_id, attachment_id, speaker_id)
          values (${tenantId}, ${body.attachmentId}, ${body.speakerId})`);
      }
      const assigned = !removed.length;
      await audit('speaker_attachment', `${body.attachmentId}:${body.speakerId}`, assigned ? 'create' : 'delete');
      return { assigned, message: assignedMessage(assigned, 1) };
    },
  });

  // ---- A speaker's resource pages ----
  route({
    method: 'GET',
    url: '/resource/speaker/:id/group',
    permission: ['attachment_group', 'read'],
    schema: { params: idParam },
    handler: async ({ tx, params, user }) => {
      const own = ownSpeakerOf(user);
      const [speaker] = await tx.query(sql`select id from speakers where id = ${params.id}`);
      if (!speaker || (own !== null && own !== params.id)) throw notFound('Speaker', params.id);
      return { results: await listGroups(tx, params.id, false) };
    },
  });

  route({
    method: 'GET',
    url: '/resource/group/:id/speaker',
    permission: ['attachment_group', 'read'],
    related: RESOURCE_RELATED,
    schema: { params: idParam, query: resourceListQuery.pick({ page: true, limit: true, sortBy: true, sortDesc: true }) },
    handler: async ({ tx, params, query, user, hidden }) => {
      const own = ownSpeakerOf(user);
      const group = await groupById(tx, params.id, own);
      if (!group) throw new HttpError(404, M.groupResourcesFailed);
      const list = await listResources(
        tx,
        await topicRules({ ...query, sortBy: query.sortBy ?? 'updatedAt', filters: { groupId: params.id } }, hidden),
        own,
      );
      return { group, ...list };
    },
  });

  // ---- Preview ----
  route({
    method: 'GET',
    url: '/resource/preview/:id',
    permission: ['attachment', 'read'],
    schema: { params: idParam },
    // Everything but the reach check runs outside the request's transaction: reading the file, a conversion (seconds
    // the first time, then kept in the file store) and the watermark hold no database connection.
    prepare: async ({ request, tenantId, user }) => {
      const { id } = request.params as { id: number };
      const resource = await db.withTenant(tenantId, (tx) => openableResource(tx, id, ownSpeakerOf(user)));
      const extension = /\.([a-z]+)$/.exec(resource.storageKey)![1] as ResourceExtension;
      if (!PREVIEWABLE.includes(extension)) throw new HttpError(415, M.unsupportedPreview);
      const pdf = await previewSource(storage, resource.storageKey, request.log);
      return watermarkPdf(pdf).catch(() => {
        throw new HttpError(422, 'The PDF could not be read for its preview');
      });
    },
    handler: async ({ prepared, reply }) => {
      reply.header('cache-control', 'private, no-store').header('content-disposition', 'inline; filename="preview.pdf"');
      return reply.type('application/pdf').send(prepared as Buffer);
    },
  });
}
