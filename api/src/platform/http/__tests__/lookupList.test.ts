import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIELD_REPS, TOPICS } from '../../db/lookups.ts';
import { EMAIL_SERIES_LIST } from '../../../areas/emailSeries/emailSeries.ts';
import { only } from '../../db/client.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

/** Each lookup list (`listLookup`: lookupListRoute of the fieldReps and topics areas, the emailSeries area's own list
 *  route): its path, table definition, entity, seeded count per tenant and DTO keys. */
const LOOKUPS = [
  { path: 'topics', source: TOPICS, entity: 'topic', seeded: 8 },
  { path: 'email-series', source: EMAIL_SERIES_LIST, entity: 'email_series', seeded: 5 },
  { path: 'field-reps', source: FIELD_REPS, entity: 'field_rep', seeded: 20 },
].map((l) => ({ ...l, table: l.source.table, keys: ['id', ...Object.keys(l.source.columns)], sortable: Object.keys(l.source.sortable) }));

const READER = 'user@demo.test';

describe.each(ENGINES)('lookup list routes on $name', (engine) => {
  const api = useApi(engine);
  const idsOf = async (table: string, tenant: string) =>
    (await api.owner<{ id: number }>(sql.raw(`select id from ${table} where tenant_id = '${tenant}' order by id`))).map((r) => r.id);

  describe.each(LOOKUPS)('GET /$path', (lookup) => {
    it("lists the tenant's rows in pages with their count", async () => {
      const first = await api.call('GET', `/${lookup.path}`, { as: READER, query: { limit: 3 } });
      expect(first.status).toBe(200);
      expect(first.body.count).toBe(lookup.seeded);
      expect(first.body.results).toHaveLength(3);
      expect(Object.keys(first.body.results[0]).sort()).toEqual([...lookup.keys].sort());

      const all = await api.call('GET', `/${lookup.path}`, { as: READER, query: { limit: -1 } });
      expect(all.body.results).toHaveLength(lookup.seeded);
      const ids = all.body.results.map((r: { id: number }) => r.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(await idsOf(lookup.table, 'demo'));
      const second = await api.call('GET', `/${lookup.path}`, { as: READER, query: { limit: 3, page: 2 } });
      expect(second.body.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(3, 6));
    });

    it.each(['asc', 'desc'])('sorts by each sortable field %s', async (direction) => {
      for (const key of lookup.sortable) {
        const res = await api.call('GET', `/${lookup.path}`, {
          as: READER,
          query: { limit: -1, sortBy: key, sortDesc: direction === 'desc' },
        });
        const values: (string | number)[] = res.body.results.map((r: Record<string, string | number>) => r[key]);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    });

    it('searches case-insensitively with wildcards taken literally, and fetches a batch by ids', async () => {
      const all = (await api.call('GET', `/${lookup.path}`, { as: READER, query: { limit: -1 } })).body.results;
      const term = String(all[all.length - 1][lookup.keys[1]!]).slice(0, 4);
      const found = await api.call('GET', `/${lookup.path}`, { as: READER, query: { searchQuery: term.toUpperCase(), limit: -1 } });
      expect(found.body.count).toBeGreaterThan(0);
      expect(found.body.count).toBe(found.body.results.length);
      expect(found.body.count).toBeLessThan(lookup.seeded);
      for (const row of found.body.results) expect(JSON.stringify(row).toLowerCase()).toContain(term.toLowerCase());
      const none = await api.call('GET', `/${lookup.path}`, { as: READER, query: { searchQuery: '%_' } });
      expect(none.body).toEqual({ results: [], count: 0 });

      const wanted = all.slice(0, 2).map((r: { id: number }) => r.id);
      const batch = await api.call('GET', `/${lookup.path}`, { as: READER, query: { filters: { ids: wanted } } });
      expect(batch.body.count).toBe(2);
      expect(batch.body.results.map((r: { id: number }) => r.id).sort()).toEqual([...wanted].sort());
    });

    it("never lists acme's rows to demo, even asked by id", async () => {
      const acme = await idsOf(lookup.table, 'acme');
      const res = await api.call('GET', `/${lookup.path}`, { as: READER, query: { filters: { ids: acme.slice(0, 5) } } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ results: [], count: 0 });
      const all = await api.call('GET', `/${lookup.path}`, { as: READER, query: { limit: -1 } });
      expect(all.body.results.some((r: { id: number }) => acme.includes(r.id))).toBe(false);
    });

    it('answers 400 to bad paging, sorting and filters', async () => {
      for (const [query, message] of [
        [{ filters: '{"ids":' }, 'filters must be JSON'],
        [{ filters: { ids: ['x'] } }, 'ids must be positive whole numbers'],
        [{ filters: { ids: [2 ** 31] } }, 'ids must be positive whole numbers'],
        [{ page: 0 }, 'page must be 1 or more'],
        [{ limit: 5000 }, 'limit must be at most 1000'],
        [{ sortBy: 'password' }, `sortBy must be one of ${lookup.sortable.join(', ')}`],
      ] as const) {
        const res = await api.call('GET', `/${lookup.path}`, { as: READER, query });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it(`answers 403 to a role without ${lookup.entity}:read`, async () => {
      const role = await api.owner<{ id: number }>(sql`select id from roles where tenant_id = 'demo' and role = 'sfc-compliance'`);
      await api.owner(sql`delete from role_permissions where role_id = ${only(role).id}
        and entity_id = (select id from entities where name = ${lookup.entity})`);
      const res = await api.call('GET', `/${lookup.path}`, { as: 'sfc-compliance@demo.test' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(`You do not have permission to read ${lookup.entity}`);
      expect((await api.call('GET', `/${lookup.path}`, { as: 'sfc-compliance@acme.test' })).status).toBe(403);
    });
  });
});
