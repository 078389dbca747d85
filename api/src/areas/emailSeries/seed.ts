import type { AreaSeed } from '../../platform/area.ts';
import type { Tx } from '../../platform/db/client.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { emailSeries } from './tables.ts';

/** The email series of a tenant (the demo's and the bench's); answers their ids. */
export const seedEmailSeries = (tx: Tx, tenantId: string) =>
  insertRows(
    tx,
    emailSeries,
    ['tenant_id', 'name'],
    ['Standard invitations', 'Reminder series', 'Virtual event series', 'Follow-up series'].map((name) => [tenantId, name]),
  );

/** The demo's email series. Draws nothing from the tenant's random stream. */
export const emailSeriesSeed: AreaSeed = {
  async rows(tx, t) {
    await seedEmailSeries(tx, t.id);
  },
};
