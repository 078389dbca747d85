import { sql } from 'drizzle-orm';
import { flagOffMessage, type FeatureFlag } from '../auth/model.ts';
import { textArray, type Tx } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

/** 403 `'<flag's name>' is turned off for your organization` for the first of `flags` the caller's tenant has off: a
 *  route's `featureFlags`, and a rule that needs a feature for some of its inputs only. */
export async function refuseFlagsOff(tx: Tx, flags: readonly FeatureFlag[]): Promise<void> {
  if (!flags.length) return;
  const rows = await tx.query<{ id: string; value: boolean }>(
    sql`select id, value from feature_flags where id = any(${textArray([...flags])})`,
  );
  const off = flags.find((flag) => !rows.some((row) => row.id === flag && row.value));
  if (off) throw new HttpError(403, flagOffMessage(off));
}
