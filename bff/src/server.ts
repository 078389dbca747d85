import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { buildContext, type Context } from './platform/context.ts';
import { downloadRoutes } from './platform/downloads.ts';
import { AREAS } from './areas/index.ts';
import { introspectionMode, introspectionPlugin, type IntrospectionMode } from './platform/introspection.ts';
import { graphqlOverHttpPlugin } from './platform/graphqlOverHttp.ts';
import { queryLimits } from './platform/limits.ts';
import { readiness } from './platform/readiness.ts';
import { resolvers } from './platform/schema/resolvers.ts';
import { perMinuteFromEnv, rateLimit } from '../../api/src/platform/http/rateLimit.ts';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, securityHeaders } from './platform/security.ts';
import { upstreamCallsPlugin } from './platform/upstreamCallsPlugin.ts';
import { createHiddenFieldsCache } from './platform/upstream/permissions.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The GraphQL contract, read from the root `schema.graphql`. */
export const typeDefs = readFileSync(join(repoRoot, 'schema.graphql'), 'utf8');

/** Where `npm run build` puts the web app, and where the GraphiQL page is built. */
export const DEFAULT_WEB_DIST = join(repoRoot, 'web', 'dist');
export const GRAPHIQL_DIST = join(repoRoot, 'bff', 'graphiql', 'dist');

export interface BffOptions {
  /** Base URL of the REST service, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  /** The web app's build (default `<repo>/web/dist`). */
  webDist?: string;
  logger?: boolean;
  /** Behind a TLS-terminating proxy: trust `x-forwarded-proto`/`-host` (Secure cookies, tenant host). */
  trustProxy?: boolean;
  /** Who may introspect the schema; default `GRAPHQL_INTROSPECTION`, else `signed-in` in production and `on` otherwise. */
  introspection?: IntrospectionMode;
  /** Requests per minute per client address (429 above it); 0 = no limit. Default `RATE_LIMIT_PER_MINUTE`, else 12,000. */
  rateLimitPerMinute?: number;
  /** How long a caller's hidden fields are kept (ms; `main.ts` reads `HIDDEN_FIELDS_CACHE_SECONDS`). Default 0: every operation asks. */
  hiddenFieldsCacheMs?: number;
}

/** Paths the single-page app never owns. */
const API_PATH = /^\/(graphql|graphiql|healthz|readyz|uploads|files|download)(\/|$)/;

/** The public survey and registration pages' own build (web/respond), inside the web app's. */
const RESPOND = 'respond';

/**
 * A build folder (the web app's or GraphiQL's) as Vite writes it: the `.br`/`.gz` siblings made at
 * build time go to browsers that accept them (`vary: accept-encoding`); the content-hashed files under
 * `assets/` (and the public pages' `respond/assets/`) are cached for a year, everything else (index.html,
 * also as the page fallback) is revalidated.
 */
function staticOptions(root: string) {
  const hashed = [join(root, 'assets', sep), join(root, RESPOND, 'assets', sep)];
  return {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) =>
      void reply.header(
        'cache-control',
        hashed.some((folder) => path.startsWith(folder)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  };
}

/**
 * The BFF: GraphQL at `/graphql` (GET and POST), GraphiQL at `/graphiql`, and the web app with a
 * fallback to its index.html for every other page URL.
 */
export async function createBff(options: BffOptions): Promise<FastifyInstance> {
  const development = process.env.NODE_ENV === 'development';
  const webDist = resolve(options.webDist ?? DEFAULT_WEB_DIST);
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  await securityHeaders(app);
  const limited = await rateLimit(
    app,
    options.rateLimitPerMinute ?? perMinuteFromEnv('RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT_PER_MINUTE),
  );
  await app.register(fastifyCookie);

  const limits = queryLimits(development);
  // /healthz, /readyz, and GraphQL's 503 until the REST service is ready (platform/readiness.ts).
  const health = readiness(app, options.apiUrl);
  const apollo = new ApolloServer<Context>({
    typeDefs,
    resolvers,
    csrfPrevention: true,
    // Who may introspect is decided per request by introspectionPlugin.
    introspection: true,
    validationRules: limits.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: development,
    plugins: [
      ...limits.plugins,
      health.plugin,
      graphqlOverHttpPlugin,
      upstreamCallsPlugin,
      introspectionPlugin(options.introspection ?? introspectionMode()),
      // GraphiQL is served at /graphiql from our own bundle; Apollo's landing page loads from a CDN.
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's default cache-control plugin wraps every field resolver to collect hints the schema never
      // gives (a third of the BFF's CPU per event page went to that wrapping); graphqlOverHttpPlugin sends `no-store`.
      ApolloServerPluginCacheControlDisabled(),
    ],
    // Unexpected failures keep their details in the log, not in the response.
    formatError: (formatted, error) => {
      // graphql-js stops coercing variables after 50 errors with an error of its own that carries no code.
      if (formatted.message.startsWith('Too many errors processing variables')) {
        return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
      }
      if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
      app.log.error({ err: error }, 'GraphQL operation failed');
      return development ? formatted : { ...formatted, message: 'Internal server error' };
    },
  });
  await apollo.start();
  // Fastify drains the HTTP connections on close; Apollo then stops (no drain plugin: it would close Fastify again).
  app.addHook('onClose', () => apollo.stop());

  const hiddenFields = createHiddenFieldsCache(options.hiddenFieldsCacheMs ?? 0);
  const handler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => buildContext(options.apiUrl, request, reply, hiddenFields),
  });
  app.route({ url: '/graphql', method: ['GET', 'POST'], handler });

  // The areas' HTTP routes beside GraphQL (uploads and files: multipart is parsed only inside that plugin, never for /graphql).
  for (const area of AREAS) if ('http' in area) await app.register(area.http, { apiUrl: options.apiUrl });
  await app.register(downloadRoutes, { apiUrl: options.apiUrl });

  await app.register(fastifyStatic, { ...staticOptions(webDist), prefix: '/', wildcard: true });
  await app.register(fastifyStatic, { ...staticOptions(GRAPHIQL_DIST), prefix: '/graphiql/', decorateReply: false });
  app.get('/graphiql', (_request, reply) => reply.redirect('/graphiql/'));
  // The public survey (`/s?eventId=…&surveyTemplateId=…`) and registration (`/r/<event ID>`) pages: their own small
  // bundle (web/respond), never the web app's.
  const respondDist = join(webDist, RESPOND);
  const publicPage = (_request: unknown, reply: FastifyReply) =>
    existsSync(join(respondDist, 'index.html'))
      ? reply.sendFile('index.html', respondDist)
      : reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'The public pages are not built: run `npm run build`' });
  app.get('/s', publicPage);
  app.get('/r/:eventId', publicPage);

  app.setNotFoundHandler(limited, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(path) && extname(path) === '';
    if (isPage && existsSync(join(webDist, 'index.html'))) {
      return reply.sendFile('index.html', webDist);
    }
    const hint = isPage
      ? ' (the web app is not built: run `npm run build`)'
      : path.startsWith('/graphiql') && !existsSync(join(GRAPHIQL_DIST, 'index.html'))
        ? ' (GraphiQL is not built: run `npx vite build --config bff/graphiql/vite.config.ts`)'
        : '';
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${path} not found${hint}` });
  });

  return app;
}
