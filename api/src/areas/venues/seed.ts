import type { AreaSeed } from '../../platform/area.ts';
import { CITIES, VENUE_KINDS } from '../../platform/db/demoNames.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { venues } from './tables.ts';

/** The demo's 15 venues of a tenant (every fourth of capacity 0). Its draws from the tenant's random stream come
 *  right after the speakers' (`after`), where they always were, so every later demo value stays as it was. */
export const venuesSeed: AreaSeed = {
  after: ['speakers'],
  async rows(tx, t) {
    const { pick, between } = t;
    await insertRows(
      tx,
      venues,
      ['tenant_id', 'name', 'address', 'city', 'state', 'zip_code', 'capacity'],
      Array.from({ length: 15 }, (_, i) => {
        const [city, state, zip] = CITIES[i % CITIES.length]!;
        return [
          t.id,
          `${city} ${pick(VENUE_KINDS)} ${i + 1}`,
          `${between(10, 999)} Main Street`,
          city,
          state,
          zip,
          i % 4 === 0 ? 0 : between(20, 200),
        ];
      }),
    );
  },
};
