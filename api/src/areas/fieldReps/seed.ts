import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import type { Tx } from '../../platform/db/client.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../platform/db/demoNames.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { fieldReps } from './tables.ts';

/** The demo user who is a field rep (platform/db/seed.ts made it): `field-rep@` is the tenant's first field rep (the
 *  events that rep owns are theirs to read: platform/http/scope.ts). */
export async function linkFieldRepUser(tx: Tx, tenantId: string) {
  await tx.query(sql`update users set field_rep_id = (select id from ${fieldReps} where tenant_id = ${tenantId} order by id limit 1)
    where email = ${`field-rep@${tenantId}.test`}`);
}

/** The demo's 20 field reps of a tenant, the first of them the field rep demo user's. Draws nothing from the
 *  tenant's random stream. */
export const fieldRepsSeed: AreaSeed = {
  async rows(tx, t) {
    await insertRows(
      tx,
      fieldReps,
      ['tenant_id', 'name', 'phone', 'email'],
      Array.from({ length: 20 }, (_, i) => {
        const first = FIRST_NAMES[(i * 3 + 1) % FIRST_NAMES.length];
        const last = LAST_NAMES[(i * 11 + 2) % LAST_NAMES.length];
        return [t.id, `${first} ${last}`, `555-02${String(i).padStart(2, '0')}`, `${first}.${last}@${t.id}.test`.toLowerCase()];
      }),
    );
    await linkFieldRepUser(tx, t.id);
  },
};
