import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { buildContext } from './context.ts';
import { forward, passError, unavailable } from './fileRoutes.ts';

/** The REST file calls a browser may reach through `/download/<path>` (GET only). */
const FILE_PATHS = [/^events\/export$/, /^events\/qr\.pdf$/, /^resource\/download\/\d+\/[^/]+$/];

/** Answer headers passed on to the browser. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length'];

/** A 50,000-event export streams for a while: the limit is on the whole download, not on its start. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/** Where a download of a REST file path is served, e.g. `/download/events/qr.pdf?ids=1`. */
export const downloadUrl = (restPath: string, query?: URLSearchParams) =>
  `/download/${restPath}${query?.size ? `?${query}` : ''}`;

/**
 * `GET /download/<rest path>?<query>`: streams a file the REST service answers (XLSX export, QR PDF,
 * slide deck) to the browser with the caller's session — the same headers as every GraphQL call and
 * one transparent refresh of a cookie session (`forward`). Errors come back as `{ statusCode, message }`
 * with the service's status and message.
 */
export async function downloadRoutes(app: FastifyInstance, options: { apiUrl: string }) {
  app.get<{ Params: { '*': string } }>('/download/*', async (request, reply) => {
    const path = request.params['*'];
    if (!FILE_PATHS.some((pattern) => pattern.test(path))) {
      return reply.code(404).send({ statusCode: 404, message: `No download at /download/${path}` });
    }
    const ctx = { ...buildContext(options.apiUrl, request, reply), apiUrl: options.apiUrl };
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    let response: Response;
    try {
      response = await forward(ctx, `${path}${search}`, { method: 'GET', timeoutMs: DOWNLOAD_TIMEOUT_MS });
    } catch {
      return unavailable(reply);
    }
    if (!response.ok || !response.body) return passError(reply, response);
    for (const name of PASSED_HEADERS) {
      const value = response.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.code(200).send(Readable.fromWeb(response.body as ReadableStream));
  });
}
