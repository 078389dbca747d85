import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { textArray } from '../../platform/db/client.ts';
import { fieldSetting, hiddenFieldsOf } from '../../platform/policy/permissions.ts';
import type { AreaDeps } from '../../platform/area.ts';
import { ENTITIES, PRODUCTS, ROLES, type Entity } from '../../platform/auth/model.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import type { Router } from '../../platform/http/route.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { assertNotLockedOut, CONFIGURES } from '../../platform/policy/configuration.ts';
import { recordChange } from '../tenant/index.ts';
import { rankOf } from '../users/contract.ts';
import { fieldNames, fieldsByEntity, permissionOptions, rolePermission, rolePermissions, roleProducts } from './answers.ts';

type Options = z.output<typeof permissionOptions>;

const role = z.enum(ROLES, { message: `role must be one of ${ROLES.join(', ')}` });
const entity = z.enum(ENTITIES, { message: 'Unknown entity' });
const id = z.coerce.number().int().positive();
const grantParams = z.object({ roleId: id, entityId: id, permissionId: id });
const PRODUCT_VALUES = Object.keys(PRODUCTS) as [keyof typeof PRODUCTS, ...(keyof typeof PRODUCTS)[]];

const rolePermissionRows = (tx: Tx, where = sql`true`) =>
  tx.query<z.output<typeof rolePermission>>(sql`
  select rp.role_id as "userRoleId", rp.entity_id as "entityId", rp.permission_id as "permissionId"
  from role_permissions rp join roles r on r.id = rp.role_id where ${where}
  order by rp.role_id, rp.entity_id, rp.permission_id`);

/** A role's grants as `entity: [actions]` (the before and after values of the configuration changes). */
async function grantsByEntity(tx: Tx, roleId: number): Promise<Record<string, string[]>> {
  const rows = await tx.query<{ entity: string; action: string }>(sql`select e.name as entity, a.name as action
    from role_permissions rp join entities e on e.id = rp.entity_id join permission_actions a on a.id = rp.permission_id
    where rp.role_id = ${roleId} order by e.name, a.id`);
  const map: Record<string, string[]> = {};
  for (const { entity, action } of rows) (map[entity] ??= []).push(action);
  return map;
}

/** Nobody changes the grants, products or hidden fields of a role ranked above their own (ROLE_RANK of areas/users).
 *  Only the configuration roles reach these routes today (`CONFIGURES`), system-admin ranking highest; the rule holds
 *  whoever they are opened to. */
export function refuseRoleAboveCaller(callerRole: string, role: string): void {
  if (rankOf(role) > rankOf(callerRole)) throw new HttpError(403, 'You cannot change the permissions of a role above your own');
}

async function roleNamed(tx: Tx, roleId: number): Promise<string> {
  const [r] = await tx.query<{ role: string }>(sql`select role from roles where id = ${roleId}`);
  if (!r) throw notFound('Role', roleId);
  return r.role;
}

/**
 * Replaces a role's grants with `grants` (the Roles and Permissions card's Save Permissions, and Copy From), refusing
 * a result that leaves no one able to edit permissions or tenant settings; writes the audit row and the change.
 */
async function setRoleGrants(
  ctx: { tx: Tx; tenantId: string; user: AuthUser; audit: (e: string, id: string, a: string, f?: string[]) => Promise<void> },
  roleId: number,
  grants: { entityId: number; permissionId: number }[],
) {
  const { tx, tenantId } = ctx;
  const role = await roleNamed(tx, roleId);
  refuseRoleAboveCaller(ctx.user.role, role);
  const entityIds = new Set((await tx.query<{ id: number }>(sql`select id from entities`)).map((r) => r.id));
  const actionIds = new Set((await tx.query<{ id: number }>(sql`select id from permission_actions`)).map((r) => r.id));
  const badEntity = grants.find((g) => !entityIds.has(g.entityId));
  if (badEntity) throw notFound('Entity', badEntity.entityId);
  const badAction = grants.find((g) => !actionIds.has(g.permissionId));
  if (badAction) throw notFound('Permission', badAction.permissionId);
  const before = await grantsByEntity(tx, roleId);
  await tx.query(sql`delete from role_permissions where role_id = ${roleId}`);
  const unique = new Map(grants.map((g) => [`${g.entityId}/${g.permissionId}`, g]));
  for (const g of unique.values()) {
    await tx.query(sql`insert into role_permissions (tenant_id, role_id, entity_id, permission_id)
      values (${tenantId}, ${roleId}, ${g.entityId}, ${g.permissionId})`);
  }
  await assertNotLockedOut(tx);
  const after = await grantsByEntity(tx, roleId);
  await ctx.audit('role_permissions', String(roleId), 'update', ['permissions', String(unique.size)]);
  await recordChange(tx, tenantId, ctx.user.id, 'role_permissions', role, before, after);
  return rolePermissionRows(tx, sql`rp.role_id = ${roleId}`);
}

