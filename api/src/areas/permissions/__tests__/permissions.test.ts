import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIONS, ENTITIES, ROLES } from '../../../platform/auth/model.ts';
import { ENTITY_FIELDS } from '../../index.ts';
import { defaultGrants } from '../../../platform/db/seed.ts';
import { only } from '../../../platform/db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { refuseRoleAboveCaller } from '../permissions.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

describe.each(ENGINES)('permission routes on $name', (engine) => {
  const api = useApi(engine);
  const ADMIN = 'admin@demo.test';
  const SYS = 'system-admin@demo.test';

  const roleId = async (tenant: string, role: string) =>
    only(await api.owner<{ id: number }>(sql`select id from roles where tenant_id = ${tenant} and role = ${role}`)).id;
  const entityId = async (name: string) => only(await api.owner<{ id: number }>(sql`select id from entities where name = ${name}`)).id;
  const actionId = async (name: string) =>
    only(await api.owner<{ id: number }>(sql`select id from permission_actions where name = ${name}`)).id;
  const grantUrl = async (tenant: string, role: string, entity: string, action: string) =>
    `/permissions/role/${await roleId(tenant, role)}/entity/${await entityId(entity)}/permission/${await actionId(action)}`;

  it('GET /permissions/options answers the roles of the tenant, the entities and the actions', async () => {
    const res = await api.call('GET', '/permissions/options', { as: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.roles.map((r: { role: string }) => r.role)).toEqual([...ROLES]);
    const demoRoleIds = (await api.owner<{ id: number }>(sql`select id from roles where tenant_id = 'demo' order by id`)).map((r) => r.id);
    expect(res.body.roles.map((r: { id: number }) => r.id)).toEqual(demoRoleIds);
    expect(res.body.entities.map((e: { name: string }) => e.name)).toEqual([...ENTITIES]);
    expect(res.body.permissions.map((p: { name: string }) => p.name)).toEqual([...ACTIONS]);
  });

  it("GET /permissions/role and /permissions/role/:role answer the tenant's grant rows", async () => {
    const all = await api.call('GET', '/permissions/role', { as: ADMIN });
    expect(all.status).toBe(200);
    const expected = ROLES.reduce((n, role) => n + Object.values(defaultGrants(role)).reduce((m, a) => m + (a?.length ?? 0), 0), 0);
    expect(all.body).toHaveLength(expected);
    const demoRoles = new Set((await api.owner<{ id: number }>(sql`select id from roles where tenant_id = 'demo'`)).map((r) => r.id));
    expect(all.body.every((r: { userRoleId: number }) => demoRoles.has(r.userRoleId))).toBe(true);

    const marketing = await api.call('GET', '/permissions/role/marketing', { as: ADMIN });
    const marketingId = await roleId('demo', 'marketing');
    expect(marketing.body).toContainEqual({
      userRoleId: marketingId,
      entityId: await entityId('event'),
      permissionId: await actionId('read'),
    });
    expect(marketing.body).toHaveLength(Object.keys(defaultGrants('marketing')).length);
    const bad = await api.call('GET', '/permissions/role/wizard', { as: ADMIN });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`role must be one of ${ROLES.join(', ')}`);
  });

  it('answers 403 to roles without user_role read or update', async () => {
    for (const [method, url, action] of [
      ['GET', '/permissions/options', 'read'],
      ['GET', '/permissions/role', 'read'],
      ['GET', '/permissions/role/admin', 'read'],
      ['GET', '/permissions/products', 'read'],
      ['GET', '/permissions/entity/event/role/marketing/hidden-fields', 'read'],
    ] as const) {
      const res = await api.call(method, url, { as: 'program-analyst@demo.test' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(`You do not have permission to ${action} user_role`);
    }
    await expectNothingWritten(api, ['role_permissions', 'role_products', 'field_settings'], async () => {
      for (const [method, url, body, entity] of [
        ['POST', await grantUrl('demo', 'marketing', 'event', 'create'), undefined, 'user_role'],
        ['DELETE', await grantUrl('demo', 'marketing', 'event', 'read'), undefined, 'user_role'],
        ['PUT', '/permissions/products', [{ role: 'marketing', products: ['hive', 'event-management'] }], 'product'],
        ['PUT', '/permissions/entity/event/role/marketing/hidden-fields', { fields: [] }, 'user_role'],
      ] as const) {
        const res = await api.call(method, url, { as: 'marketing@demo.test', body });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(`You do not have permission to update ${entity}`);
      }
    });
  });

  // Tenant Configuration is SystemAdmin's (spec 002 §6): an admin holds user_role: update by default, and with it could
  // otherwise grant their own role anything.
  it('refuses every grant, product and hidden-field change to an admin, whatever the grants say, and writes nothing', async () => {
    await expectNothingWritten(api, ['role_permissions', 'role_products', 'field_settings', 'configuration_changes'], async () => {
      for (const as of [ADMIN, 'client-speaker-portal-admin@demo.test']) {
        for (const [method, url, body, entity] of [
          ['POST', await grantUrl('demo', 'admin', 'product', 'update'), undefined, 'user_role'],
          ['DELETE', await grantUrl('demo', 'marketing', 'event', 'read'), undefined, 'user_role'],
          ['PUT', `/permissions/role/${await roleId('demo', 'admin')}`, { grants: [] }, 'user_role'],
          [
            'POST',
            `/permissions/role/${await roleId('demo', 'admin')}/copy-from/${await roleId('demo', 'system-admin')}`,
            undefined,
            'user_role',
          ],
          ['PUT', '/permissions/entity/event/role/marketing/hidden-fields', { fields: [] }, 'user_role'],
        ] as const) {
          const res = await api.call(method, url, { as, body });
          expect([res.status, res.body.message]).toEqual([403, `Only the system-admin role may update ${entity}`]);
        }
      }
    });
    // Granting an admin product: update changes nothing: the configuration stays the system admin's.
    const products = () => api.call('PUT', '/permissions/products', { as: ADMIN, body: [{ role: 'marketing', products: ['hive'] }] });
    expect((await products()).body.message).toBe('You do not have permission to update product');
    expect((await api.call('POST', await grantUrl('demo', 'admin', 'product', 'update'), { as: SYS })).status).toBe(201);
    expect((await products()).body.message).toBe('Only the system-admin role may update product');
    expect((await api.call('DELETE', await grantUrl('demo', 'admin', 'product', 'update'), { as: SYS })).status).toBe(204);
  });

  it('refuses a change of the permissions of a role ranked above the caller (ROLE_RANK)', () => {
    expect(() => refuseRoleAboveCaller('admin', 'system-admin')).toThrow('You cannot change the permissions of a role above your own');
    expect(() => refuseRoleAboveCaller('client-speaker-portal-admin', 'admin')).toThrow(HttpError);
    expect(() => refuseRoleAboveCaller('system-admin', 'system-admin')).not.toThrow();
    expect(() => refuseRoleAboveCaller('admin', 'marketing')).not.toThrow();
  });

  it('POST and DELETE a grant change what the role may do, with audit rows', async () => {
    const event = {
      shortName: 'PERM-1',
      title: 'Granted program',
      startTime: '2026-05-01T15:00:00.000Z',
      endTime: '2026-05-01T17:00:00.000Z',
      zone: 'US/Central',
      type: 'virtual',
      status: 'confirmed',
    };
    const before = await api.call('POST', '/events', { as: 'marketing@demo.test', body: event });
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('You do not have permission to create event');

    const url = await grantUrl('demo', 'marketing', 'event', 'create');
    const granted = await api.call('POST', url, { as: SYS });
    expect(granted.status).toBe(201);
    expect(granted.body).toEqual({
      userRoleId: await roleId('demo', 'marketing'),
      entityId: await entityId('event'),
      permissionId: await actionId('create'),
    });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'role_permission', action: 'create', tenant_id: 'demo' });
    expect((await api.call('POST', '/events', { as: 'marketing@demo.test', body: event })).status).toBe(201);
    // acme's marketing role is not affected.
    expect((await api.call('POST', '/events', { as: 'marketing@acme.test', body: event })).status).toBe(403);

    const revoked = await api.call('DELETE', url, { as: SYS });
    expect(revoked.status).toBe(204);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'role_permission', action: 'delete' });
    expect((await api.call('POST', '/events', { as: 'marketing@demo.test', body: event })).status).toBe(403);
    const again = await api.call('DELETE', url, { as: SYS });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('That permission is not granted');
  });

  it('refuses bad ids with 400/404 and writes nothing', async () => {
    const entity = await entityId('event');
    const action = await actionId('read');
    await expectNothingWritten(api, ['role_permissions'], async () => {
      const notNumber = await api.call('POST', `/permissions/role/abc/entity/${entity}/permission/${action}`, { as: SYS });
      expect(notNumber.status).toBe(400);
      expect(notNumber.body.message).toMatch(/^roleId: /);
      const role = await roleId('demo', 'marketing');
      for (const [url, message] of [
        [`/permissions/role/999999/entity/${entity}/permission/${action}`, 'Role 999999 not found'],
        [`/permissions/role/${role}/entity/999999/permission/${action}`, 'Entity 999999 not found'],
        [`/permissions/role/${role}/entity/${entity}/permission/999999`, 'Permission 999999 not found'],
      ] as const) {
        const res = await api.call('POST', url, { as: SYS });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(message);
      }
    });
  });

  it("cannot grant to or revoke from another tenant's role", async () => {
    await expectNothingWritten(api, ['role_permissions'], async () => {
      const acmeRole = await roleId('acme', 'marketing');
      const grant = await api.call('POST', await grantUrl('acme', 'marketing', 'event', 'delete'), { as: SYS });
      expect(grant.status).toBe(404);
      expect(grant.body.message).toBe(`Role ${acmeRole} not found`);
      const revoke = await api.call('DELETE', await grantUrl('acme', 'marketing', 'event', 'read'), { as: SYS });
      expect(revoke.status).toBe(404);
    });
  });

  it('GET and PUT /permissions/products answer and replace the products per role', async () => {
    const res = await api.call('GET', '/permissions/products', { as: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { role: string }) => r.role)).toEqual([...ROLES]);
    // Issue 31: marketing reads the dashboards out of the box.
    expect(res.body).toContainEqual({ role: 'marketing', products: ['dashboard', 'hive'] });

    const put = await api.call('PUT', '/permissions/products', {
      as: SYS,
      body: [{ role: 'marketing', products: ['hive', 'event-management'] }],
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual([{ role: 'marketing', products: ['hive', 'event-management'] }]);
    expect(
      (await api.call('GET', '/users/products/role/marketing', { as: ADMIN })).body.map((p: { product: string }) => p.product),
    ).toEqual(['event-management', 'hive']);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'role_products', entity_id: 'marketing', changed_fields: ['products'] });
    expect(
      (await api.call('GET', '/users/products/role/marketing', { as: 'admin@acme.test' })).body.map((p: { product: string }) => p.product),
    ).toEqual(['dashboard', 'hive']);

    await expectNothingWritten(api, ['role_products'], async () => {
      const bad = await api.call('PUT', '/permissions/products', { as: SYS, body: [{ role: 'marketing', products: ['casino'] }] });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^0\.products\.0: /);
      // One bad entry refuses the whole request: the good entry before it is not written either.
      const partly = await api.call('PUT', '/permissions/products', {
        as: SYS,
        body: [
          { role: 'user', products: [] },
          { role: 'wizard', products: ['hive'] },
        ],
      });
      expect(partly.status).toBe(400);
      expect(partly.body.message).toBe(`role must be one of ${ROLES.join(', ')}`);
    });
  });

  describe('field settings', () => {
    it("answer the caller's hidden and disabled fields and the entity's available fields", async () => {
      const hidden = await api.call('GET', '/permissions/entity/event/hidden-fields', { as: 'marketing@demo.test' });
      expect(hidden.status).toBe(200);
      expect(hidden.body).toEqual(['notes', 'avRequirements']);
      expect((await api.call('GET', '/permissions/entity/event/hidden-fields', { as: ADMIN })).body).toEqual([]);
      expect((await api.call('GET', '/permissions/hidden-fields', { as: 'marketing@demo.test' })).body).toEqual({
        event: ['notes', 'avRequirements'],
      });
      expect((await api.call('GET', '/permissions/hidden-fields', { as: ADMIN })).body).toEqual({});
      expect((await api.call('GET', '/permissions/hidden-fields')).status).toBe(401);
      expect((await api.call('GET', '/permissions/entity/event/disabled-fields', { as: 'marketing@demo.test' })).body).toEqual([]);
      const available = await api.call('GET', '/permissions/entity/field_rep/available-fields', { as: 'marketing@demo.test' });
      expect(available.body).toEqual([...(ENTITY_FIELDS.field_rep ?? [])]);
      const unknown = await api.call('GET', '/permissions/entity/spaceship/hidden-fields', { as: ADMIN });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Unknown entity');
    });

    it('PUT .../role/:role/hidden-fields replaces the hidden fields of one role in the tenant', async () => {
      const url = '/permissions/entity/event/role/field-rep/hidden-fields';
      expect((await api.call('GET', url, { as: ADMIN })).body).toEqual([]);
      const put = await api.call('PUT', url, { as: SYS, body: { fields: ['notes', 'replayUrl', 'notes'] } });
      expect(put.status).toBe(200);
      expect(put.body).toEqual(['notes', 'replayUrl']);
      expect((await api.call('GET', url, { as: ADMIN })).body).toEqual(['notes', 'replayUrl']);
      expect((await api.call('GET', '/permissions/entity/event/hidden-fields', { as: 'field-rep@demo.test' })).body).toEqual([
        'notes',
        'replayUrl',
      ]);
      expect((await api.call('GET', '/permissions/entity/event/hidden-fields', { as: 'field-rep@acme.test' })).body).toEqual([]);
      // The all-entities read the BFF's field policy uses answers the same, per tenant.
      expect((await api.call('GET', '/permissions/hidden-fields', { as: 'field-rep@demo.test' })).body).toEqual({
        event: ['notes', 'replayUrl'],
        speaker: ['email', 'phone'],
      });
      expect((await api.call('GET', '/permissions/hidden-fields', { as: 'field-rep@acme.test' })).body).toEqual({
        speaker: ['email', 'phone'],
      });
      expect((await lastAudit(api))[0]).toMatchObject({
        entity: 'hidden_fields',
        entity_id: 'event/field-rep',
        changed_fields: ['fields'],
      });

      await expectNothingWritten(api, ['field_settings'], async () => {
        const bad = await api.call('PUT', url, { as: SYS, body: { fields: ['notes', 'secretSauce'] } });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe('Unknown fields of event: secretSauce');
        const notList = await api.call('PUT', url, { as: SYS, body: { fields: 'notes' } });
        expect(notList.status).toBe(400);
        expect(notList.body.message).toBe('fields: Invalid input: expected array, received string');
      });
    });
  });
});
