import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, useApi } from '../../../__tests__/harness.ts';
import { createGeocoder } from '../providers/index.ts';

for (const engine of ENGINES) {
  describe(`GET /geocode (${engine.name})`, () => {
    const api = useApi(engine);

    it('places a ZIP code at its centroid, else the city in its state (offline provider)', async () => {
      const byZip = await api.call('GET', '/geocode', {
        as: 'admin@demo.test',
        query: { address: '1 Main Street', city: 'Chicago', state: 'IL', zip: '60601' },
      });
      expect(byZip.status).toBe(200);
      expect(byZip.body).toMatchObject({ precision: 'zip', label: 'Chicago, IL 60601' });
      expect(byZip.body.latitude).toBeCloseTo(41.886, 2);
      expect(byZip.body.longitude).toBeCloseTo(-87.618, 2);

      const byCity = await api.call('GET', '/geocode', { as: 'user@demo.test', query: { city: 'Boston', state: 'MA' } });
      expect(byCity.status).toBe(200);
      expect(byCity.body).toMatchObject({ precision: 'city' });
      expect(byCity.body.latitude).toBeCloseTo(42.36, 0);
    });

    it('answers 404 for an unknown place and 400 for a malformed query', async () => {
      expect(await api.call('GET', '/geocode', { as: 'admin@demo.test', query: { city: 'Nowhereville', state: 'ZZ' } })).toMatchObject({
        status: 404,
        body: { message: 'Address not found' },
      });
      expect(await api.call('GET', '/geocode', { as: 'admin@demo.test', query: { zip: '606' } })).toMatchObject({
        status: 400,
        body: { message: 'Zip code must be exactly 5 digits' },
      });
      expect(await api.call('GET', '/geocode', { as: 'admin@demo.test', query: { address: '1 Main Street' } })).toMatchObject({
        status: 400,
        body: { message: 'Give a zip, or a city and a state' },
      });
    });

    it('refuses a role without event:read with 403', async () => {
      await api.owner(sql`delete from role_permissions rp using roles r, entities e, permission_actions a
        where rp.role_id = r.id and rp.entity_id = e.id and rp.permission_id = a.id
          and r.tenant_id = 'demo' and r.role = 'marketing' and e.name = 'event' and a.name = 'read'`);
      await expectNothingWritten(api, [], async () => {
        expect(await api.call('GET', '/geocode', { as: 'marketing@demo.test', query: { zip: '60601' } })).toMatchObject({
          status: 403,
          body: { message: 'You do not have permission to read event' },
        });
      });
      expect((await api.call('GET', '/geocode', { as: 'marketing@acme.test', query: { zip: '60601' } })).status).toBe(200);
    });
  });
}

describe('HTTP geocoder (GEOCODER_URL)', () => {
  let server: Server;
  let url: string;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    // A Nominatim-style service on loopback.
    server = createServer((request, response) => {
      const params = new URL(request.url ?? '/', 'http://x').searchParams;
      seen.push(params);
      response.setHeader('content-type', 'application/json');
      if (params.get('city') === 'Fail') return void response.writeHead(500).end('{}');
      response.end(
        JSON.stringify(params.get('city') === 'Nowhere' ? [] : [{ lat: '40.7128', lon: '-74.0060', display_name: '1 Broadway, New York' }]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a structured search and answers the first hit', async () => {
    const geocoder = createGeocoder({ GEOCODER_URL: url });
    expect(geocoder.name).toBe('http');
    expect(await geocoder.geocode({ address: '1 Broadway', city: 'New York', state: 'NY', zip: '10004' })).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
      precision: 'address',
      label: '1 Broadway, New York',
    });
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({
      street: '1 Broadway',
      city: 'New York',
      state: 'NY',
      postalcode: '10004',
      countrycodes: 'us',
      format: 'json',
      limit: '1',
    });
  });

  it('answers null for no hit and for a failing service', async () => {
    const geocoder = createGeocoder({ GEOCODER_URL: url });
    expect(await geocoder.geocode({ city: 'Nowhere', state: 'NY' })).toBeNull();
    expect(await geocoder.geocode({ city: 'Fail', state: 'NY' })).toBeNull();
    expect(createGeocoder({}).name).toBe('zipcodes');
  });
});
