import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';

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
