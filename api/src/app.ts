import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './platform/db/client.ts';
import { seedDemo } from './platform/db/seed.ts';
import { healthRoutes } from './platform/db/health.ts';
import { AREAS, ENTITY_FIELDS } from './areas/index.ts';
import { composeMail, planTenantMail } from './areas/emailSeries/index.ts';
import { startDelivery } from './areas/mail/index.ts';
import type { AreaDeps } from './platform/area.ts';
import { createTokenKeys } from './platform/auth/tokens.ts';
import { HttpError } from './platform/http/errors.ts';
import { openApiRoutes } from './platform/http/openapi.ts';
import { createRouter, type RegisteredRoute } from './platform/http/route.ts';
import { clientAddressOf } from './platform/http/clientAddress.ts';
import { perMinuteFromEnv, rateLimit } from './platform/http/rateLimit.ts';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, requestIdOf, securityHeaders } from './platform/http/security.ts';
import { createStorage, type FileStorage } from './platform/storage/index.ts';
import fastifyMultipart from '@fastify/multipart';

export interface ApiOptions {
  /** PostgreSQL connection string; unset = embedded PGlite. */
  databaseUrl?: string;
  /** Connections of the PostgreSQL pool (default 10). */
  poolSize?: number;
  /** PGlite location: a folder, or `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite data directory to start from (`pgliteSnapshot` of db/client.ts: the tests' migrated copy). */
  pgliteSnapshot?: Blob;
  /** Load the demo data when the database has no tenant yet. */
  seed?: boolean;
  logger?: boolean;
  jwtSecret?: string;
  /** Client URL of a tenant, for the instances menu. */
  clientUrlOf?: (tenantId: string) => string;
  /** Where files go; by default from `dataDir` and `S3_BUCKET` (storage/index.ts). */
  storage?: FileStorage;
  /** Requests per minute per client address (429 above it); 0 = no limit. Default `API_RATE_LIMIT_PER_MINUTE`, else 60,000. */
  rateLimitPerMinute?: number;
  /** Check every answer against `JSON.stringify` (platform/http/answer.ts); default: while `NODE_ENV` is `test`. */
  checkAnswers?: boolean;
  /** Run the e-mail delivery worker (areas/mail/worker.ts) beside the routes: the server does, tests and tools not. */
  deliver?: boolean;
}

const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

/** PostgreSQL error classes that bad input can cause, answered as 4xx instead of 500. */
const PG_INPUT_ERRORS: Record<string, [number, string]> = {
  '23503': [422, 'A referenced record does not exist'],
  '23505': [409, 'A record with these values already exists'],
  '23502': [400, 'A required value is missing'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22007': [400, 'Invalid date or time'],
  '22008': [400, 'Invalid date or time'],
  '22P02': [400, 'Invalid value'],
  '42501': [403, 'The row is not writable for this tenant'],
  '22021': [400, 'Text must not contain NUL characters'],
  '22P05': [400, 'Text must not contain NUL characters'],
};

export interface Api {
  app: FastifyInstance;
  db: Database;
  /** Every registered route with its schemas and permission. */
  routes: readonly RegisteredRoute[];
  close(): Promise<void>;
}

/** Loads the demo data and its files when the database has no tenant yet. */
export async function seedDemoWithFiles(db: Database, storage: FileStorage): Promise<void> {
  if (!(await seedDemo(db, AREAS))) return;
  for (const area of AREAS) await area.afterSeed?.({ db, storage });
}

export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const db = await openDatabase(options);
  const storage = options.storage ?? createStorage(options);
  if (options.seed) await seedDemoWithFiles(db, storage);

  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'warn' } : false,
    bodyLimit: 1024 * 1024,
    // A client's x-request-id lands in the audit log: only a bounded, well-formed one is kept.
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
  });
  await securityHeaders(app);
  // Behind the BFF every request comes from its address: the person it forwards is counted (x-forwarded-for
  // from a trusted peer, http/clientAddress.ts), as sign-in throttling does.
  const perMinute = options.rateLimitPerMinute ?? perMinuteFromEnv('API_RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT_PER_MINUTE);
  const limited = await rateLimit(app, perMinute, clientAddressOf);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; cause?: { code?: string } }, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ statusCode: error.statusCode, error: error.message, message: error.message, ...error.extra });
    }
    // Drizzle wraps the driver's error (DrizzleQueryError): the SQLSTATE is on its cause.
    const code = error.cause?.code ?? error.code;
    const pg = code ? PG_INPUT_ERRORS[code] : undefined;
    const [status, message] =
      pg ?? (error.statusCode && error.statusCode < 500 ? [error.statusCode, error.message] : [500, 'Internal server error']);
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ statusCode: status, error: message, message });
  });
  app.setNotFoundHandler(limited, (request, reply) =>
    reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );

  // Multipart bodies for every upload route; each route reads its parts with its own size limit.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1000 } });
  // A raw body (application/octet-stream) stays the request's stream for a route that reads it itself (`upload: 'raw'`,
  // with its own size limit); every other route refuses it as Fastify refuses a type it has no parser for.
  app.addContentTypeParser('application/octet-stream', (request, payload, done) => {
    if (request.routeOptions.config.policy?.upload === 'raw') return done(null, payload);
    done(new HttpError(415, 'Unsupported Media Type: application/octet-stream'));
  });

  const hash = process.env.BUILD_HASH ?? createHash('sha256').update(VERSION).digest('hex').slice(0, 12);
  app.get('/', async () => ({ hash, version: VERSION }));
  healthRoutes(app, db);

  const deps: AreaDeps = {
    db,
    tokens: createTokenKeys(options.jwtSecret ?? randomUUID() + randomUUID()),
    storage,
    clientUrlOf: options.clientUrlOf ?? ((tenantId) => `http://${tenantId}.localhost:4000`),
    entityFields: ENTITY_FIELDS,
  };
  // The REST contract (platform/http/openapi.ts): registered before the routes it describes.
  await openApiRoutes(app, VERSION);
  const route = createRouter(app, { db, tokens: deps.tokens, checkAnswers: options.checkAnswers ?? process.env.NODE_ENV === 'test' });
  for (const area of AREAS) area.routes(route, deps);
  const delivery = options.deliver
    ? startDelivery({ db, clientUrlOf: deps.clientUrlOf, plan: planTenantMail, compose: composeMail })
    : null;

  return {
    app,
    db,
    routes: route.table,
    async close() {
      await app.close();
      await delivery?.stop();
      await db.close();
    },
  };
}
