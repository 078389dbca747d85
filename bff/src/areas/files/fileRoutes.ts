import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from '../../../../api/src/areas/files/answers.ts';
import { buildContext } from '../../platform/context.ts';
import { forward, passError, unavailable } from '../../platform/forward.ts';

/** Largest multipart body the BFF forwards: the service's 5 MiB file limit plus room for the form's other parts.
 *  Bigger bodies are refused here with 413, smaller ones over 5 MiB by the service (also 413). */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;
/**
 * The only files `GET /files/*` reaches: `files/<tenant>/<public|protected>/<name>` of the service. The
 * name starts with a letter or digit and has no `..`, so no path segment can climb out of the folder.
 */
const FILE_PATH = /^[a-z0-9][a-z0-9-]{0,62}\/(public|protected)\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/**
 * The service path of `GET /files/<wildcard>`, or null when the wildcard is not a file's path. `raw` is
 * the path as sent, `decoded` as the router decoded it: they must be equal — these paths never need
 * percent-encoding, so any (`%2e%2e`, `%2f`, `%5c`, double `%252e`) is refused rather than decoded
 * into something else. Empty segments, backslashes and `..` do not match the pattern.
 */
export function filePathOf(raw: string, decoded: string): string | null {
  if (raw !== decoded || !FILE_PATH.test(decoded) || decoded.includes('..')) return null;
  return `files/${decoded}`;
}

/** Answer headers of a file passed through to the browser (`content-disposition`: the name a protected upload had). */
const FILE_HEADERS = ['content-type', 'content-length', 'cache-control', 'x-content-type-options', 'content-disposition'];

/**
 * Browser uploads and file reads, beside GraphQL (multipart bodies do not go through GraphQL here):
 * - `POST /uploads/public` and `POST /uploads/protected`: the multipart body (`file`, `tenant-id`) is
 *   forwarded as is to `POST public-s3-upload` / `protected-s3-upload` with the session's headers;
 *   the answer is `{ url }` with an absolute URL on this origin. Needs an `x-requested-with` header
 *   (a cross-site form cannot send it: CSRF protection for cookie sessions).
 * - `GET /files/<tenant>/<public|protected>/<name>`: passed through from `GET files/...`.
 */
export async function fileRoutes(app: FastifyInstance, options: { apiUrl: string }) {
  const context = (request: FastifyRequest, reply: FastifyReply) => ({
    ...buildContext(options.apiUrl, request, reply),
    apiUrl: options.apiUrl,
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { visibility: string } }>('/uploads/:visibility', async (request, reply) => {
    const { visibility } = request.params;
    if (visibility !== 'public' && visibility !== 'protected') return reply.code(404).send({ statusCode: 404, message: 'Not Found' });
    if (!request.headers['x-requested-with']) {
      return reply.code(400).send({ statusCode: 400, message: 'Uploads need the x-requested-with header' });
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!Buffer.isBuffer(request.body) || !contentType.startsWith('multipart/form-data')) {
      return reply.code(400).send({ statusCode: 400, message: 'Send the file as multipart/form-data with a "file" field' });
    }
    const ctx = context(request, reply);
    let response: Response;
    try {
      response = await forward(ctx, `${visibility}-s3-upload`, { method: 'POST', body: request.body, contentType });
    } catch {
      return unavailable(reply);
    }
    if (!response.ok) return passError(reply, response);
    const { url } = (await response.json()) as StoredFile;
    return reply.code(response.status).send({ url: new URL(url, `${request.protocol}://${request.host}`).toString() });
  });

  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const path = filePathOf(request.url.split('?')[0]!.slice('/files/'.length), request.params['*']);
    // The same answer as the service's for a missing file: a refused path tells nothing more.
    if (!path) return reply.code(404).send({ statusCode: 404, message: 'File not found' });
    const ctx = context(request, reply);
    let response: Response;
    try {
      response = await forward(ctx, path, { method: 'GET' });
    } catch {
      return unavailable(reply);
    }
    if (!response.ok || !response.body) return passError(reply, response);
    for (const name of FILE_HEADERS) {
      const value = response.headers.get(name);
      if (value) reply.header(name, value);
    }
    // Public files are share-card images other sites show; everything else stays same-origin (helmet's default).
    if (path.split('/')[2] === 'public') reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.code(200).send(Readable.fromWeb(response.body as ReadableStream));
  });
}
