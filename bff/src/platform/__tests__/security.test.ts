import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { introspectionMode } from '../introspection.ts';
import { contentSecurityPolicy, tileSource } from '../security.ts';
import { createBff } from '../../server.ts';
import { startStack, type Stack } from '../../__tests__/stack.ts';

const INTROSPECTION = '{ __schema { types { name } } }';
const TYPE_QUERY = '{ __type(name: "Event") { fields { name } } }';

let stack: Stack;
let webDist: string;
/** BFFs on the stack's api: production-like introspection and a small rate limit. */
let signedInOnly: FastifyInstance;
let introspectionOff: FastifyInstance;
let limited: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'hive-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Hive</title><div id="root"></div>');
  stack = await startStack();
  adminToken = await stack.signIn('admin@demo.test');
  signedInOnly = await createBff({ apiUrl: stack.apiUrl, webDist, introspection: 'signed-in', trustProxy: true });
  introspectionOff = await createBff({ apiUrl: stack.apiUrl, webDist, introspection: 'off' });
  limited = await createBff({ apiUrl: stack.apiUrl, webDist, rateLimitPerMinute: 3, trustProxy: true });
});
afterAll(async () => {
  await Promise.all([signedInOnly?.close(), introspectionOff?.close(), limited?.close()]);
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const post = (app: FastifyInstance, query: string, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo', ...headers },
    cookies,
    payload: JSON.stringify({ query }),
  });

describe('security headers of the BFF', () => {
  it('sends the CSP, nosniff, DENY framing and the referrer policy on pages, GraphQL, files, redirects and 404s', async () => {
    const answers = await Promise.all([
      signedInOnly.inject({ method: 'GET', url: '/' }),
      signedInOnly.inject({ method: 'GET', url: '/events/list' }),
      post(signedInOnly, '{ __typename }'),
      signedInOnly.inject({ method: 'GET', url: '/graphiql' }),
      signedInOnly.inject({ method: 'GET', url: '/files/demo/public/missing.png', headers: { 'x-tenant-id': 'demo' } }),
      signedInOnly.inject({ method: 'GET', url: '/assets/missing.js' }),
      signedInOnly.inject({ method: 'POST', url: '/uploads/public' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 302, 404, 404, 400]);
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']).split(';');
      expect(csp).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob: https:",
          "connect-src 'self'",
          "font-src 'self' data:",
          "worker-src 'self'",
          "frame-src 'self' blob:",
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'none'",
          "form-action 'self'",
        ]),
      );
      expect(csp.join(';')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("sends Strict-Transport-Security only when the request came over TLS (the proxy's x-forwarded-proto)", async () => {
    const https = await signedInOnly.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const missing = await signedInOnly.inject({ method: 'GET', url: '/nothing.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Without trustProxy the header is the client's word, not TLS.
    const untrusted = await introspectionOff.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows the map tile host of an http MAP_TILE_URL as an image source', () => {
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('http://tiles.local:8080/{z}/{x}/{y}.png')).toBe('http://tiles.local:8080');
    expect(tileSource('javascript:alert(1)')).toBeNull();
    expect(tileSource(undefined)).toBeNull();
    expect(contentSecurityPolicy({ MAP_TILE_URL: 'http://tiles.local:8080/{z}/{x}/{y}.png' })['img-src']).toContain(
      'http://tiles.local:8080',
    );
    expect(contentSecurityPolicy({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
  });
});

describe('introspection', () => {
  it('is on in development and tests, signed-in in production, and as GRAPHQL_INTROSPECTION says', () => {
    expect(introspectionMode({})).toBe('on');
    expect(introspectionMode({ NODE_ENV: 'development' })).toBe('on');
    expect(introspectionMode({ NODE_ENV: 'production' })).toBe('signed-in');
    expect(introspectionMode({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' })).toBe('on');
    expect(introspectionMode({ GRAPHQL_INTROSPECTION: 'off' })).toBe('off');
    expect(() => introspectionMode({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow(
      'GRAPHQL_INTROSPECTION must be one of on, off, signed-in, not "yes"',
    );
  });

  it('refuses an anonymous caller in signed-in mode before anything executes', async () => {
    for (const query of [INTROSPECTION, TYPE_QUERY, `{ currentTenant { id } __schema { queryType { name } } }`]) {
      const answer = await post(signedInOnly, query);
      expect(answer.statusCode).toBe(400);
      const body = answer.json();
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'Introspection is available to signed-in users',
          extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
        }),
      ]);
    }
  });

  it('refuses a token or cookie the service does not accept', async () => {
    for (const headers of [{ authorization: 'Bearer not-a-token' }, { authorization: `Bearer ${adminToken}x` }]) {
      expect((await post(signedInOnly, INTROSPECTION, headers)).json().errors[0].message).toBe(
        'Introspection is available to signed-in users',
      );
    }
    expect((await post(signedInOnly, INTROSPECTION, {}, { hive_access: 'forged' })).json().errors[0].message).toBe(
      'Introspection is available to signed-in users',
    );
  });

  it('answers signed-in callers (bearer token or session cookie) and leaves __typename alone', async () => {
    const bearer = await post(signedInOnly, INTROSPECTION, { authorization: `Bearer ${adminToken}` });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().data.__schema.types.map((t: { name: string }) => t.name)).toContain('Event');
    const cookie = await post(signedInOnly, TYPE_QUERY, {}, { hive_access: adminToken });
    expect(cookie.json().data.__type.fields.length).toBeGreaterThan(5);
    const typename = await post(signedInOnly, '{ __typename currentTenant { __typename id } }');
    expect(typename.json()).toEqual({
      data: { __typename: 'Query', currentTenant: { __typename: 'PublicTenant', id: 'demo' } },
      extensions: expect.anything(),
    });
  });

  it('refuses everybody when off, and answers everybody when on', async () => {
    const off = await post(introspectionOff, INTROSPECTION, { authorization: `Bearer ${adminToken}` });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors[0]).toMatchObject({
      message: 'Introspection is disabled on this server',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const on = await post(stack.bff, INTROSPECTION);
    expect(on.json().data.__schema.types.length).toBeGreaterThan(10);
  });
});

describe('rate limit of the BFF', () => {
  it('answers 429 with Retry-After and a message after the limit of one address, counting every route', async () => {
    const from = (ip: string, url = '/') => limited.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
    expect((await from('198.51.100.1')).statusCode).toBe(200);
    expect((await post(limited, '{ __typename }', { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(200);
    expect((await from('198.51.100.1', '/missing.js')).statusCode).toBe(404);
    const refused = await post(limited, '{ __typename }', { 'x-forwarded-for': '198.51.100.1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many requests from your address \(at most 3 a minute\)\. Try again in \d+ seconds?\.$/),
    });
    expect(refused.headers['content-security-policy']).toBeDefined();
    expect((await from('198.51.100.1', '/files/demo/public/x.png')).statusCode).toBe(429);
    // Another address has its own allowance.
    expect((await from('198.51.100.2')).statusCode).toBe(200);
  });
});
