import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from './errors.ts';

/** What GraphQL answers (503) until the REST service has answered ready once. */
export const STARTING_MESSAGE = 'Hive is starting; try again in a few seconds.';
/** The `Retry-After` of those answers and of a 503 from /readyz (seconds). */
export const RETRY_AFTER_SECONDS = 5;
/** How long a probe of the REST service's /readyz may take. */
const PROBE_TIMEOUT_MS = 2000;

/**
 * Health of the BFF (`server.ts` registers it):
 * - `GET /healthz` — the process lives: always 200.
 * - `GET /readyz` — it can serve: 200 when the REST service's `/readyz` answers 200 (its database
 *   answers, its migrations are applied), else 503 with `Retry-After`. Asked live each time.
 * - GraphQL, until the REST service has been ready once (the start: migrations, the first demo
 *   seed), refuses every operation that parsed and validated with HTTP 503, `Retry-After` and
 *   STARTING_MESSAGE (code UPSTREAM_UNAVAILABLE) instead of a 'Network error' on every field. After
 *   that, an outage of the service is answered per field as before (partial data, errors/upstream).
 */
export function readiness(app: FastifyInstance, apiUrl: string) {
  let started = false;
  let probing: Promise<boolean> | undefined;

  const readyz = `${apiUrl.replace(/\/+$/, '')}/readyz`;
  const probe = async () => {
    const ready = await fetch(readyz, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
      (r) => r.ok,
      () => false,
    );
    started ||= ready;
    return ready;
  };
  /** Concurrent requests while starting share one probe. */
  const hasStarted = () =>
    started
      ? Promise.resolve(true)
      : (probing ??= probe().finally(() => {
          probing = undefined;
        }));

  // Known before the first request when the service is up already (tests, a restarted BFF).
  app.addHook('onReady', async () => {
    await probe();
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (await probe()) return { status: 'ready', api: 'ready' };
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The REST service is not ready',
    });
  });

  // Asked once every check of the operation (validation, limits, introspection) has passed, before it runs.
  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async responseForOperation() {
          if (await hasStarted()) return null;
          return {
            body: {
              kind: 'single',
              singleResult: { errors: [{ message: STARTING_MESSAGE, extensions: { code: 'UPSTREAM_UNAVAILABLE' satisfies ErrorCode } }] },
            },
            http: { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
          };
        },
      };
    },
  };
  return { plugin };
}
