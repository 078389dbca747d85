import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AreaDeps } from '../../platform/area.ts';
import { intArray, only, type Tx } from '../../platform/db/client.ts';
import { getLookup, TOPICS } from '../../platform/db/lookups.ts';
import { visibleColumns, writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import { EMPTY, FILE } from '../../platform/http/answer.ts';
import { sendFile } from '../../platform/http/download.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { readFilePart } from '../../platform/http/multipart.ts';
import { idParam } from '../../platform/http/params.ts';
import type { Router } from '../../platform/http/route.ts';
import { sniffContentType } from '../../platform/storage/contentType.ts';
import { keyOfFileUrl, servedByItsOwnRoute } from '../files/index.ts';
import { resource, resourcePage, uploadedResource } from './answers.ts';
import {
  ARCHIVED_GROUP,
  RESOURCE_FILE_TYPES,
  RESOURCE_MAX_BYTES,
  RESOURCE_MESSAGES as M,
  RESOURCE_RELATED,
  resourceTooLarge,
  resourceUnsupported,
  resourceYears,
  type ResourceExtension,
} from './contract.ts';
import {
  checkSpeakers,
  deleteStored,
  groupById,
  listResources,
  ownSpeakerOf,
  resourceBatches,
  resourceById,
  topicRules,
  written,
  type Resource,
} from './library.ts';
import { exportQuery, isHttpsLink, resourceCreate, resourceListQuery, resourcePatch, yearMessage } from './libraryRequests.ts';

const noon = (date: string | null | undefined) => (date ? `${date}T12:00:00Z` : null);

async function checkGroup(tx: Tx, groupId: number) {
  if (!(await groupById(tx, groupId))) throw fieldRefused('groupId', `Resource group ${groupId} not found`);
}
async function checkTopic(tx: Tx, topic: number | null | undefined) {
  if (topic && !(await getLookup(tx, TOPICS, topic))) throw fieldRefused('topic', `Topic ${topic} not found`);
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

const EXPORT_COLUMNS: ExportColumn<Resource>[] = [
  { header: 'Resource', field: 'fileName', width: 36, value: (r) => r.fileName },
  { header: 'Category', field: 'groupId', width: 20, value: (r) => r.group.name },
  { header: 'Expiration', field: 'expirationDate', width: 14, value: (r) => r.expirationDate },
  { header: 'Topic', field: 'topic', related: [['topic', 'name']], width: 28, value: (r) => r.topic?.name ?? null },
  { header: 'Year', field: 'year', width: 8, value: (r) => r.year },
  { header: 'PRC Code', field: 'prcCode', width: 16, value: (r) => r.prcCode },
  { header: 'File / Link', field: 'fileUrl', width: 40, value: (r) => (r.isLink ? r.fileUrl : r.sourceName) },
  { header: 'Speakers', field: 'speakerIds', width: 10, value: (r) => r.speakerIds.length },
];

/** Registers the library resources' routes (spec 002 §2.4–2.5, §7): list, export, read, upload, writes, archive. */
export function libraryResourceRoutes(route: Router, { storage }: AreaDeps) {
  route({
    method: 'GET',
    url: '/resource',
    permission: ['attachment', 'read'],
    related: RESOURCE_RELATED,
    schema: { query: resourceListQuery },
    answer: resourcePage,
    handler: async ({ tx, query, user, hidden }) => listResources(tx, await topicRules(query, hidden), ownSpeakerOf(user)),
  });

  route({
    method: 'GET',
    url: '/resource/export',
    permission: ['attachment', 'read'],
    schema: { query: exportQuery },
    answer: FILE,
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
    answer: resource,
    handler: async ({ tx, params, user }) =>
      (await resourceById(tx, params.id, ownSpeakerOf(user))) ?? Promise.reject(notFound('Resource', params.id)),
  });

  // The library's file upload: `POST /resource/contract` is its path in spec 002 §7 ("file upload returns a URL"),
  // `POST /resource/upload` the one the BFF has used since before; one route definition serves both.
  for (const url of ['/resource/upload', '/resource/contract']) {
    route({
      upload: 'multipart',
      method: 'POST',
      url,
      permission: ['speaker_attachment', 'create'],
      status: 201,
      // The body (up to 25 MB) is read and stored before the request's transaction: no connection waits for it.
      answer: uploadedResource,
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
  }

  route({
    method: 'POST',
    url: '/resource',
    permission: ['speaker_attachment', 'create'],
    related: RESOURCE_RELATED,
    status: 201,
    schema: { body: resourceCreate },
    answer: resource,
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
      return written(await resourceById(tx, id, null));
    },
  });

  route({
    method: 'PUT',
    url: '/resource/resource/:id',
    permission: ['speaker_attachment', 'update'],
    related: RESOURCE_RELATED,
    schema: { params: idParam, body: resourcePatch },
    answer: resource,
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
      return written(await resourceById(tx, params.id, null));
    },
  });

  route({
    method: 'PUT',
    url: '/resource/resource/:id/archive',
    permission: ['speaker_attachment', 'update'],
    related: RESOURCE_RELATED,
    schema: { params: idParam },
    answer: resource,
    handler: async ({ tx, params, audit }) => {
      if (!(await resourceById(tx, params.id, null))) throw notFound('Resource', params.id);
      const [archived] = await tx.query<{ id: number }>(
        sql`select id from resource_groups where lower(name) = lower(${ARCHIVED_GROUP}) order by weight, id limit 1`,
      );
      if (!archived) throw new HttpError(404, M.noArchivedGroup);
      await tx.query(sql`update attachments set group_id = ${archived.id}, updated_at = now() where id = ${params.id}`);
      await audit('attachment', params.id, 'update', ['groupId']);
      return written(await resourceById(tx, params.id, null));
    },
  });

  route({
    method: 'DELETE',
    url: '/resource/:id',
    permission: ['speaker_attachment', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
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
}
