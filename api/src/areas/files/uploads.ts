import { randomUUID } from 'node:crypto';
import { lookup, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import got from 'got';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { FILE } from '../../platform/http/answer.ts';
import { contentDisposition } from '../../platform/http/download.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { readFilePart } from '../../platform/http/multipart.ts';
import type { Router } from '../../platform/http/route.ts';
import { sniffContentType } from '../../platform/storage/contentType.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { proxiedImage, storedFile } from './answers.ts';
import { fileNotFound, mayReadProtectedFile, type FileReader } from './fileAccess.ts';
import { recordUploadName, uploadName, uploadNameOf } from './uploadNames.ts';

/** Largest accepted upload: 5 MiB (5,242,880 bytes, the spec's upload speed-test size). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Largest remote image `GET /proxy-image` reads. */
const PROXY_MAX_BYTES = UPLOAD_MAX_BYTES;
/** A speaker's headshot and other avatar images (multipart field `kind=avatar`): png or jpeg under 250 kB (spec 001 §9). */
export const AVATAR_MAX_BYTES = 250 * 1024;
export const AVATAR_TOO_LARGE = 'Please upload only files under 250kb';
const PROXY_TIMEOUT_MS = 5_000;

type Visibility = 'public' | 'protected';
/** Public files are card images (png, jpeg); protected files may also be PDF documents. */
const ACCEPTED: Record<Visibility, Record<string, string>> = {
  public: { 'image/png': 'PNG', 'image/jpeg': 'JPEG' },
  protected: { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'application/pdf': 'PDF' },
};
const IMAGES = ACCEPTED.public;

const tooLarge = () => new HttpError(413, `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
/** A refused content type: says the file is not one the route can read (a `.png` that is not a PNG included). */
const unsupported = (accepted: Record<string, string>) => {
  const names = Object.values(accepted);
  return new HttpError(415, `The file is not a readable ${names.slice(0, -1).join(', ')} or ${names.at(-1)} file`);
};

/** The storage key of a file URL answered by an upload (`/files/<tenant>/<visibility>/<name>`), or null. */
export function keyOfFileUrl(fileUrl: string): string | null {
  let path: string;
  try {
    path = new URL(fileUrl, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const match = /^\/files\/([a-z0-9][a-z0-9-]{0,62})\/(public|protected)\/([A-Za-z0-9-]+\.[a-z]{2,4})$/.exec(path);
  return match ? `${match[1]}/${match[2]}/${match[3]}` : null;
}

/**
 * Whether a protected file belongs to a record whose own route serves it with that record's rules: a library
 * resource (`GET /resource/download/…` and `/resource/preview/…`: expiry, a speaker's own resources, the watermark),
 * a training video (`GET /speaker-training/videos/{id}/content`: a speaker's assigned programs) or a training
 * certificate (`GET /speaker-training/training/{id}/certificate`: a speaker's own trainings). `GET /files/…` and the
 * calls that read a file by its URL refuse such files (`File not found`, like a missing one). Read in the caller's tenant
 * (row-level security).
 */
export async function servedByItsOwnRoute(tx: Tx, key: string): Promise<boolean> {
  const [row] = await tx.query<{ owned: boolean }>(sql`select
    exists (select 1 from attachments where storage_key = ${key} and kind = 'resource')
    or exists (select 1 from training_videos where storage_key = ${key})
    or exists (select 1 from speaker_trainings where completion_attachment_key = ${key}) as owned`);
  return row?.owned === true;
}

/** Whether `GET /files/…` and the calls reading a file by its URL serve the protected file `key` to this caller: not a
 *  file its own route serves, and readable by the rules of the records naming it (`mayReadProtectedFile`). */
async function readableHere(reader: FileReader, key: string): Promise<boolean> {
  return !(await servedByItsOwnRoute(reader.tx, key)) && mayReadProtectedFile(reader, key);
}

const fileParams = z.object({
  tenantId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Invalid tenant id'),
  name: z.string().regex(/^[A-Za-z0-9-]+\.[a-z]{2,4}$/, 'Invalid file name'),
});

/** IPv6 ranges that carry an IPv4 address the check cannot see through: IPv4-compatible (`::/96`) and
 *  NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`), which a NAT64 gateway turns into any IPv4 address. Checked
 *  with Node's own parser: ipaddr.js reads `::a.b.c.d` as the IPv4-mapped `::ffff:a.b.c.d`. */
const EMBEDDED_IPV4 = new BlockList();
for (const [net, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
] as const)
  EMBEDDED_IPV4.addSubnet(net, prefix, 'ipv6');

/**
 * Whether `GET /proxy-image` may fetch from this address: only globally routable unicast addresses
 * (ipaddr.js's range `unicast`). Loopback, private, carrier-grade NAT, link-local, unique-local,
 * multicast, broadcast, reserved, benchmarking (198.18.0.0/15), documentation, 6to4, Teredo and NAT64
 * are refused; an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) is judged as its IPv4 address.
 * Anything that does not parse is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const withoutZone = address.replace(/%.*$/, '');
  if (isIP(withoutZone) === 6 && EMBEDDED_IPV4.check(withoutZone, 'ipv6')) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range() === 'unicast';
}

const isPrivate = (address: string) => !isPublicAddress(address);
const privateRefused = () => new HttpError(422, 'Images on private or local addresses cannot be fetched');
const PRIVATE_ADDRESS = 'EPRIVATEADDRESS';

/** `dns.lookup` for the image fetch: a name resolving to any private address fails. The address
 *  checked is the one connected to, so a name cannot pass the check and then resolve elsewhere. */
const publicLookup = ((hostname: string, options: LookupOptions, callback: (...args: unknown[]) => void) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    const [first] = addresses;
    if (!first || addresses.some((a) => isPrivate(a.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: PRIVATE_ADDRESS }));
    }
    return options.all ? callback(null, addresses) : callback(null, first.address, first.family);
  });
}) as typeof lookup;

