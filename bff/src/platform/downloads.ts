import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { buildContext } from './context.ts';
import { forward, passError, unavailable } from './forward.ts';
import { internalIdOf, type NodeType } from './schema/globalId.ts';

/** The REST file calls a browser may reach through `/download/<path>` (GET only), tested on the decoded path. */
const FILE_PATHS = [
  /^events\/export$/,
  /^speakers\/export$/,
  /^venues\/export$/,
  /^fees\/export$/,
  /^expenses\/export$/,
  /^attendees\/export$/,
  /^dashboard\/(program|attendee|speaker|expense|region)\/export$/,
  /^events\/qr\.pdf$/,
  /^pdf$/,
  /^resource\/download\/\d+\/[^/]+$/,
  /^resource\/preview\/\d+$/,
  /^resource\/export$/,
  /^survey-templates\/\d+\/pdf-preview$/,
  /^survey-templates\/responses\/export$/,
  /^speaker-training\/export$/,
  /^speaker-training\/training\/\d+\/certificate$/,
];

/**
 * The service path (and query) of `GET /download/<path>?<query>`, or null when it is not one of
 * `FILE_PATHS`. `raw` is the path as sent, `decoded` as the router decoded it (once). An encoded `/`
 * (`%2f`) is refused (the two have a different number of segments), and so are segments that are empty,
 * `.` or `..` (also as `%2e%2e`), or that hold a backslash, a control character or a still-encoded
 * sequence (`%252e` decoded once). The segments are encoded again one by one, so a `?` or `#` in a file
 * name stays part of the name. The query is parsed and written out again, so only well-formed parameters
 * reach the service (its length is bounded by Node's 16 KiB header limit).
 */
export function downloadPathOf(raw: string, decoded: string, rawQuery: string): string | null {
  const segments = decoded.split('/');
  if (raw.split('/').length !== segments.length) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a segment may not hold
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\\x00-\x1f\x7f]|%[0-9a-f]{2}/i.test(segment)))
    return null;
  if (!FILE_PATHS.some((pattern) => pattern.test(decoded))) return null;
  const query = new URLSearchParams(rawQuery).toString();
  return `${segments.map(encodeURIComponent).join('/')}${query ? `?${query}` : ''}`;
}

/** Answer headers passed on to the browser. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length'];

/** A 50,000-event export streams for a while: the limit is on the whole download, not on its start. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/** Where a download of a REST file path is served, e.g. `/download/events/qr.pdf?ids=1`. */
export const downloadUrl = (restPath: string, query?: URLSearchParams) => `/download/${restPath}${query?.size ? `?${query}` : ''}`;

/** The list arguments of an export URL field (`eventExportUrl`, `speakerExportUrl`), enums already in REST values. */
export interface ExportArgs {
  ids?: readonly string[] | null;
  sortBy?: string | null;
  sortDesc?: boolean | null;
  searchQuery?: string | null;
}

/**
 * The download URL of a list's export (`/download/<rest path>?<REST list query>`): the rows named by `ids` (global ids
 * of `type`, replacing search and filters), else those matching the search and `filters`, in the list's order.
 */
export function exportUrl(restPath: string, type: NodeType, args: ExportArgs, filters: object | undefined): string {
  const query = new URLSearchParams();
  const chosen = args.ids?.length ? { ids: args.ids.map((id) => internalIdOf(type, id)) } : filters;
  if (chosen && Object.keys(chosen).length) query.set('filters', JSON.stringify(chosen));
  if (!args.ids?.length && args.searchQuery) query.set('searchQuery', args.searchQuery);
  if (args.sortBy) query.set('sortBy', args.sortBy);
  if (args.sortDesc != null) query.set('sortDesc', String(args.sortDesc));
  return downloadUrl(restPath, query);
}

/**
 * `GET /download/<rest path>?<query>`: streams a file the REST service answers (XLSX export, QR PDF,
 * slide deck) to the browser with the caller's session — the same headers as every GraphQL call and
 * one transparent refresh of a cookie session (`forward`). Errors come back as `{ statusCode, message }`
 * with the service's status and message.
 */
export async function downloadRoutes(app: FastifyInstance, options: { apiUrl: string }) {
  app.get<{ Params: { '*': string } }>('/download/*', async (request, reply) => {
    const [rawPath = '', query = ''] = request.url.split(/\?(.*)/s);
    const path = downloadPathOf(rawPath.slice('/download/'.length), request.params['*'], query);
    if (!path) return reply.code(404).send({ statusCode: 404, message: `No download at ${rawPath}` });
    const ctx = { ...buildContext(options.apiUrl, request, reply), apiUrl: options.apiUrl };
    let response: Response;
    try {
      response = await forward(ctx, path, { method: 'GET', timeoutMs: DOWNLOAD_TIMEOUT_MS });
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
