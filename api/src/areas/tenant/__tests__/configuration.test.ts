import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

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

  it('answers 403 to anyone but the system admin (product: update)', async () => {
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

  it('refuses revoking the last permission that lets anyone edit permissions or tenant settings', async () => {
    const sys = await roleId('demo', 'system-admin');
    const productUpdate = `/permissions/role/${sys}/entity/${await entityId('product')}/permission/${await actionId('update')}`;
    const refused = await api.call('DELETE', productUpdate, { as: SYS });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This would revoke the last 'update' permission on 'product': no one could edit tenant settings any more. Keep it on at least one role.",
    );
    const stillThere =
      await api.owner(sql`select 1 from role_permissions where role_id = ${sys} and entity_id = ${await entityId('product')}
      and permission_id = ${await actionId('update')}`);
    expect(stillThere).toHaveLength(1);

    // user_role: update is also held by admin and client-speaker-portal-admin: emptying all three is refused.
    const owners = ['admin', 'client-speaker-portal-admin'];
    const backups: Record<string, { entityId: number; permissionId: number }[]> = {};
    for (const role of owners) {
      backups[role] = (await api.call('GET', `/permissions/role/${role}`, { as: SYS })).body;
      const ok = await api.call('PUT', `/permissions/role/${await roleId('demo', role)}`, { as: SYS, body: { grants: [] } });
      expect(ok.status).toBe(200);
    }
    const keepProductOnly = [{ entityId: await entityId('product'), permissionId: await actionId('update') }];
    const lockout = await api.call('PUT', `/permissions/role/${sys}`, { as: SYS, body: { grants: keepProductOnly } });
    expect(lockout.status).toBe(409);
    expect(lockout.body.message).toBe(
      "This would revoke the last 'update' permission on 'user_role': no one could edit permissions any more. Keep it on at least one role.",
    );
    for (const role of owners) {
      const grants = backups[role]!.map((r) => ({ entityId: r.entityId, permissionId: r.permissionId }));
      await api.call('PUT', `/permissions/role/${await roleId('demo', role)}`, { as: SYS, body: { grants } });
    }
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
    await api.call('PUT', '/permissions/products', { as: SYS, body: [{ role: 'marketing', products: ['dashboard', 'hive'] }] });
    log = (await api.call('GET', '/tenant/configuration-changes?limit=1', { as: SYS })).body[0];
    expect(log).toMatchObject({ kind: 'products', target: 'marketing', before: marketingProducts, after: ['dashboard', 'hive'] });
    await api.call('PUT', '/permissions/products', { as: SYS, body: [{ role: 'marketing', products: marketingProducts }] });

    await api.call('PUT', '/tenant', { as: SYS, body: { name: 'Demo Renamed' } });
    log = (await api.call('GET', '/tenant/configuration-changes?limit=1', { as: SYS })).body[0];
    expect(log).toMatchObject({ kind: 'tenant', before: { name: 'Demo Pharma' }, after: { name: 'Demo Renamed' } });
    await api.call('PUT', '/tenant', { as: SYS, body: { name: 'Demo Pharma' } });
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