/** Fetches a remote image with a timeout and a size limit; redirects are not followed. */
async function fetchImage(url: string): Promise<Buffer> {
  const allowPrivate = process.env.PROXY_IMAGE_ALLOW_PRIVATE === 'true';
  // Node connects to an IP literal without a lookup: that case is checked here.
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isPrivate(host)) throw privateRefused();
  const stream = got.stream(url, {
    followRedirect: false,
    retry: { limit: 0 },
    timeout: { request: PROXY_TIMEOUT_MS },
    ...(allowPrivate ? {} : { dnsLookup: publicLookup }),
  });
  try {
    const response = await new Promise<{ statusCode: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) =>
      stream.once('response', resolve).once('error', reject),
    );
    if (response.statusCode !== 200) throw new HttpError(422, 'Failed to download the file');
    if (Number(response.headers['content-length'] ?? 0) > PROXY_MAX_BYTES) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > PROXY_MAX_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === PRIVATE_ADDRESS) throw privateRefused();
    throw new HttpError(422, 'Failed to download the file');
  } finally {
    stream.destroy();
  }
}

/**
 * Uploads and file reads through `FileStorage`: `POST /public-s3-upload`, `POST /protected-s3-upload`,
 * `GET /protected-s3-file-url`, `GET /files/...` and `GET /proxy-image`.
 */
