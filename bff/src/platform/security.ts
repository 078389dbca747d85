import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Requests per minute per client address when `RATE_LIMIT_PER_MINUTE` is unset: 200 a second, twice what
 *  the load test (`npm run bench:load`, 50 clients on one address) sends, and room for a page load's
 *  dozen asset requests from many users behind one office address. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 12_000;

/**
 * The image source of a map tile template (`MAP_TILE_URL`), e.g. `https://{s}.tile.example.org/{z}/{x}/{y}.png`
 * → `https://*.tile.example.org`; null when it names no http(s) host.
 */
export function tileSource(template: string | undefined): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template?.trim() ?? '');
  if (!match) return null;
  const host = match[2]!.replace(/^\{[^}]*\}(?=\.)/, '*');
  return /^[A-Za-z0-9*][A-Za-z0-9.:[\]-]*$/.test(host) && !host.slice(1).includes('*') ? `${match[1]!.toLowerCase()}://${host}` : null;
}

/**
 * The Content-Security-Policy of every BFF answer. The web app and GraphiQL load only their own
 * bundles (no inline script, no eval); styles may be inline because Fluent UI (Griffel) and Monaco
 * insert `<style>` elements at run time. Images: the app's own, `data:`/`blob:` (previews, Leaflet,
 * GraphiQL icons) and any `https:` image, because share-card thumbnails and tenant logos may be
 * external URLs; plus the map tile host of `MAP_TILE_URL`. Monaco's workers are same-origin files.
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv = process.env): Record<string, string[]> {
  const tiles = tileSource(env.MAP_TILE_URL);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(tiles && !tiles.startsWith('https:') ? [tiles] : [])],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'"],
    // The survey template's PDF preview shows the PDF it fetched (with the session) in a frame, as a blob.
    'frame-src': ["'self'", 'blob:'],
    // The training wizard reads a chosen video's duration from its metadata, as a blob, before uploading it.
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/**
 * Security headers on every answer (pages, GraphQL, files, errors, 404s): the CSP above, `nosniff`,
 * `X-Frame-Options: DENY`, `Referrer-Policy: strict-origin-when-cross-origin` (tile servers such as
 * OpenStreetMap's ask for the referring origin) and helmet's other defaults. Strict-Transport-Security
 * only when the request came over TLS (with `trustProxy`, as `x-forwarded-proto` says).
 */
export async function securityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
