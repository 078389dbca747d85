import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildContext } from '../../platform/context.ts';
import { downloadUrl } from '../../platform/downloads.ts';
import { forward, passError, unavailable } from '../../platform/forward.ts';
import { upstreamHeaders } from '../../platform/upstream/http.ts';
import { TRAINING_MESSAGES as M } from '../../../../api/src/areas/trainings/contract.ts';

/** Certificate PDFs are small: buffered like the other uploads. */
const SMALL_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;
/** A video upload may take long on a slow line: the limit is on the whole upload. */
const VIDEO_UPLOAD_TIMEOUT_MS = 60 * 60_000;
/** The 5 MB speed test on a slow line (1 Mbit/s: 42 s). */
const SPEED_TEST_TIMEOUT_MS = 5 * 60_000;
/** Answer headers of a video read passed on to the browser. */
const VIDEO_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'x-content-type-options'];

/**
 * The trainings' HTTP routes beside GraphQL:
 * - `POST /uploads/training-video`: the multipart body (name, description, durationInSeconds, then file) is streamed
 *   to `POST speaker-training/upload-video` as it arrives — never held whole in memory — and the answer `{ id, size }`
 *   passed back. The service enforces the size limit (413) and the type (415).
 * - `GET /training-videos/<id>`: passes the browser's `Range` to `GET speaker-training/videos/<id>/content` and
 *   streams the answer (200, 206 with Content-Range, 416) back, so the player can seek.
 * - `POST /uploads/check-upload-speed`: the raw 5 MB body (application/octet-stream, spec 002 §7) streamed the same way
 *   to `POST speaker-training/check-upload-speed`, which times it as it arrives.
 * - `POST /uploads/training-certificate/<id>` (multipart PDF), buffered.
 * Uploads need the `x-requested-with` header (CSRF protection for cookie sessions), as the other uploads do.
 */
export async function trainingRoutes(app: FastifyInstance, options: { apiUrl: string }) {
  const context = (request: FastifyRequest, reply: FastifyReply) => ({
    ...buildContext(options.apiUrl, request, reply),
    apiUrl: options.apiUrl,
  });
  // In this plugin's scope a multipart or raw body stays the request's stream; the small uploads read it into a buffer.
  app.addContentTypeParser(['multipart/form-data', 'application/octet-stream'], (_request, payload, done) => done(null, payload));

  const refuse = (request: FastifyRequest, reply: FastifyReply, raw = false): boolean => {
    if (!request.headers['x-requested-with']) {
      reply.code(400).send({ statusCode: 400, message: 'Uploads need the x-requested-with header' });
      return true;
    }
    if (!(request.headers['content-type'] ?? '').startsWith(raw ? 'application/octet-stream' : 'multipart/form-data')) {
      const message = raw ? 'Send the bytes as application/octet-stream' : 'Send the file as multipart/form-data with a "file" field';
      reply.code(raw ? 415 : 400).send({ statusCode: raw ? 415 : 400, message });
      return true;
    }
    return false;
  };

  /** Streams the request's body to the service's `path` as it arrives and passes the answer back (`failed`: the text
   *  of a refusal without one). */
  const streamed = async (request: FastifyRequest, reply: FastifyReply, path: string, failed: string, timeout: number) => {
    const ctx = context(request, reply);
    const body = request.body as Readable;
    // Node's own client with `pipeline`: the browser's bytes go on as the service takes them (backpressure end to
    // end), so neither process holds the file.
    const answer = await new Promise<{ status: number; text: string } | null>((resolve) => {
      const upstream = httpRequest(
        `${options.apiUrl}/${path}`,
        {
          method: 'POST',
          timeout,
          headers: {
            ...upstreamHeaders(ctx.identity, ctx.session.accessToken),
            'content-type': request.headers['content-type']!,
            ...(request.headers['content-length']
              ? { 'content-length': request.headers['content-length'] }
              : { 'transfer-encoding': 'chunked' }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 502, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', () => resolve(null));
          // The service answered before the whole body arrived (a refusal): the rest of the browser's body is dropped.
          body.unpipe(upstream);
          body.resume();
        },
      );
      upstream.on('error', () => resolve(null));
      upstream.on('timeout', () => upstream.destroy());
      body.pipe(upstream);
    });
    if (!answer) return unavailable(reply);
    let json: { message?: string; error?: string };
    try {
      json = JSON.parse(answer.text) as typeof json;
    } catch {
      json = { message: failed };
    }
    if (answer.status >= 400) {
      return reply.code(answer.status).send({ statusCode: answer.status, message: json.message ?? json.error ?? failed });
    }
    return reply.code(answer.status).send(json);
  };

  app.post('/uploads/training-video', async (request, reply) => {
    if (refuse(request, reply)) return reply;
    return streamed(request, reply, 'speaker-training/upload-video', 'Failed to upload video', VIDEO_UPLOAD_TIMEOUT_MS);
  });
  // Streamed too: the service times the bytes as the browser sends them (a buffered body would time this hop only).
  app.post('/uploads/check-upload-speed', async (request, reply) => {
    if (refuse(request, reply, true)) return reply;
    return streamed(request, reply, 'speaker-training/check-upload-speed', M.uploadSpeedFailed, SPEED_TEST_TIMEOUT_MS);
  });

  app.get<{ Params: { id: string } }>('/training-videos/:id', async (request, reply) => {
    if (!/^[1-9]\d{0,9}$/.test(request.params.id)) return reply.code(404).send({ statusCode: 404, message: 'File not found' });
    const ctx = context(request, reply);
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}/speaker-training/videos/${request.params.id}/content`, {
        headers: {
          ...upstreamHeaders(ctx.identity, ctx.session.accessToken),
          ...(request.headers.range ? { range: request.headers.range } : {}),
        },
      });
    } catch {
      return unavailable(reply);
    }
    for (const name of VIDEO_HEADERS) {
      const value = response.headers.get(name);
      if (value) reply.header(name, value);
    }
    if (!response.ok || !response.body) return passError(reply, response);
    return reply.code(response.status).send(Readable.fromWeb(response.body as ReadableStream));
  });

  const buffered = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    if (refuse(request, reply)) return reply;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request.body as Readable) {
      size += (chunk as Buffer).length;
      if (size > SMALL_BODY_LIMIT) {
        (request.body as Readable).resume();
        return reply.code(413).send({ statusCode: 413, message: 'The file is larger than 5 MB' });
      }
      chunks.push(chunk as Buffer);
    }
    const ctx = context(request, reply);
    let response: Response;
    try {
      response = await forward(ctx, path, { method: 'POST', body: Buffer.concat(chunks), contentType: request.headers['content-type'] });
    } catch {
      return unavailable(reply);
    }
    if (!response.ok) return passError(reply, response);
    const answer = (await response.json()) as { fileUrl?: string };
    // A certificate's service path becomes its download on this origin (`/download/speaker-training/training/<id>/certificate`).
    if (answer.fileUrl)
      answer.fileUrl = new URL(downloadUrl(answer.fileUrl.replace(/^\//, '')), `${request.protocol}://${request.host}`).toString();
    return reply.code(response.status).send(answer);
  };

  app.post<{ Params: { id: string } }>('/uploads/training-certificate/:id', async (request, reply) => {
    if (!/^[1-9]\d{0,9}$/.test(request.params.id)) return reply.code(404).send({ statusCode: 404, message: 'Not Found' });
    return buffered(request, reply, `speaker-training/training/${request.params.id}/certificate`);
  });
}