export function uploadRoutes(route: Router, storage: FileStorage) {
  for (const visibility of ['public', 'protected'] as const) {
    route({
      upload: 'multipart',
      method: 'POST',
      url: `/${visibility}-s3-upload`,
      permission: ['attachment', 'create'],
      status: 201,
      answer: storedFile,
      handler: async ({ tx, tenantId, request, audit }) => {
        // The `file` part and the optional `tenant-id` (or `tenantId`) and `kind` fields.
        const upload = await readFilePart(request, { maxBytes: UPLOAD_MAX_BYTES, tooLarge: tooLarge().message });
        const file = upload.file?.bytes ?? null;
        const tenant = upload.fields['tenant-id'] ?? upload.fields.tenantId ?? null;
        const purpose = upload.fields.kind ?? null;
        if (tenant !== null && tenant !== tenantId) throw new HttpError(400, 'tenant-id does not match the x-tenant-id header');
        if (purpose !== null && purpose !== 'avatar') throw new HttpError(400, 'kind must be avatar (or left out)');
        if (!file?.length) throw new HttpError(400, 'file is required');
        const accepted = purpose === 'avatar' ? IMAGES : ACCEPTED[visibility];
        const kind = sniffContentType(file);
        if (!kind || !accepted[kind.type]) throw unsupported(accepted);
        if (purpose === 'avatar' && file.length >= AVATAR_MAX_BYTES) throw new HttpError(413, AVATAR_TOO_LARGE);
        const key = `${tenantId}/${visibility}/${randomUUID()}.${kind.extension}`;
        // The store failing is the service's fault, not the caller's: 502 with the spec's text.
        await storage.put(key, file, kind.type).catch((error: Error) => {
          request.log.error(error);
          throw new HttpError(502, 'Failed to upload file to S3');
        });
        // A protected file is downloaded under the name it had (issue 28 #20); public ones are images shown in pages.
        const name = visibility === 'protected' ? uploadName(upload.file?.name, kind.extension) : null;
        if (name) await recordUploadName(tx, tenantId, key, name);
        await audit('attachment', key, 'create', ['file']);
        return { url: `/files/${key}` };
      },
    });
  }

  route({
    method: 'GET',
    url: '/files/:tenantId/public/:name',
    auth: 'public',
    schema: { params: fileParams },
    answer: FILE,
    handler: async ({ tenantId, params, reply }) => {
      const file = params.tenantId === tenantId ? await storage.get(`${tenantId}/public/${params.name}`) : null;
      if (!file) throw fileNotFound();
      reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400');
      return reply.send(file.body);
    },
  });

  route({
    method: 'GET',
    url: '/files/:tenantId/protected/:name',
    permission: ['attachment', 'read'],
    schema: { params: fileParams },
    answer: FILE,
    handler: async (ctx) => {
      const { tenantId, params, reply } = ctx;
      // Another tenant's file, a file of a record the caller may not read and a missing file answer alike.
      if (params.tenantId !== tenantId) throw fileNotFound();
      const key = `${tenantId}/protected/${params.name}`;
      if (!(await readableHere(ctx, key))) throw fileNotFound();
      const file = await storage.get(key);
      if (!file) throw fileNotFound();
      // Saved under the name it was uploaded with; a file uploaded before names were kept (migration 0025) has none,
      // and the caller names it (the web app after what it is: 'CV.pdf').
      const name = await uploadNameOf(ctx.tx, key);
      if (name) reply.header('content-disposition', contentDisposition(name));
      reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(file.body);
    },
  });

  route({
    method: 'GET',
    url: '/protected-s3-file-url',
    permission: ['attachment', 'read'],
    schema: { query: z.object({ fileUrl: z.string({ message: 'No file URL provided' }).trim().min(1, 'No file URL provided').max(2000) }) },
    answer: storedFile,
    handler: async (ctx) => {
      const { tenantId, query } = ctx;
      const key = keyOfFileUrl(query.fileUrl);
      if (!key || !key.startsWith(`${tenantId}/protected/`) || !(await readableHere(ctx, key))) throw fileNotFound();
      const file = await storage.get(key);
      if (!file) throw fileNotFound();
      file.body.destroy();
      return { url: `/files/${key}` };
    },
  });

  route({
    method: 'GET',
    url: '/proxy-image',
    permission: ['attachment', 'create'],
    schema: {
      query: z.object({
        url: z
          .string({ message: 'url is required' })
          .trim()
          .max(2000)
          .refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v) || keyOfFileUrl(v) !== null, 'url must be an http(s) URL'),
      }),
    },
    answer: proxiedImage,
    handler: async (ctx) => {
      const { tenantId, query } = ctx;
      const key = keyOfFileUrl(query.url);
      let body: Buffer;
      if (!/^https?:/i.test(query.url) || key?.startsWith(`${tenantId}/`)) {
        // One of the tenant's own files: read from storage, never over HTTP; a protected one only by who may read it.
        if (!key?.startsWith(`${tenantId}/`) || (key.startsWith(`${tenantId}/protected/`) && !(await readableHere(ctx, key))))
          throw fileNotFound();
        const file = await storage.get(key);
        if (!file) throw fileNotFound();
        const chunks: Buffer[] = [];
        for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
        body = Buffer.concat(chunks);
      } else {
        body = await fetchImage(query.url);
      }
      const kind = sniffContentType(body);
      if (!kind || !IMAGES[kind.type]) throw unsupported(IMAGES);
      return { contentType: kind.type, size: body.length, base64: body.toString('base64') };
    },
  });
}
