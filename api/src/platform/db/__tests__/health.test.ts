import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { only, type Database } from '../client.ts';
import { healthRoutes, READINESS_TIMEOUT_MS } from '../health.ts';

/** GET over real HTTP. */
async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe.each(ENGINES)('health and readiness of the api on $name', (engine) => {
  const api = useApi(engine);
  let base: string | undefined;
  const url = async () => {
    if (!base) {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    }
    return base;
  };

  it('answers /healthz and /readyz with 200 once migrated, without a tenant or a token', async () => {
    expect(await get(await url(), '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get(await url(), '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('answers /readyz 503 with Retry-After while a migration is not applied, and 200 again once it is', async () => {
    const newest = only(
      await api.owner<{ id: number; hash: string; created_at: string }>(sql`delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`),
    );
    try {
      expect(await get(await url(), '/readyz')).toEqual({
        status: 503,
        retryAfter: '5',
        body: { statusCode: 503, error: 'Service Unavailable', message: 'The database migrations are not all applied' },
      });
      expect((await get(await url(), '/healthz')).status).toBe(200);
    } finally {
      await api.owner(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`,
      );
    }
    expect((await get(await url(), '/readyz')).status).toBe(200);
  });
});

describe('readiness when the database fails', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  const serve = async (asOwner: Database['asOwner']) => {
    const app = Fastify();
    apps.push(app);
    healthRoutes(app, { asOwner } as Database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };

  it('answers 503 when the database refuses the query (server stopped, pool ended), while /healthz stays 200', async () => {
    const base = await serve(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')));
    expect(await get(base, '/readyz')).toMatchObject({ status: 503, retryAfter: '5', body: { message: 'The database does not answer' } });
    expect((await get(base, '/healthz')).status).toBe(200);
  });

  it('answers 503 when the database does not answer in time', async () => {
    const base = await serve(() => new Promise(() => {}));
    const started = Date.now();
    expect(await get(base, '/readyz')).toMatchObject({ status: 503, body: { message: 'The database did not answer within 3 s' } });
    expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 2000);
  });
});
