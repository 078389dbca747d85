import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266; `filename*` percent-encodes every
 *  character RFC 8187 does not allow as is, `'`, `(`, `)` and `*` included, which encodeURIComponent leaves). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** Sends `body` as a file download; the route then answers `reply` (the router sees `reply.sent`). */
export function sendFile(reply: FastifyReply, body: Readable, file: { fileName: string; contentType: string; size?: number }) {
  reply.header('content-disposition', contentDisposition(file.fileName)).type(file.contentType);
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(body);
}
