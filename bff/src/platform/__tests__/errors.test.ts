import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import got from 'got';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGraphQLError } from '../errors.ts';

// A tiny HTTP server answering the status in the path, with a REST error body.
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const status = Number(req.url?.slice(1));
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: status, error: 'x', message: `REST says ${status}` }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function errorFor(url: string) {
  try {
    await got(url, { responseType: 'json', retry: { limit: 0 } });
  } catch (error) {
    return toGraphQLError(error);
  }
  throw new Error('expected a failure');
}

describe('REST error mapping', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [422, 'BAD_USER_INPUT'],
    [429, 'TOO_MANY_REQUESTS'],
  ])('maps %i to %s with the REST message', async (status, code) => {
    const error = await errorFor(`${baseUrl}/${status}`);
    expect(error.extensions).toMatchObject({ code, status });
    expect(error.message).toBe(`REST says ${status}`);
  });

  it('maps a path too long for the service (414, 431) to BAD_USER_INPUT asking for a shorter value', async () => {
    for (const status of [414, 431]) {
      const error = await errorFor(`${baseUrl}/${status}`);
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status });
      expect(error.message).toBe('A value is too long. Shorten it and try again.');
    }
  });

  it("maps a gateway's 503 to UPSTREAM_UNAVAILABLE 'Network error'", async () => {
    const error = await errorFor(`${baseUrl}/503`);
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 503 });
    expect(error.message).toBe('Network error');
  });

  it("maps a refused connection to UPSTREAM_UNAVAILABLE 'Network error'", async () => {
    const error = await errorFor('http://127.0.0.1:1/');
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('Network error');
  });
});
