import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, explainPlans, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';
import { listLookup } from '../../../platform/db/lookups.ts';
import { rowScopeOf } from '../../../platform/http/scope.ts';
import { VENUE_TABLE } from '../venues.ts';

const ADMIN = 'admin@demo.test';
const READER = 'user@demo.test';
const KEYS = ['id', 'name', 'address', 'city', 'state', 'zipCode', 'capacity'];
const SORTABLE = ['name', 'address', 'city', 'state', 'zipCode', 'capacity'];
const VENUE = { name: 'Harbor Hall', address: '1 Pier Road', city: 'Boston', state: 'MA', zipCode: '02110', capacity: 120 };

describe.each(ENGINES)('venue routes on $name', (engine) => {
  const api = useApi(engine);
  const idsOf = async (tenant: string) =>
    (await api.owner<{ id: number }>(sql`select id from venues where tenant_id = ${tenant} order by id`)).map((r) => r.id);
  const seeded = async () => (await idsOf('demo')).length;

  it("lists the tenant's venues in pages with their count", async () => {
    const count = await seeded();
    const first = await api.call('GET', '/venues', { as: READER, query: { limit: 3 } });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(count);
    expect(first.body.results).toHaveLength(3);
    expect(Object.keys(first.body.results[0]).sort()).toEqual([...KEYS].sort());
    const all = await api.call('GET', '/venues', { as: READER, query: { limit: -1 } });
    const ids = all.body.results.map((r: { id: number }) => r.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(await idsOf('demo'));
    const second = await api.call('GET', '/venues', { as: READER, query: { limit: 3, page: 2 } });
    expect(second.body.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(3, 6));
  });

  it.each(['asc', 'desc'])('sorts by every column of Venue Management %s', async (direction) => {
    for (const key of SORTABLE) {
      const res = await api.call('GET', '/venues', { as: READER, query: { limit: -1, sortBy: key, sortDesc: direction === 'desc' } });
      expect(res.status).toBe(200);
      const values: (string | number)[] = res.body.results.map((r: Record<string, string | number>) => r[key] ?? 0);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values, key).toEqual(direction === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('searches name, address, city and zip code case-insensitively, wildcards literally; fetches a batch by ids', async () => {
    const all = (await api.call('GET', '/venues', { as: READER, query: { limit: -1 } })).body.results;
    const last = all[all.length - 1];
    for (const term of [last.name.slice(-6), last.address.slice(0, 6), last.zipCode]) {
      const found = await api.call('GET', '/venues', { as: READER, query: { searchQuery: term.toUpperCase(), limit: -1 } });
      expect(found.body.count).toBeGreaterThan(0);
      expect(found.body.count).toBeLessThan(all.length);
      for (const row of found.body.results) expect(JSON.stringify(row).toLowerCase()).toContain(term.toLowerCase());
    }
    expect((await api.call('GET', '/venues', { as: READER, query: { searchQuery: '%_' } })).body).toEqual({ results: [], count: 0 });
    const wanted = all.slice(0, 2).map((r: { id: number }) => r.id);
    const batch = await api.call('GET', '/venues', { as: READER, query: { filters: { ids: wanted } } });
    expect(batch.body.results.map((r: { id: number }) => r.id).sort()).toEqual([...wanted].sort());
  });

  it("never answers acme's venues to demo: listed, by id, updated or deleted", async () => {
    const acme = await idsOf('acme');
    expect((await api.call('GET', '/venues', { as: READER, query: { filters: { ids: acme.slice(0, 5) } } })).body).toEqual({
      results: [],
      count: 0,
    });
    await expectNothingWritten(api, ['venues'], async () => {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', VENUE],
        ['DELETE', undefined],
      ] as const) {
        const res = await api.call(method, `/venues/${acme[0]}`, { as: ADMIN, body });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(`Venue ${acme[0]} not found`);
      }
    });
  });

  it('answers 400 to bad paging, sorting, filters and ids', async () => {
    for (const [query, message] of [
      [{ filters: '{"ids":' }, 'filters must be JSON'],
      [{ page: 0 }, 'page must be 1 or more'],
      [{ limit: 5000 }, 'limit must be at most 1000'],
      [{ sortBy: 'tenant_id' }, `sortBy must be one of ${SORTABLE.join(', ')}`],
    ] as const) {
      const res = await api.call('GET', '/venues', { as: READER, query });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await api.call('GET', `/venues/${bad}`, { as: READER });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('id must be a positive whole number');
    }
  });

  it('creates, reads, replaces and deletes a venue, each write with an audit row; capacity 0 or empty is no limit', async () => {
    const created = await api.call('POST', '/venues', { as: ADMIN, body: { ...VENUE, name: '  Harbor Hall ' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...VENUE });
    const id = created.body.id as number;
    expect(only(await api.owner(sql`select tenant_id, zip_code from venues where id = ${id}`))).toEqual({
      tenant_id: 'demo',
      zip_code: '02110',
    });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'venue', entity_id: String(id), action: 'create' });
    expect((await api.call('GET', `/venues/${id}`, { as: READER })).body).toEqual({ id, ...VENUE });

    for (const capacity of [0, null, undefined]) {
      const updated = await api.call('PUT', `/venues/${id}`, { as: ADMIN, body: { ...VENUE, city: 'Salem', capacity } });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ id, ...VENUE, city: 'Salem', capacity: null });
    }
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'venue', entity_id: String(id), action: 'update' });

    expect((await api.call('DELETE', `/venues/${id}`, { as: ADMIN })).status).toBe(204);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'venue', entity_id: String(id), action: 'delete' });
    expect((await api.call('GET', `/venues/${id}`, { as: READER })).status).toBe(404);
    expect((await api.call('DELETE', `/venues/${id}`, { as: ADMIN })).status).toBe(404);
  });

  it("refuses bad input with the form's texts and writes nothing", async () => {
    const [id] = await idsOf('demo');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...VENUE, name: '  ' }, 'name', 'Name is required'],
      [{ ...VENUE, address: undefined }, 'address', 'Address is required'],
      [{ ...VENUE, city: '' }, 'city', 'City is required'],
      [{ ...VENUE, state: null }, 'state', 'State is required'],
      [{ ...VENUE, zipCode: '' }, 'zipCode', 'ZIP Code is required'],
      [{ ...VENUE, zipCode: '1234' }, 'zipCode', 'ZIP Code must be 5 digits'],
      [{ ...VENUE, zipCode: '12345-6789' }, 'zipCode', 'ZIP Code must be 5 digits'],
      [{ ...VENUE, capacity: 'many' }, 'capacity', 'Capacity must be a number'],
      [{ ...VENUE, capacity: -1 }, 'capacity', 'Capacity must be a whole number from 0 to 1,000,000'],
      [{ ...VENUE, capacity: 2.5 }, 'capacity', 'Capacity must be a whole number from 0 to 1,000,000'],
      [{ ...VENUE, name: 'x'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
    ];
    await expectNothingWritten(api, ['venues'], async () => {
      for (const [body, field, message] of cases) {
        for (const [method, url] of [
          ['POST', '/venues'],
          ['PUT', `/venues/${id}`],
        ] as const) {
          const res = await api.call(method, url, { as: ADMIN, body });
          expect(res.status, `${method} ${field}`).toBe(400);
          expect(res.body.fields?.[field], `${method} ${field}`).toBe(message);
        }
      }
      const extra = await api.call('POST', '/venues', { as: ADMIN, body: { ...VENUE, tenantId: 'acme' } });
      expect(extra.status).toBe(400);
    });
  });

  it('refuses to delete a venue that events use, naming them, and deletes nothing', async () => {
    const [used] = await api.owner<{ venue_id: number; n: number }>(sql`select venue_id, count(*)::int as n from events
      where tenant_id = 'demo' and venue_id is not null group by venue_id order by count(*) desc limit 1`);
    const names = await api.owner<{ short_name: string }>(
      sql`select short_name from events where venue_id = ${used!.venue_id} order by short_name limit 5`,
    );
    await expectNothingWritten(api, ['venues', 'events'], async () => {
      const res = await api.call('DELETE', `/venues/${used!.venue_id}`, { as: ADMIN });
      expect(res.status).toBe(409);
      const listed = names.map((r) => r.short_name).join(', ');
      expect(res.body.message).toBe(
        used!.n === 1
          ? `Cannot delete venue: 1 event uses it (${listed}). Choose another venue for that event first.`
          : `Cannot delete venue: ${used!.n} events use it (${listed}${used!.n > 5 ? ', …' : ''}). Choose another venue for those events first.`,
      );
    });
  });

  it('needs the venue permission of each action: field reps, marketing and users only read', async () => {
    const [id] = await idsOf('demo');
    await expectNothingWritten(api, ['venues'], async () => {
      for (const as of ['field-rep@demo.test', 'marketing@demo.test', READER]) {
        for (const [method, url, body, action] of [
          ['POST', '/venues', VENUE, 'create'],
          ['PUT', `/venues/${id}`, VENUE, 'update'],
          ['DELETE', `/venues/${id}`, undefined, 'delete'],
        ] as const) {
          const res = await api.call(method, url, { as, body });
          expect(res.status).toBe(403);
          expect(res.body.message).toBe(`You do not have permission to ${action} venue`);
        }
      }
    });
    const res = await api.call('GET', '/venues', { as: 'sfc-compliance@demo.test' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to read venue');
  });

  it.each(SORTABLE)("reads a page sorted by %s from its index (migration 0017), and counts a venue's events by index", async (sortBy) => {
    const plan = await explainPlans(api, (tx) =>
      listLookup(
        tx,
        VENUE_TABLE,
        { page: 2, limit: 10, sortBy, sortDesc: true, filters: {} },
        { scope: rowScopeOf(null), hidden: new Set() },
      ),
    );
    const column = sortBy === 'zipCode' ? 'zip_code' : sortBy;
    expect(plan).toContain(`"Index Name":"venues_tenant_${column}_idx"`);
    const used = await explainPlans(api, (tx) => tx.query(sql`select count(*) from events where venue_id = 1`));
    expect(used).toContain('"Index Name":"events_venue_idx"');
  });

  describe('GET /venues/export', () => {
    async function sheet(as: string, query: Record<string, string> = {}) {
      const response = await api.app.inject({
        method: 'GET',
        url: '/venues/export',
        query,
        headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="venues-\d{4}-\d{2}-\d{2}\.xlsx"/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.getWorksheet('Venues')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      return rows;
    }

    it('streams the searched venues in the list order, the columns of the list plus capacity', async () => {
      const [header, ...rows] = await sheet(ADMIN, { sortBy: 'city', sortDesc: 'true' });
      expect(header).toEqual(['Venue Name', 'Address', 'City', 'State', 'Zip Code', 'Capacity']);
      const list = await api.call('GET', '/venues', { as: ADMIN, query: { limit: -1, sortBy: 'city', sortDesc: true } });
      expect(rows.map((r) => r[0])).toEqual(list.body.results.map((v: { name: string }) => v.name));
      const term = list.body.results[0].city as string;
      const searched = await sheet(ADMIN, { searchQuery: term });
      const found = await api.call('GET', '/venues', { as: ADMIN, query: { limit: -1, searchQuery: term } });
      expect(searched).toHaveLength(found.body.count + 1);
    });

    it('leaves out a column hidden from the role and refuses sorting by it', async () => {
      await api.owner(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
        values ('demo', 'venue', 'user', 'hidden', ${'{capacity}'})`);
      try {
        const [header] = await sheet(READER);
        expect(header).toEqual(['Venue Name', 'Address', 'City', 'State', 'Zip Code']);
        const sorted = await api.call('GET', '/venues', { as: READER, query: { sortBy: 'capacity' } });
        expect(sorted.status).toBe(400);
        const one = await api.call('GET', '/venues', { as: READER, query: { limit: 1 } });
        expect(one.body.results[0].capacity).toBeNull();
      } finally {
        await api.owner(sql`delete from field_settings where tenant_id = 'demo' and entity = 'venue'`);
      }
    });
  });
});
