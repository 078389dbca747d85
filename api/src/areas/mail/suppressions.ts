import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { SuppressionReason } from './contract.ts';

// The tenant's suppression list (`email_suppressions`): the addresses that get no more messages, and which.

/** Whether a suppression of `reason` keeps a message from going out: a bounced address gets nothing (it would bounce
 *  again and hurt the sender's reputation); an unsubscribed one still gets the messages it cannot do without (a
 *  password link), never a program message. */
export const suppresses = (reason: SuppressionReason, unsubscribable: boolean) => reason === 'bounced' || unsubscribable;

/** The Sent mail screen's reason of a suppressed row. */
export const suppressedBecause = (reason: SuppressionReason) =>
  reason === 'bounced' ? 'The address bounced a message before' : 'The address unsubscribed';

/** Adds `email` to the tenant's suppression list (a bounce outranks an unsubscribe) and suppresses its queued rows that
 *  the reason keeps from going out. */
export async function suppressAddress(tx: Tx, tenantId: string, email: string, reason: SuppressionReason) {
  await tx.query(sql`insert into email_suppressions (tenant_id, email, reason) values (${tenantId}, lower(${email}), ${reason})
    on conflict (tenant_id, email) do update set reason = 'bounced' where excluded.reason = 'bounced'`);
  await tx.query(sql`update email_outbox set status = 'suppressed', last_error = ${suppressedBecause(reason)}
    where status = 'queued' and lower(to_email) = lower(${email}) and (${suppresses(reason, false)} or unsubscribable)`);
}