/** `entityFields`: every entity's configurable fields, gathered from the areas (areas/index.ts). */
export function permissionRoutes(route: Router, entityFields: AreaDeps['entityFields']) {
  route({
    method: 'GET',
    url: '/permissions/options',
    permission: ['user_role', 'read'],
    answer: permissionOptions,
    handler: async ({ tx }) => ({
      roles: await tx.query<Options['roles'][number]>(sql`select id, role from roles order by id`),
      entities: await tx.query<Options['entities'][number]>(sql`select id, name from entities order by id`),
      permissions: await tx.query<Options['permissions'][number]>(sql`select id, name from permission_actions order by id`),
    }),
  });

  route({
    method: 'GET',
    url: '/permissions/role',
    permission: ['user_role', 'read'],
    answer: rolePermissions,
    handler: ({ tx }) => rolePermissionRows(tx),
  });

  route({
    method: 'GET',
    url: '/permissions/role/:role',
    permission: ['user_role', 'read'],
    schema: { params: z.object({ role }) },
    answer: rolePermissions,
    handler: ({ tx, params }) => rolePermissionRows(tx, sql`r.role = ${params.role}`),
  });

  route({
    method: 'POST',
    url: '/permissions/role/:roleId/entity/:entityId/permission/:permissionId',
    ...CONFIGURES.permissions,
    status: 201,
    schema: { params: grantParams },
    answer: rolePermission,
    handler: async ({ tx, tenantId, params, audit, user }) => {
      const roleName = await roleNamed(tx, params.roleId);
      refuseRoleAboveCaller(user.role, roleName);
      const before = await grantsByEntity(tx, params.roleId);
      const [e] = await tx.query(sql`select id from entities where id = ${params.entityId}`);
      if (!e) throw notFound('Entity', params.entityId);
      const [p] = await tx.query(sql`select id from permission_actions where id = ${params.permissionId}`);
      if (!p) throw notFound('Permission', params.permissionId);
      await tx.query(sql`insert into role_permissions (tenant_id, role_id, entity_id, permission_id)
        values (${tenantId}, ${params.roleId}, ${params.entityId}, ${params.permissionId}) on conflict do nothing`);
      await audit('role_permission', `${params.roleId}/${params.entityId}/${params.permissionId}`, 'create');
      await recordChange(tx, tenantId, user.id, 'role_permissions', roleName, before, await grantsByEntity(tx, params.roleId));
      return { userRoleId: params.roleId, entityId: params.entityId, permissionId: params.permissionId };
    },
  });

  route({
    method: 'DELETE',
    url: '/permissions/role/:roleId/entity/:entityId/permission/:permissionId',
    ...CONFIGURES.permissions,
    schema: { params: grantParams },
    answer: EMPTY,
    handler: async ({ tx, tenantId, params, audit, user }) => {
      const [r] = await tx.query<{ role: string }>(sql`select role from roles where id = ${params.roleId}`);
      if (r) refuseRoleAboveCaller(user.role, r.role);
      const before = r ? await grantsByEntity(tx, params.roleId) : {};
      const deleted = await tx.query(sql`delete from role_permissions where role_id = ${params.roleId}
        and entity_id = ${params.entityId} and permission_id = ${params.permissionId} returning role_id`);
      if (!deleted.length) throw new HttpError(404, 'That permission is not granted');
      await assertNotLockedOut(tx);
      await audit('role_permission', `${params.roleId}/${params.entityId}/${params.permissionId}`, 'delete');
      await recordChange(tx, tenantId, user.id, 'role_permissions', r!.role, before, await grantsByEntity(tx, params.roleId));
      return undefined;
    },
  });

  // A whole role at once (Tenant Configuration, Save Permissions).
  route({
    method: 'PUT',
    url: '/permissions/role/:roleId',
    ...CONFIGURES.permissions,
    schema: {
      params: z.object({ roleId: id }),
      body: z.object({ grants: z.array(z.object({ entityId: id, permissionId: id })).max(ENTITIES.length * 4) }),
    },
    answer: rolePermissions,
    handler: ({ tx, tenantId, params, body, audit, user }) => setRoleGrants({ tx, tenantId, user, audit }, params.roleId, body.grants),
  });

  // Copy From: the role gets exactly the grants of another role.
  route({
    method: 'POST',
    url: '/permissions/role/:roleId/copy-from/:fromRoleId',
    ...CONFIGURES.permissions,
    schema: { params: z.object({ roleId: id, fromRoleId: id }) },
    answer: rolePermissions,
    handler: async ({ tx, tenantId, params, audit, user }) => {
      if (params.roleId === params.fromRoleId) throw new HttpError(400, 'Choose another role to copy from');
      await roleNamed(tx, params.fromRoleId);
      const grants = await tx.query<{ entityId: number; permissionId: number }>(sql`select entity_id as "entityId",
        permission_id as "permissionId" from role_permissions where role_id = ${params.fromRoleId}`);
      return setRoleGrants({ tx, tenantId, user, audit }, params.roleId, grants);
    },
  });

  route({
    method: 'GET',
    url: '/permissions/products',
    permission: ['user_role', 'read'],
    answer: roleProducts,
    handler: async ({ tx }) => {
      const rows = await tx.query<{ role: string; products: string[] }>(sql`select r.role,
        coalesce(array_agg(rp.product order by rp.product) filter (where rp.product is not null), '{}') as products
        from roles r left join role_products rp on rp.role = r.role group by r.id, r.role order by r.id`);
      return rows;
    },
  });

  route({
    method: 'PUT',
    url: '/permissions/products',
    ...CONFIGURES.settings,
    schema: { body: z.array(z.object({ role, products: z.array(z.enum(PRODUCT_VALUES)) })).max(ROLES.length) },
    answer: roleProducts,
    handler: async ({ tx, tenantId, body, audit, user }) => {
      for (const entry of body) refuseRoleAboveCaller(user.role, entry.role);
      for (const entry of body) {
        const old = await tx.query<{ product: string }>(sql`select product from role_products where role = ${entry.role} order by product`);
        await tx.query(sql`delete from role_products where role = ${entry.role}`);
        for (const product of new Set(entry.products)) {
          await tx.query(sql`insert into role_products (tenant_id, role, product) values (${tenantId}, ${entry.role}, ${product})`);
        }
        await audit('role_products', entry.role, 'update', ['products']);
        await recordChange(
          tx,
          tenantId,
          user.id,
          'products',
          entry.role,
          old.map((o) => o.product),
          [...new Set(entry.products)].sort(),
        );
      }
      await assertNotLockedOut(tx);
      return body;
    },
  });

  route({
    method: 'GET',
    url: '/permissions/hidden-fields',
    answer: fieldsByEntity,
    handler: ({ tx, user }) => hiddenFieldsOf(tx, user.role),
  });

  for (const kind of ['hidden', 'disabled'] as const) {
    route({
      method: 'GET',
      url: `/permissions/entity/:entity/${kind}-fields`,
      schema: { params: z.object({ entity }) },
      answer: fieldNames,
      handler: ({ tx, user, params }) => fieldSetting(tx, params.entity, user.role, kind),
    });
  }

  // Every entity's hideable fields at once (the Tenant Configuration's Entity Hidden Fields): entities with none are left out.
  route({
    method: 'GET',
    url: '/permissions/available-fields',
    permission: ['user_role', 'read'],
    answer: fieldsByEntity,
    handler: async () =>
      Object.fromEntries(
        Object.entries(entityFields).flatMap(([entity, fields]): [string, string[]][] => (fields?.length ? [[entity, [...fields]]] : [])),
      ),
  });

  route({
    method: 'GET',
    url: '/permissions/entity/:entity/available-fields',
    schema: { params: z.object({ entity }) },
    answer: fieldNames,
    handler: async ({ params }) => [...(entityFields[params.entity as Entity] ?? [])],
  });

  route({
    method: 'GET',
    url: '/permissions/entity/:entity/role/:role/hidden-fields',
    permission: ['user_role', 'read'],
    schema: { params: z.object({ entity, role }) },
    answer: fieldNames,
    handler: ({ tx, params }) => fieldSetting(tx, params.entity, params.role, 'hidden'),
  });

  route({
    method: 'PUT',
    url: '/permissions/entity/:entity/role/:role/hidden-fields',
    ...CONFIGURES.permissions,
    schema: { params: z.object({ entity, role }), body: z.object({ fields: z.array(z.string().max(100)).max(200) }) },
    answer: fieldNames,
    handler: async ({ tx, tenantId, params, body, audit, user }) => {
      refuseRoleAboveCaller(user.role, params.role);
      const previous = await fieldSetting(tx, params.entity, params.role, 'hidden');
      const available = entityFields[params.entity as Entity] ?? [];
      const unknown = body.fields.filter((f) => !available.includes(f));
      if (unknown.length) throw new HttpError(400, `Unknown fields of ${params.entity}: ${unknown.join(', ')}`);
      const fields = [...new Set(body.fields)];
      await tx.query(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
        values (${tenantId}, ${params.entity}, ${params.role}, 'hidden', ${textArray(fields)})
        on conflict (tenant_id, entity, role, kind) do update set fields = excluded.fields`);
      await audit('hidden_fields', `${params.entity}/${params.role}`, 'update', ['fields']);
      await recordChange(tx, tenantId, user.id, 'hidden_fields', `${params.entity}/${params.role}`, previous, fields);
      return fields;
    },
  });
}
