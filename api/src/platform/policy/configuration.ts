import { sql } from 'drizzle-orm';
import { PRODUCTS, type Action, type Entity, type Product, type Role } from '../auth/model.ts';
import type { Tx } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

/** Who may use the Tenant Configuration (spec 002 §6 "SystemAdmin only", the web route's allowed roles). */
export const CONFIGURATION_ROLES: readonly Role[] = ['system-admin'];

type ConfigurationPolicy = { roles: readonly Role[]; permission: [Entity, Action] };

/**
 * The route policies (platform/http/route.ts `roles` and `permission`) of every Tenant Configuration write: the
 * configuration roles only, with `user_role: update` to change grants and hidden fields, `product: update` to change
 * the tenant's settings (name, flags, products, expense rules, refresh).
 */
export const CONFIGURES: { permissions: ConfigurationPolicy; settings: ConfigurationPolicy } = {
  permissions: { roles: CONFIGURATION_ROLES, permission: ['user_role', 'update'] },
  settings: { roles: CONFIGURATION_ROLES, permission: ['product', 'update'] },
};

/** What a configuration role must keep for the screen to load and save: the permissions of its calls. */
export const KEEPER_PERMISSIONS: readonly { entity: Entity; action: Action; what: string }[] = [
  { entity: 'user_role', action: 'read', what: 'open the Tenant Configuration' },
  { entity: 'user_role', action: 'update', what: 'change permissions' },
  { entity: 'product', action: 'update', what: 'change tenant settings' },
];

/** The product a configuration role must keep (spec 002 §2.20: Hive is locked on); without one the screen is unreachable. */
export const KEEPER_PRODUCT: Product = 'hive';

/** Why `role` could not keep the tenant configurable, or null when it can. */
async function lockoutOf(tx: Tx, role: Role): Promise<string | null> {
  const granted = await tx.query<{ entity: string; action: string }>(sql`select e.name as entity, a.name as action
    from role_permissions rp join roles r on r.id = rp.role_id join entities e on e.id = rp.entity_id
    join permission_actions a on a.id = rp.permission_id where r.role = ${role}`);
  const missing = KEEPER_PERMISSIONS.find((k) => !granted.some((g) => g.entity === k.entity && g.action === k.action));
  if (missing) {
    return `This would take '${missing.action}' on '${missing.entity}' from the ${role} role, which alone may use Tenant Configuration: no one could ${missing.what} any more. Keep '${missing.action}' on '${missing.entity}' for ${role}.`;
  }
  const [product] = await tx.query(sql`select 1 from role_products where role = ${role} and product = ${KEEPER_PRODUCT}`);
  if (!product) {
    const name = PRODUCTS[KEEPER_PRODUCT];
    return `This would take the ${name} product from the ${role} role: no one could open Tenant Configuration any more. Keep ${name} on for ${role}.`;
  }
  const [user] = await tx.query(sql`select 1 from users u left join speakers s on s.id = u.speaker_id
    where u.role = ${role} and u.deleted_at is null and (s.status is null or s.status <> 'inactive') limit 1`);
  if (!user) {
    return `This would leave no active user with the ${role} role: no one could change permissions or tenant settings any more. Keep at least one active ${role} user.`;
  }
  return null;
}

/**
 * The lockout guard (issue 15): after a change in the request's transaction, at least one active user of a role that
 * may use Tenant Configuration still has every permission and the product its calls need. Otherwise 409 with what to
 * keep, which rolls the request back. Grant changes, Copy From, products per role and a user's new role or removal
 * (areas/users) call it.
 */
export async function assertNotLockedOut(tx: Tx): Promise<void> {
  const reasons: string[] = [];
  for (const role of CONFIGURATION_ROLES) {
    const reason = await lockoutOf(tx, role);
    if (!reason) return;
    reasons.push(reason);
  }
  throw new HttpError(409, reasons[0]!);
}
