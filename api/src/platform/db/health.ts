import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS, type Database } from './client.ts';

/** How long /readyz waits for the database before it answers 503. */
export const READINESS_TIMEOUT_MS = 3000;
/** What a 503 of /readyz asks callers to wait (seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** The `created_at` Drizzle records for the newest migration of the journal (its `when`). */
let newestMigration: number | undefined;

/**
 * Why the service cannot serve, or null when it can: the database answers within
 * READINESS_TIMEOUT_MS and has the newest migration of the journal applied.
 */
export async function unreadiness(db: Database): Promise<string | null> {
  newestMigration ??= Math.max(...readMigrationFiles({ migrationsFolder: MIGRATIONS }).map((m) => m.folderMillis));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READINESS_TIMEOUT_MS);
  });
  const applied = db.asOwner((tx) =>
    tx.query<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`),
  );
  try {
    const answer = await Promise.race([applied, timeout]);
    if (answer === 'timeout') return `The database did not answer within ${READINESS_TIMEOUT_MS / 1000} s`;
    const newest = Number(answer[0]?.newest ?? 0);
    return newest >= newestMigration ? null : 'The database migrations are not all applied';
  } catch {
    return 'The database does not answer';
  } finally {
    clearTimeout(timer);
    applied.catch(() => {}); // settled after a timeout: nobody waits for it any more
  }
}

/**
 * `GET /healthz`: the process lives (always 200). `GET /readyz`: it can serve (200), else 503 with
 * `Retry-After` and the reason. Neither needs a tenant or a token; orchestrators and the BFF poll them.
 */
export function healthRoutes(app: FastifyInstance, db: Database) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const reason = await unreadiness(db);
    if (!reason) return { status: 'ready' };
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ statusCode: 503, error: 'Service Unavailable', message: reason });
  });
}
