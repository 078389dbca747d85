import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, useApi } from '../../../__tests__/harness.ts';

// Tenant Configuration (issue 15): refresh, expense filtering rules, whole-role permissions and Copy From, the
// lockout guard, and the log of configuration changes with before and after values.
describe.each(ENGINES)('tenant configuration on $name', (engine) => {
  const api = useApi(engine);
  const SYS = 'system-admin@demo.test';
  const roleId = async (tenant: string, role: string) =>
    only(await api.owner<{ id: number }>(sql`select id from roles where tenant_id = ${tenant} and role = ${role}`)).id;
  const entityId = async (name: string) => only(await api.owner<{ id: number }>(sql`select id from entities where name = ${name}`)).id;
  const actionId = async (name: string) =>
    only(await api.owner<{ id: number }>(sql`select id from permission_actions where name = ${name}`)).id;

  it('answers 403 to anyone but the system admin', async () => {
    for (const as of ['admin@demo.test', 'marketing@demo.test']) {
      for (const [method, url] of [
        ['POST', '/tenant/refresh'],
        ['GET', '/tenant/expense-filtering-rules'],
        ['GET', '/tenant/configuration-changes'],
      ] as const) {
        const res = await api.call(method, url, { as });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('You do not have permission to update product');
      }
      const put = await api.call('PUT', `/permissions/role/${await roleId('demo', 'user')}`, { as, body: { grants: [] } });
      expect(put.status).toBe(403);
    }
    // Admin holds user_role: update, marketing does not: each is told why.
    const userRole = await roleId('demo', 'user');
    const put = (as: string) => api.call('PUT', `/permissions/role/${userRole}`, { as, body: { grants: [] } });
    expect((await put('admin@demo.test')).body.message).toBe('Only the system-admin role may update user_role');
    expect((await put('marketing@demo.test')).body.message).toBe('You do not have permission to update user_role');
    for (const [method, url, body] of [
      ['PUT', '/tenant', { name: 'Taken over' }],
      ['POST', '/setting/feature-flags', { id: 'venuesEnabled', value: false }],
      ['PUT', '/setting/feature-flags', { flags: [{ id: 'venuesEnabled', value: false }] }],
      ['PUT', '/tenant/expense-filtering-rules', { rules: [] }],
    ] as const) {
      const res = await api.call(method, url, { as: 'admin@demo.test', body });
      expect([res.status, res.body.message]).toEqual([403, 'You do not have permission to update product']);
    }
  });

  it('POST /tenant/refresh answers the tenant', async () => {
    const res = await api.call('POST', '/tenant/refresh', { as: SYS });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'demo' });
  });

  it("expense filtering rules: 'Incomplete rule(s)', 'Duplicate rule(s)', 'No changes made', then saved and logged", async () => {
    const put = (rules: unknown[]) => api.call('PUT', '/tenant/expense-filtering-rules', { as: SYS, body: { rules } });
    const incomplete = await put([{ comparisonType: 'Like', comparisonString: '  ' }]);
    expect(incomplete).toMatchObject({ status: 400, body: { message: 'Incomplete rule(s)' } });
    const noType = await put([{ comparisonType: null, comparisonString: 'Meals' }]);
    expect(noType.body.message).toBe('Incomplete rule(s)');
    const duplicate = await put([
      { comparisonType: 'Like', comparisonString: 'Meals' },
      { comparisonType: 'Equals', comparisonString: 'meals' },
    ]);
    expect(duplicate).toMatchObject({ status: 400, body: { message: 'Duplicate rule(s)' } });
    const badType = await put([{ comparisonType: 'Regex', comparisonString: 'x' }]);
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/^comparisonType must be one of Like/);

    const rules = [
      { comparisonType: 'Like', comparisonString: 'Meals' },
      { comparisonType: 'Equals', comparisonString: 'Travel' },
    ];
    const saved = await put(rules);
    expect(saved).toMatchObject({ status: 200, body: rules });
    expect((await api.call('GET', '/tenant/expense-filtering-rules', { as: SYS })).body).toEqual(rules);
    const unchanged = await put(rules);
    expect(unchanged).toMatchObject({ status: 400, body: { message: 'No changes made' } });

    const changes = await api.call('GET', '/tenant/configuration-changes?limit=5', { as: SYS });
    expect(changes.body[0]).toMatchObject({ kind: 'expense_rules', before: [], after: rules });
    expect(changes.body[0].actorName).toBeTruthy();
    // Another tenant sees none of it (RLS).
    const acme = await api.call('GET', '/tenant/expense-filtering-rules', { as: 'system-admin@acme.test', tenant: 'acme' });
    expect(acme.body).toEqual([]);
    const acmeChanges = await api.call('GET', '/tenant/configuration-changes', { as: 'system-admin@acme.test', tenant: 'acme' });
    expect(acmeChanges.body.some((c: { kind: string }) => c.kind === 'expense_rules')).toBe(false);
    await put([]);
  });

  it('saves a whole role, copies another role and logs before and after', async () => {
    const marketing = await roleId('demo', 'marketing');
    const original = (await api.call('GET', '/permissions/role/marketing', { as: SYS })).body as {
      entityId: number;
      permissionId: number;
    }[];
    const grants = [{ entityId: await entityId('venue'), permissionId: await actionId('create') }];
    const saved = await api.call('PUT', `/permissions/role/${marketing}`, { as: SYS, body: { grants } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([{ userRoleId: marketing, ...grants[0] }]);
    const log = (await api.call('GET', '/tenant/configuration-changes?limit=1', { as: SYS })).body[0];
    expect(log).toMatchObject({ kind: 'role_permissions', target: 'marketing', after: { venue: ['create'] } });
    expect(log.before.event).toEqual(['read']);

    const copied = await api.call('POST', `/permissions/role/${marketing}/copy-from/${await roleId('demo', 'user')}`, { as: SYS });
    expect(copied.status).toBe(200);
    const userRows = (await api.call('GET', '/permissions/role/user', { as: SYS })).body as unknown[];
    expect(copied.body).toHaveLength(userRows.length);
    const self = await api.call('POST', `/permissions/role/${marketing}/copy-from/${marketing}`, { as: SYS });
    expect(self).toMatchObject({ status: 400, body: { message: 'Choose another role to copy from' } });
    const otherTenantRole = await api.call('POST', `/permissions/role/${marketing}/copy-from/${await roleId('acme', 'user')}`, { as: SYS });
    expect(otherTenantRole.status).toBe(404);

    const restored = await api.call('PUT', `/permissions/role/${marketing}`, {
      as: SYS,
      body: { grants: original.map((r) => ({ entityId: r.entityId, permissionId: r.permissionId })) },
    });
    expect(restored.body).toHaveLength(original.length);
  });

  describe('the lockout guard: an active system admin keeps what Tenant Configuration needs', () => {
    const grantsOf = async (role: string) =>
      ((await api.call('GET', `/permissions/role/${role}`, { as: SYS })).body as { entityId: number; permissionId: number }[]).map(
        ({ entityId, permissionId }) => ({ entityId, permissionId }),
      );
    const keeps = (entity: string, action: string) =>
      `This would take '${action}' on '${entity}' from the system-admin role, which alone may use Tenant Configuration: no one could`;

    it('refuses revoking, replacing or copying over a permission the screen needs, and changes nothing', async () => {
      const sys = await roleId('demo', 'system-admin');
      const product = await entityId('product');
      const update = await actionId('update');
      const refused = await api.call('DELETE', `/permissions/role/${sys}/entity/${product}/permission/${update}`, { as: SYS });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `${keeps('product', 'update')} change tenant settings any more. Keep 'update' on 'product' for system-admin.`,
      );
      const all = await grantsOf('system-admin');
      const userRole = await entityId('user_role');
      const read = await actionId('read');
      const replaced = await api.call('PUT', `/permissions/role/${sys}`, {
        as: SYS,
        body: { grants: all.filter((g) => !(g.entityId === userRole && g.permissionId === read)) },
      });
      expect(replaced.status).toBe(409);
      expect(replaced.body.message).toMatch(
        /^This would take 'read' on 'user_role' from the system-admin role.* open the Tenant Configuration/,
      );
      const copied = await api.call('POST', `/permissions/role/${sys}/copy-from/${await roleId('demo', 'admin')}`, { as: SYS });
      expect(copied.status).toBe(409);
      expect(copied.body.message).toMatch(/^This would take 'update' on 'product' from the system-admin role/);
      expect(await grantsOf('system-admin')).toEqual(all);
      // Other roles' grants change freely: admin and client-speaker-portal-admin lose user_role: update without a refusal.
      const admin = await grantsOf('admin');
      const emptied = await api.call('PUT', `/permissions/role/${await roleId('demo', 'admin')}`, { as: SYS, body: { grants: [] } });
      expect(emptied.status).toBe(200);
      expect(
        (await api.call('PUT', `/permissions/role/${await roleId('demo', 'admin')}`, { as: SYS, body: { grants: admin } })).status,
      ).toBe(200);
    });

    it('refuses taking the Hive product from system-admin', async () => {
      const before = (await api.call('GET', '/permissions/products', { as: SYS })).body;
      const refused = await api.call('PUT', '/permissions/products', {
        as: SYS,
        body: [
          { role: 'marketing', products: ['hive', 'event-management'] },
          { role: 'system-admin', products: ['speaker-portal', 'dashboard', 'event-management'] },
        ],
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This would take the Hive product from the system-admin role: no one could open Tenant Configuration any more. Keep Hive on for system-admin.',
      );
      // All or nothing: marketing's entry, before the refused one, is not written either.
      expect((await api.call('GET', '/permissions/products', { as: SYS })).body).toEqual(before);
    });

    it('refuses demoting the last active system admin, counts only active users, and lets a second one be removed', async () => {
      const me = only(await api.owner<{ id: number }>(sql`select id from users where tenant_id = 'demo' and email = ${SYS}`)).id;
      const demote = () =>
        api.call('PUT', `/users/${me}`, { as: SYS, body: { email: SYS, firstName: 'System', lastName: 'Admin', role: 'admin' } });
      // A removed system admin is no keeper.
      const [second] = await api.owner<{
        id: number;
      }>(sql`insert into users (tenant_id, email, password_hash, role, first_name, last_name, deleted_at)
        values ('demo', 'second-admin@demo.test', 'not-a-hash', 'system-admin', 'Second', 'Admin', now()) returning id`);
      const refused = await demote();
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This would leave no active user with the system-admin role: no one could change permissions or tenant settings any more. Keep at least one active system-admin user.',
      );
      expect(only(await api.owner<{ role: string }>(sql`select role from users where id = ${me}`)).role).toBe('system-admin');
      // The refused request ended nothing: the system admin's session still works.
      expect((await api.call('POST', '/tenant/refresh', { as: SYS })).status).toBe(200);
      // Another active system admin is not the last one: removing it is allowed.
      await api.owner(sql`update users set deleted_at = null where id = ${second!.id}`);
      expect((await api.call('DELETE', `/users/${second!.id}`, { as: SYS })).status).toBe(204);
    });
  });

  it('a changed flag, product set and hidden fields are logged with before and after, and take effect on the next request', async () => {
    await api.call('POST', '/setting/feature-flags', { as: SYS, body: { id: 'venuesEnabled', value: false } });
    let log = (await api.call('GET', '/tenant/configuration-changes?limit=1', { as: SYS })).body[0];
    expect(log).toMatchObject({ kind: 'feature_flag', target: 'venuesEnabled', before: true, after: false });
    const flags = (await api.call('GET', '/setting/feature-flags', { as: 'marketing@demo.test' })).body as { id: string; value: boolean }[];
    expect(flags.find((f) => f.id === 'venuesEnabled')?.value).toBe(false);
    await api.call('POST', '/setting/feature-flags', { as: SYS, body: { id: 'venuesEnabled', value: true } });

    const hide = await api.call('PUT', '/permissions/entity/speaker/role/marketing/hidden-fields', {
      as: SYS,
      body: { fields: ['email'] },
    });
    expect(hide.status).toBe(200);
    log = (await api.call('GET', '/tenant/configuration-changes?limit=1', { as: SYS })).body[0];
    expect(log).toMatchObject({ kind: 'hidden_fields', target: 'speaker/marketing', before: [], after: ['email'] });
    const seen = await api.call('GET', '/permissions/hidden-fields', { as: 'marketing@demo.test' });
    expect(seen.body.speaker).toEqual(['email']);
    await api.call('PUT', '/permissions/entity/speaker/role/marketing/hidden-fields', { as: SYS, body: { fields: [] } });

    const products = (await api.call('GET', '/permissions/products', { as: SYS })).body as { role: string; products: string[] }[];
    const marketingProducts = products.find((p) => p.role === 'marketing')!.products;
    await api.call('PUT', '/permissions/products', { as: SYS, body: [{ role: 'marketing', products: ['event-management', 'hive'] }] });
    log = (await api.call('GET', '/tenant/configuration-changes?limit=1', { as: SYS })).body[0];
    expect(log).toMatchObject({ kind: 'products', target: 'marketing', before: marketingProducts, after: ['event-management', 'hive'] });
    await api.call('PUT', '/permissions/products', { as: SYS, body: [{ role: 'marketing', products: marketingProducts }] });

    await api.call('PUT', '/tenant', { as: SYS, body: { name: 'Demo Renamed' } });
    log = (await api.call('GET', '/tenant/configuration-changes?limit=1', { as: SYS })).body[0];
    expect(log).toMatchObject({ kind: 'tenant', before: { name: 'Demo Pharma' }, after: { name: 'Demo Renamed' } });
    await api.call('PUT', '/tenant', { as: SYS, body: { name: 'Demo Pharma' } });
  });

  it('PUT /setting/feature-flags sets several flags in one transaction, all or none', async () => {
    const flags = async () =>
      Object.fromEntries(
        ((await api.call('GET', '/setting/feature-flags', { as: SYS })).body as { id: string; value: boolean }[]).map((f) => [
          f.id,
          f.value,
        ]),
      );
    const before = await flags();
    await expectNothingWritten(api, ['feature_flags', 'configuration_changes'], async () => {
      const bad = await api.call('PUT', '/setting/feature-flags', {
        as: SYS,
        body: {
          flags: [
            { id: 'venuesEnabled', value: false },
            { id: 'teleportEnabled', value: true },
          ],
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^id must be one of speakersEnabled, /);
      const twice = await api.call('PUT', '/setting/feature-flags', {
        as: SYS,
        body: {
          flags: [
            { id: 'venuesEnabled', value: false },
            { id: 'venuesEnabled', value: true },
          ],
        },
      });
      expect([twice.status, twice.body.message]).toEqual([400, 'Each flag at most once']);
    });
    const saved = await api.call('PUT', '/setting/feature-flags', {
      as: SYS,
      body: {
        flags: [
          { id: 'venuesEnabled', value: false },
          { id: 'surveysEnabled', value: false },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(
      expect.arrayContaining([
        { id: 'venuesEnabled', value: false },
        { id: 'surveysEnabled', value: false },
      ]),
    );
    const log = (await api.call('GET', '/tenant/configuration-changes?limit=2', { as: SYS })).body as { target: string; after: boolean }[];
    expect(log.map((c) => [c.target, c.after]).sort()).toEqual([
      ['surveysEnabled', false],
      ['venuesEnabled', false],
    ]);
    await api.call('PUT', '/setting/feature-flags', {
      as: SYS,
      body: {
        flags: [
          { id: 'venuesEnabled', value: true },
          { id: 'surveysEnabled', value: true },
        ],
      },
    });
    expect(await flags()).toEqual(before);
  });

  it('rejects a limit outside 1 to 100', async () => {
    const res = await api.call('GET', '/tenant/configuration-changes?limit=0', { as: SYS });
    expect(res).toMatchObject({ status: 400, body: { message: 'limit must be 1 to 100' } });
  });
});

describe.each(ENGINES)('GET /permissions/available-fields on $name', (engine) => {
  const api = useApi(engine);
  it("answers every entity's hideable fields at once", async () => {
    const res = await api.call('GET', '/permissions/available-fields', { as: 'system-admin@demo.test' });
    expect(res.status).toBe(200);
    expect(res.body.speaker).toContain('email');
    expect(Object.values(res.body).every((fields) => Array.isArray(fields) && fields.length > 0)).toBe(true);
  });
});
