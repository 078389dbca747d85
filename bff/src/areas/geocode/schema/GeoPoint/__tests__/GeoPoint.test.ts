import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const GEOCODE = `query Geo($address: String, $city: String, $state: String, $zip: String) {
  geocode(address: $address, city: $city, state: $state, zip: $zip) { latitude longitude precision label }
}`;

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
});
afterAll(() => stack?.close());

describe('geocode, mapSettings and proxyImage', () => {
  it('places an address by its ZIP code with one REST call', async () => {
    const answer = await stack.gql(GEOCODE, {
      token: admin,
      variables: { address: '1 Main Street', city: 'Chicago', state: 'IL', zip: '60601' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.geocode).toMatchObject({ precision: 'ZIP', label: 'Chicago, IL 60601' });
    expect(answer.data!.geocode.latitude).toBeCloseTo(41.886, 2);
    expect(answer.upstreamCalls).toBe(1);
  });

  it('answers null for a place it cannot find and BAD_USER_INPUT for a malformed zip', async () => {
    const missing = await stack.gql(GEOCODE, { token: admin, variables: { city: 'Nowhereville', state: 'ZZ' } });
    expect(missing.errors).toBeUndefined();
    expect(missing.data!.geocode).toBeNull();

    const bad = await stack.gql(GEOCODE, { token: admin, variables: { zip: '1234' } });
    expect(bad.errors![0]).toMatchObject({ message: 'Zip code must be exactly 5 digits', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('needs a session', async () => {
    const anonymous = await stack.gql(GEOCODE, { variables: { zip: '60601' } });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers the map settings: zoom 15 and no tile server unless MAP_TILE_URL is set', async () => {
    const answer = await stack.gql('{ mapSettings { tileUrl attribution zoom } }');
    expect(answer.data!.mapSettings).toEqual({
      tileUrl: process.env.MAP_TILE_URL ?? null,
      attribution: process.env.MAP_TILE_ATTRIBUTION ?? null,
      zoom: 15,
    });
    expect(answer.upstreamCalls).toBe(0);
  });

  it('refuses to proxy local addresses with the service message', async () => {
    const answer = await stack.gql('query($url: String!) { proxyImage(url: $url) { dataUrl } }', {
      token: admin,
      variables: { url: 'http://127.0.0.1:1/x.png' },
    });
    expect(answer.errors![0]).toMatchObject({
      message: 'Images on private or local addresses cannot be fetched',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
