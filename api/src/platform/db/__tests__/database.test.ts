import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../auth/model.ts';
import { only, type Tx } from '../client.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

describe.each(ENGINES)('database on $name', (engine) => {
  const api = useApi(engine);

  /** Every table with a tenant_id column, and tenants itself. */
  const tenantTables = async () =>
    (
      await api.owner<{ table: string }>(sql`select c.relname as table from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (c.relname = 'tenants' or exists (select 1 from pg_attribute a
          where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped))
      order by c.relname`)
    ).map((r) => r.table);

  it('has row-level security enabled and forced on every tenant table', async () => {
    const tables = await tenantTables();
    expect(tables).toEqual(expect.arrayContaining(['tenants', 'users', 'events', 'audit_log', 'field_reps', 'refresh_tokens']));
    const rows = await api.owner<{ table: string; enabled: boolean; forced: boolean; policies: number }>(sql`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = any(${sql.param(tables)}::text[]) order by c.relname`);
    const weak = rows.filter((r) => !r.enabled || !r.forced || r.policies === 0).map((r) => r.table);
    expect(weak).toEqual([]);
    expect(rows).toHaveLength(tables.length);
  });

  it('runs requests as hive_app: no superuser, no BYPASSRLS, owner of no table', async () => {
    const [role] = await api.owner<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'hive_app'`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await api.owner(sql`select c.relname from pg_class c join pg_roles r on r.oid = c.relowner
      where r.rolname = 'hive_app'`);
    expect(owned).toEqual([]);
    const who = only(await api.db.withTenant('demo', (tx) => tx.query<{ role: string }>(sql`select current_user as role`)));
    expect(who.role).toBe('hive_app');
  });

  it('shows no row of any tenant table without a matching tenant', async () => {
    const tables = await tenantTables();
    const countAll = async (tx: Tx) => {
      const counts: [string, number][] = [];
      for (const t of tables) counts.push([t, only(await tx.query<{ n: number }>(sql.raw(`select count(*)::int as n from ${t}`))).n]);
      return counts;
    };

    const unknownTenant = await api.db.withTenant('no-such-tenant', countAll);
    expect(unknownTenant.filter(([, n]) => n > 0)).toEqual([]);

    // The role without any tenant set (as a query that forgot set_config would run).
    const noTenant = await api.db.asOwner(async (tx) => {
      await tx.query(sql`set local role hive_app`);
      return countAll(tx);
    });
    expect(noTenant.filter(([, n]) => n > 0)).toEqual([]);

    // The same tables do hold rows for demo, so the zero counts above are the policy at work.
    const demo = new Map(await api.db.withTenant('demo', countAll));
    expect(demo.get('events')).toBe(240);
    expect(demo.get('tenants')).toBe(1);
  });

  it("refuses to write a row of another tenant inside withTenant('demo')", async () => {
    const failure = (fn: () => Promise<unknown>) =>
      fn().then(
        () => null,
        (e: { cause?: { code?: string } }) => e.cause?.code,
      );
    expect(
      await failure(() =>
        api.db.withTenant('demo', (tx) => tx.query(sql`insert into topics (tenant_id, name) values ('acme', 'Smuggled topic')`)),
      ),
    ).toBe('42501');
    expect(
      await failure(() =>
        api.db.withTenant('demo', (tx) => tx.query(sql`update events set tenant_id = 'acme' where id = (select min(id) from events)`)),
      ),
    ).toBe('42501');

    // Another tenant's rows are out of reach of update and delete: nothing matches.
    const acmeEvent = only(
      await api.owner<{ id: number; title: string }>(sql`select id, title from events where tenant_id = 'acme' order by id limit 1`),
    );
    const touched = await api.db.withTenant('demo', async (tx) => [
      ...(await tx.query(sql`update events set title = 'Hijacked' where id = ${acmeEvent.id} returning id`)),
      ...(await tx.query(sql`delete from events where id = ${acmeEvent.id} returning id`)),
    ]);
    expect(touched).toEqual([]);
    const after = only(await api.owner<{ title: string }>(sql`select title from events where id = ${acmeEvent.id}`));
    expect(after.title).toBe(acmeEvent.title);
    expect(await api.owner(sql`select id from topics where name = 'Smuggled topic'`)).toEqual([]);
  });

  it('lets the service read but never change the shared permission catalog', async () => {
    const failure = (fn: () => Promise<unknown>) =>
      fn().then(
        () => null,
        (e: { cause?: { code?: string } }) => e.cause?.code,
      );
    const { n } = only(await api.db.withTenant('demo', (tx) => tx.query<{ n: number }>(sql`select count(*)::int as n from entities`)));
    expect(n).toBe(ENTITIES.length);
    for (const write of [
      sql`insert into entities (name) values ('smuggled')`,
      sql`update permission_actions set name = 'approve' where name = 'read'`,
      sql`delete from entities where name = 'event'`,
    ]) {
      expect(await failure(() => api.db.withTenant('demo', (tx) => tx.query(write)))).toBe('42501');
    }
  });

  it('answers 401 to a token of one tenant sent with the other tenant header', async () => {
    for (const [email, tenant] of [
      ['admin@demo.test', 'acme'],
      ['admin@acme.test', 'demo'],
    ] as const) {
      for (const url of ['/events', '/users/my-user-data', '/field-reps']) {
        const token = await api.token(email);
        const res = await api.call('GET', url, { tenant, headers: { authorization: `Bearer ${token}` } });
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Token was issued for another tenant');
      }
    }
  });

  it.runIf(engine.name === 'postgres')(
    'keeps serving after the server ends its connections, idle or busy',
    async () => {
      const { name } = only(await api.owner<{ name: string }>(sql`select current_database() as name`));
      const terminate = async (where: string) => {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          return (await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and ${where}`, [name]))
            .rowCount;
        } finally {
          await admin.end();
        }
      };
      expect(await terminate(`state = 'idle'`)).toBeGreaterThan(0);

      // A connection ended in the middle of a transaction fails that transaction only. The sleep outlasts any
      // wait for the query to show in pg_stat_activity on a loaded machine; the termination ends it early.
      const busy = api.db
        .withTenant('demo', (tx) => tx.query(sql`select pg_sleep(40)`))
        .then(
          () => 'done',
          (e: Error) => e.message,
        );
      for (let ended = 0; !ended; await new Promise((resolve) => setTimeout(resolve, 50))) {
        ended = (await terminate(`query like '%pg_sleep%' and pid <> pg_backend_pid()`)) ?? 0;
      }
      expect(await busy).not.toBe('done');

      // The clients hear of it now; without a listener each would be an uncaught error.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await api.call('GET', '/events', { as: 'admin@demo.test' });
      expect(res.status).toBe(200);
    },
    60_000,
  );
});
