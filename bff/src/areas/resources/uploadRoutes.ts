import type { FastifyInstance } from 'fastify';
import { RESOURCE_MAX_BYTES } from '../../../../api/src/areas/resources/contract.ts';
import { buildContext } from '../../platform/context.ts';
import { forward, passError, unavailable } from '../../platform/forward.ts';

/** Largest multipart body forwarded: the service's resource file limit plus room for the form's other parts. */
export const RESOURCE_UPLOAD_BODY_LIMIT = RESOURCE_MAX_BYTES + 64 * 1024;

/**
 * `POST /uploads/resource`: a resource file (pdf, Office, image) forwarded as is to `POST resource/upload` with the
 * session's headers; answers `{ url, fileName, contentType, size }` (the url is what `createResource` takes). Needs an
 * `x-requested-with` header, as the other uploads (CSRF protection for cookie sessions). Registered in its own plugin
 * scope, so its body limit is its own.
 */
export async function resourceUploadRoutes(app: FastifyInstance, options: { apiUrl: string }) {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: RESOURCE_UPLOAD_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/uploads/resource', async (request, reply) => {
    if (!request.headers['x-requested-with']) {
      return reply.code(400).send({ statusCode: 400, message: 'Uploads need the x-requested-with header' });
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!Buffer.isBuffer(request.body) || !contentType.startsWith('multipart/form-data')) {
      return reply.code(400).send({ statusCode: 400, message: 'Send the file as multipart/form-data with a "file" field' });
    }
    const ctx = { ...buildContext(options.apiUrl, request, reply), apiUrl: options.apiUrl };
    let response: Response;
    try {
      response = await forward(ctx, 'resource/upload', { method: 'POST', body: request.body, contentType });
    } catch {
      return unavailable(reply);
    }
    if (!response.ok) return passError(reply, response);
    return reply.code(response.status).send(await response.json());
  });
}
