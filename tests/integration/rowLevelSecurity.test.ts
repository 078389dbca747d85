import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../api/src/app.ts';
import { ENGINES } from '../../api/src/__tests__/harness.ts';
import { only } from '../../api/src/platform/db/client.ts';
import { DEMO_PASSWORD } from '../../bff/src/__tests__/stack.ts';
import { tables } from './support/checksum.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The role every request's transaction runs as (api/src/platform/db/client.ts). */
const SERVICE_ROLE = 'hive_app';

describe('row-level security at the database (PGlite)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await ENGINES[0]!.open();
  });
  afterAll(() => api?.close());

  it('has RLS enabled and forced, with a tenant policy, on every tenant table', async () => {
    const { tenant } = await tables(api.db);
    expect(tenant.length).toBeGreaterThan(15);
    const rows = await api.db.asOwner((tx) =>
      tx.query<{ name: string; enabled: boolean; forced: boolean; policies: string[] }>(sql`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        coalesce(array_agg(p.qual || ' / ' || coalesce(p.with_check, '')) filter (where p.policyname is not null), '{}') as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_policies p on p.schemaname = n.nspname and p.tablename = c.relname
      where n.nspname = 'public' and c.relkind = 'r' group by c.relname, c.relrowsecurity, c.relforcerowsecurity`),
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    const problems = tenant.flatMap((name) => {
      const row = byName.get(name)!;
      const out: string[] = [];
      if (!row.enabled) out.push(`${name}: RLS not enabled`);
      if (!row.forced) out.push(`${name}: RLS not forced`);
      const scoped = row.policies.filter((p) => p.includes("current_setting('app.tenant_id'"));
      if (!scoped.length) out.push(`${name}: no policy on app.tenant_id`);
      for (const policy of row.policies) {
        if (!/current_setting\('app\.tenant_id'.*\/ .*current_setting\('app\.tenant_id'/.test(policy))
          out.push(`${name}: policy ${policy} does not check both reads and writes`);
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  it(`runs requests as ${SERVICE_ROLE}, which owns no table, is no superuser and does not bypass RLS`, async () => {
    const [role] = await api.db.asOwner((tx) =>
      tx.query<{ super: boolean; bypass: boolean }>(
        sql`select rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = ${SERVICE_ROLE}`,
      ),
    );
    expect(role).toEqual({ super: false, bypass: false });
    const owned = await api.db.asOwner((tx) => tx.query(sql`select tablename from pg_tables where tableowner = ${SERVICE_ROLE}`));
    expect(owned).toEqual([]);
    const current = only(await api.db.withTenant('demo', (tx) => tx.query<{ role: string }>(sql`select current_user as role`)));
    expect(current.role).toBe(SERVICE_ROLE);
  });

  it("shows nothing to a query with no tenant set, and refuses to write another tenant's row", async () => {
    const { tenant } = await tables(api.db);
    const counts = await api.db.asOwner(async (tx) => {
      await tx.query(sql`set local role hive_app`);
      const out: Record<string, number> = {};
      for (const name of tenant) {
        out[name] = only(await tx.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`)).n;
      }
      return out;
    });
    expect(
      Object.values(counts).every((n) => n === 0),
      JSON.stringify(counts),
    ).toBe(true);
    // The same tables hold rows: the owner sees them.
    const { n } = only(await api.db.asOwner((tx) => tx.query<{ n: number }>(sql`select count(*)::int as n from events`)));
    expect(n).toBeGreaterThan(0);

    await expect(
      api.db.withTenant('demo', (tx) => tx.query(sql`insert into topics (tenant_id, name) values ('acme', 'Planted')`)),
    ).rejects.toThrow();
    await expect(api.db.withTenant('demo', (tx) => tx.query(sql`update topics set tenant_id = 'acme'`))).rejects.toThrow();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('row-level security under concurrency (PostgreSQL, a pool of 2 connections)', () => {
  let api: Api;
  let apiUrl: string;
  beforeAll(async () => {
    api = await ENGINES.at(-1)!.open({ poolSize: 2 });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => api?.close());

  it('never crosses tenants over 1,000 interleaved requests of two tenants', async () => {
    const tenants = { demo: 'DP-', acme: 'AB-' } as const;
    const tokens: Record<string, string> = {};
    for (const tenant of Object.keys(tenants)) {
      const response = await fetch(`${apiUrl}/auth/pw-auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant-id': tenant },
        body: JSON.stringify({ email: `admin@${tenant}.test`, password: DEMO_PASSWORD }),
      });
      tokens[tenant] = ((await response.json()) as { jwt: string }).jwt;
    }
    const call = (tenant: string, path: string, body?: unknown) =>
      fetch(`${apiUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', 'x-tenant-id': tenant, authorization: `Bearer ${tokens[tenant]}` },
        body: body ? JSON.stringify(body) : undefined,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

    const crossings: string[] = [];
    const created: Record<keyof typeof tenants, number[]> = { demo: [], acme: [] };
    async function request(i: number) {
      const tenant = i % 2 === 0 ? 'demo' : 'acme';
      const other = tenant === 'demo' ? 'acme' : 'demo';
      switch (Math.floor(i / 2) % 4) {
        case 0: {
          const { body } = await call(tenant, `/events?limit=25&page=${1 + (i % 9)}`);
          for (const e of body.results) if (!e.shortName.startsWith(tenants[tenant])) crossings.push(`${tenant} saw event ${e.shortName}`);
          break;
        }
        case 1: {
          const { body } = await call(tenant, '/users/my-user-data');
          if (body.email !== `admin@${tenant}.test`) crossings.push(`${tenant} is ${body.email}`);
          break;
        }
        case 2: {
          const { status, body } = await call(tenant, '/field-reps', {
            name: `Interleaved ${tenant} ${i}`,
            email: `rep${i}@${tenant}.test`,
          });
          if (status !== 201) crossings.push(`${tenant} create answered ${status}`);
          else created[tenant].push(body.id);
          break;
        }
        default: {
          const { body } = await call(tenant, `/field-reps?limit=100&searchQuery=Interleaved`);
          for (const r of body.results) if (r.name.includes(other)) crossings.push(`${tenant} saw ${r.name}`);
        }
      }
    }
    const queue = Array.from({ length: 1000 }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await request(i);
      }),
    );
    expect(crossings).toEqual([]);

    const rows = await api.db.asOwner((tx) =>
      tx.query<{ id: number; tenant_id: string; name: string }>(
        sql`select id, tenant_id, name from field_reps where name like 'Interleaved %'`,
      ),
    );
    expect(rows).toHaveLength(created.demo.length + created.acme.length);
    expect(rows.filter((r) => !r.name.startsWith(`Interleaved ${r.tenant_id} `))).toEqual([]);
    for (const [tenant, ids] of Object.entries(created)) {
      expect(
        rows
          .filter((r) => r.tenant_id === tenant)
          .map((r) => r.id)
          .sort(),
      ).toEqual([...ids].sort());
    }
  });
});
