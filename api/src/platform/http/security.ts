import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A client's `x-request-id` that is kept (and written to `audit_log.request_id`): a bounded token. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request id: the client's `x-request-id` when it is well formed, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Requests per minute per client address when `API_RATE_LIMIT_PER_MINUTE` is unset. Every call of the
 *  BFF comes from its one address, so this is far above what the load test sends (~100 GraphQL
 *  requests/s through the BFF, a few REST calls each). */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60_000;

/**
 * Security headers on every answer (also errors and 404s): the service answers JSON and files, never
 * pages, so its Content-Security-Policy allows nothing; `nosniff`, no framing, no referrer.
 * Strict-Transport-Security only on requests that came over TLS.
 */
export async function securityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
