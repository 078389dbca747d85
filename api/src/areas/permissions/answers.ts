import { z } from 'zod';
import type { Json } from '../../platform/http/answer.ts';

/** What the permission routes answer: the REST contract's answer half (platform/http/answer.ts). */

const named = z.object({ id: z.number().int(), name: z.string() });

/** The roles, entities and actions the grants refer to by id (the Roles and Permissions card). */
export const permissionOptions = z.object({
  roles: z.array(z.object({ id: z.number().int(), role: z.string() })),
  entities: z.array(named),
  permissions: z.array(named),
});

/** One grant: the role may do the action (`permissionId`) on the entity. */
export const rolePermission = z.object({
  userRoleId: z.number().int(),
  entityId: z.number().int(),
  permissionId: z.number().int(),
});
export const rolePermissions = z.array(rolePermission);

/** The products a role may open. */
export const roleProducts = z.array(z.object({ role: z.string(), products: z.array(z.string()) }));

/** Field names: an entity's hidden, disabled or hideable fields. */
export const fieldNames = z.array(z.string());
/** Field names by entity (`{ speaker: ['email'] }`). */
export const fieldsByEntity = z.record(z.string(), fieldNames);

export type PermissionOptions = Json<typeof permissionOptions>;
export type RolePermission = Json<typeof rolePermission>;
export type RoleProducts = Json<typeof roleProducts>[number];
