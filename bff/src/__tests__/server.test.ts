import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff } from '../server.ts';

let bff: FastifyInstance;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'hive-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Hive</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("hive")');
  bff = await createBff({ apiUrl: 'http://127.0.0.1:1', webDist });
});
afterAll(async () => {
  await bff?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html at / and for every page URL of the single-page app', async () => {
    for (const url of ['/', '/events/list', '/event/edit/12?options=%7B%7D', '/login']) {
      const response = await bff.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves built assets and answers 404 for missing files and unknown API routes', async () => {
    expect((await bff.inject({ method: 'GET', url: '/assets/app.js' })).body).toContain('hive');
    expect((await bff.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await bff.inject({ method: 'GET', url: '/graphql/extra' })).statusCode).toBe(404);
    expect((await bff.inject({ method: 'POST', url: '/events/list' })).statusCode).toBe(404);
  });

  it('sends /graphiql to the GraphiQL page', async () => {
    const response = await bff.inject({ method: 'GET', url: '/graphiql' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/graphiql/');
  });
});
