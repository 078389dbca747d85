import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';

/** What a configuration change is about (the Recent changes card groups nothing; it shows the kind as a label). */
export type ConfigurationKind = 'tenant' | 'feature_flag' | 'products' | 'hidden_fields' | 'role_permissions' | 'expense_rules';

/**
 * Writes one configuration change with its before and after values (`configuration_changes`, migration 0022), next to
 * the request's audit row. Nothing is written when before and after are equal.
 */
export async function recordChange(
  tx: Tx,
  tenantId: string,
  actorUserId: number | null,
  kind: ConfigurationKind,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await tx.query(sql`insert into configuration_changes (tenant_id, actor_user_id, kind, target, before, after)
    values (${tenantId}, ${actorUserId}, ${kind}, ${target}, ${JSON.stringify(before ?? null)}::jsonb, ${JSON.stringify(after ?? null)}::jsonb)`);
}

/** The permissions that keep the tenant configurable: someone must keep each, or no one could ever give them back. */
export const KEEPER_PERMISSIONS = [
  { entity: 'user_role', action: 'update', what: 'edit permissions' },
  { entity: 'product', action: 'update', what: 'edit tenant settings' },
] as const;

/** Refuses (409, rolling the request back) a grant change after which no role holds a keeper permission. */
export async function assertNotLockedOut(tx: Tx): Promise<void> {
  for (const keeper of KEEPER_PERMISSIONS) {
    const [row] = await tx.query<{ n: number }>(sql`select count(*)::int as n from role_permissions rp
      join entities e on e.id = rp.entity_id join permission_actions a on a.id = rp.permission_id
      where e.name = ${keeper.entity} and a.name = ${keeper.action}`);
    if (!row || row.n === 0) {
      throw new HttpError(
        409,
        `This would revoke the last '${keeper.action}' permission on '${keeper.entity}': no one could ${keeper.what} any more. Keep it on at least one role.`,
      );
    }
  }
}
