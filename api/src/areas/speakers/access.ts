import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { RouteContext } from '../../platform/http/route.ts';
import { SPEAKER_MESSAGES as M } from './contract.ts';

/**
 * The speaker record a call names, as the caller may reach it: a Speaker-role user (and an admin
 * impersonating one) only their own record — any other id is refused with 403, not filtered to
 * nothing —; every other role any speaker of the tenant (row-level security hides other tenants',
 * which answer 404 like a missing one).
 */
export async function reachableSpeaker(tx: Tx, user: RouteContext<unknown, unknown, unknown>['user'], id: number): Promise<void> {
  if (user.role === 'speaker' && user.speakerId !== id) throw new HttpError(403, M.otherSpeaker);
  const [row] = await tx.query(sql`select 1 from speakers where id = ${id}`);
  if (!row) throw notFound('Speaker', id);
}
