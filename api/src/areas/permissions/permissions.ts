import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { textArray } from '../../platform/db/client.ts';
import { fieldSetting, hiddenFieldsOf } from '../../platform/policy/permissions.ts';
import type { AreaDeps } from '../../platform/area.ts';
import { ENTITIES, PRODUCTS, ROLES, type Entity } from '../../platform/auth/model.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';

const role = z.enum(ROLES, { message: `role must be one of ${ROLES.join(', ')}` });
const entity = z.enum(ENTITIES, { message: 'Unknown entity' });
const id = z.coerce.number().int().positive();
const grantParams = z.object({ roleId: id, entityId: id, permissionId: id });
const PRODUCT_VALUES = Object.keys(PRODUCTS) as [keyof typeof PRODUCTS, ...(keyof typeof PRODUCTS)[]];

const rolePermissionRows = (where = sql`true`) => sql`
  select rp.role_id as "userRoleId", rp.entity_id as "entityId", rp.permission_id as "permissionId"
  from role_permissions rp join roles r on r.id = rp.role_id where ${where}
  order by rp.role_id, rp.entity_id, rp.permission_id`;

/** `entityFields`: every entity's configurable fields, gathered from the areas (areas/index.ts). */
export function permissionRoutes(route: Router, entityFields: AreaDeps['entityFields']) {
  route({
    method: 'GET',
    url: '/permissions/options',
    permission: ['user_role', 'read'],
    handler: async ({ tx }) => ({
      roles: await tx.query(sql`select id, role from roles order by id`),
      entities: await tx.query(sql`select id, name from entities order by id`),
      permissions: await tx.query(sql`select id, name from permission_actions order by id`),
    }),
  });

  route({
    method: 'GET',
    url: '/permissions/role',
    permission: ['user_role', 'read'],
    handler: ({ tx }) => tx.query(rolePermissionRows()),
  });

  route({
    method: 'GET',
    url: '/permissions/role/:role',
    permission: ['user_role', 'read'],
    schema: { params: z.object({ role }) },
    handler: ({ tx, params }) => tx.query(rolePermissionRows(sql`r.role = ${params.role}`)),
  });

  route({
    method: 'POST',
    url: '/permissions/role/:roleId/entity/:entityId/permission/:permissionId',
    permission: ['user_role', 'update'],
    status: 201,
    schema: { params: grantParams },
    handler: async ({ tx, tenantId, params, audit }) => {
      const [r] = await tx.query(sql`select id from roles where id = ${params.roleId}`);
      if (!r) throw notFound('Role', params.roleId);
      const [e] = await tx.query(sql`select id from entities where id = ${params.entityId}`);
      if (!e) throw notFound('Entity', params.entityId);
      const [p] = await tx.query(sql`select id from permission_actions where id = ${params.permissionId}`);
      if (!p) throw notFound('Permission', params.permissionId);
      await tx.query(sql`insert into role_permissions (tenant_id, role_id, entity_id, permission_id)
        values (${tenantId}, ${params.roleId}, ${params.entityId}, ${params.permissionId}) on conflict do nothing`);
      await audit('role_permission', `${params.roleId}/${params.entityId}/${params.permissionId}`, 'create');
      return { userRoleId: params.roleId, entityId: params.entityId, permissionId: params.permissionId };
    },
  });

  route({
    method: 'DELETE',
    url: '/permissions/role/:roleId/entity/:entityId/permission/:permissionId',
    permission: ['user_role', 'update'],
    schema: { params: grantParams },
    handler: async ({ tx, params, audit }) => {
      const deleted = await tx.query(sql`delete from role_permissions where role_id = ${params.roleId}
        and entity_id = ${params.entityId} and permission_id = ${params.permissionId} returning role_id`);
      if (!deleted.length) throw new HttpError(404, 'That permission is not granted');
      await audit('role_permission', `${params.roleId}/${params.entityId}/${params.permissionId}`, 'delete');
      return undefined;
    },
  });

  route({
    method: 'GET',
    url: '/permissions/products',
    permission: ['user_role', 'read'],
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
    permission: ['user_role', 'update'],
    schema: { body: z.array(z.object({ role, products: z.array(z.enum(PRODUCT_VALUES)) })).max(ROLES.length) },
    handler: async ({ tx, tenantId, body, audit }) => {
      for (const entry of body) {
        await tx.query(sql`delete from role_products where role = ${entry.role}`);
        for (const product of new Set(entry.products)) {
          await tx.query(sql`insert into role_products (tenant_id, role, product) values (${tenantId}, ${entry.role}, ${product})`);
        }
        await audit('role_products', entry.role, 'update', ['products']);
      }
      return body;
    },
  });

  route({
    method: 'GET',
    url: '/permissions/hidden-fields',
    handler: ({ tx, user }) => hiddenFieldsOf(tx, user.role),
  });

  for (const kind of ['hidden', 'disabled'] as const) {
    route({
      method: 'GET',
      url: `/permissions/entity/:entity/${kind}-fields`,
      schema: { params: z.object({ entity }) },
      handler: ({ tx, user, params }) => fieldSetting(tx, params.entity, user.role, kind),
    });
  }

  route({
    method: 'GET',
    url: '/permissions/entity/:entity/available-fields',
    schema: { params: z.object({ entity }) },
    handler: async ({ params }) => [...(entityFields[params.entity as Entity] ?? [])],
  });

  route({
    method: 'GET',
    url: '/permissions/entity/:entity/role/:role/hidden-fields',
    permission: ['user_role', 'read'],
    schema: { params: z.object({ entity, role }) },
    handler: ({ tx, params }) => fieldSetting(tx, params.entity, params.role, 'hidden'),
  });

  route({
    method: 'PUT',
    url: '/permissions/entity/:entity/role/:role/hidden-fields',
    permission: ['user_role', 'update'],
    schema: { params: z.object({ entity, role }), body: z.object({ fields: z.array(z.string().max(100)).max(200) }) },
    handler: async ({ tx, tenantId, params, body, audit }) => {
      const available = entityFields[params.entity as Entity] ?? [];
      const unknown = body.fields.filter((f) => !available.includes(f));
      if (unknown.length) throw new HttpError(400, `Unknown fields of ${params.entity}: ${unknown.join(', ')}`);
      const fields = [...new Set(body.fields)];
      await tx.query(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
        values (${tenantId}, ${params.entity}, ${params.role}, 'hidden', ${textArray(fields)})
        on conflict (tenant_id, entity, role, kind) do update set fields = excluded.fields`);
      await audit('hidden_fields', `${params.entity}/${params.role}`, 'update', ['fields']);
      return fields;
    },
  });
}
