import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Session, type TokenSource } from '../../session.ts';
import { createUpstreamHttp, upstreamHeaders, type CallCounter } from '../http.ts';

// A stand-in REST service recording what it receives: `/me` accepts only the token "fresh",
// `/refresh` rotates "good-refresh" into "fresh" once, `/flaky` fails with 503 once per test.
let server: Server;
let apiUrl: string;
let seen: { method: string; url: string; headers: IncomingHttpHeaders }[];
let refreshes: number;
let flakyFailed: boolean;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.url === '/refresh') {
        refreshes += 1;
        const { refresh_token } = JSON.parse(body);
        return refresh_token === 'good-refresh' && refreshes === 1
          ? send(200, { accessToken: 'fresh', refreshToken: 'next-refresh' })
          : send(401, { message: 'Refresh token reuse detected' });
      }
      if (req.url?.startsWith('/flaky')) {
        if (!flakyFailed) {
          flakyFailed = true;
          return send(503, { message: 'busy' });
        }
        return send(200, { ok: true });
      }
      if (req.headers.authorization !== 'Bearer fresh') return send(401, { message: 'Token expired' });
      return send(200, { ok: true });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  seen = [];
  refreshes = 0;
  flakyFailed = false;
});

function setup(init: { accessToken: string | null; refreshToken: string | null; source: TokenSource }) {
  const cookies: Record<string, string | null> = {};
  const reply = {
    setCookie: (name: string, value: string) => (cookies[name] = value),
    clearCookie: (name: string) => (cookies[name] = null),
  } as unknown as FastifyReply;
  const session = new Session(reply, false, init);
  const counter: CallCounter = { count: 0 };
  const identity = { tenantId: 'acme', product: 'speaker-portal', impersonateSpeakerId: '7', authType: 'local' };
  return { http: createUpstreamHttp({ apiUrl, identity, session, counter }), session, counter, cookies };
}

describe('upstream HTTP client', () => {
  it('sends the five headers on every call and counts the calls', async () => {
    const { http, counter } = setup({ accessToken: 'fresh', refreshToken: null, source: 'bearer' });
    await http.get('me');
    await http.list('me', { page: 2, limit: 5, filters: { ids: [1, 2] } });
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'Bearer fresh',
      'x-tenant-id': 'acme',
      'x-product': 'speaker-portal',
      'x-impersonate-speaker-id': '7',
      'x-auth-type': 'local',
    });
    expect(decodeURIComponent(seen[1]!.url)).toBe('/me?page=2&limit=5&filters={"ids":[1,2]}');
    expect(counter.count).toBe(2);
  });

  it("forwards the browser's address as x-forwarded-for, replacing nothing else", async () => {
    const session = new Session({ setCookie() {}, clearCookie() {} } as unknown as FastifyReply, false, {
      accessToken: 'fresh',
      refreshToken: null,
      source: 'bearer',
    });
    const identity = { tenantId: 'acme', product: null, impersonateSpeakerId: null, authType: null, clientAddress: '198.51.100.7' };
    await createUpstreamHttp({ apiUrl, identity, session, counter: { count: 0 } }).get('me');
    expect(seen[0]!.headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(upstreamHeaders({ ...identity, clientAddress: null }, null)).toEqual({ 'x-tenant-id': 'acme' });
  });

  it('refreshes a cookie session once on 401, stores the new cookies and retries', async () => {
    const { http, session, cookies } = setup({ accessToken: 'stale', refreshToken: 'good-refresh', source: 'cookie' });
    const results = await Promise.all([http.get('me'), http.get('me'), http.send('POST', 'me', { a: 1 })]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(session.accessToken).toBe('fresh');
    expect(cookies).toEqual({ hive_access: 'fresh', hive_refresh: 'next-refresh' });
  });

  it('clears the cookie session when the refresh is refused, and answers UNAUTHENTICATED', async () => {
    const { http, cookies } = setup({ accessToken: 'stale', refreshToken: 'bad-refresh', source: 'cookie' });
    await expect(http.get('me')).rejects.toMatchObject({ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } });
    expect(cookies).toEqual({ hive_access: null, hive_refresh: null });
  });

  it('never refreshes a bearer session', async () => {
    const { http } = setup({ accessToken: 'stale', refreshToken: 'good-refresh', source: 'bearer' });
    await expect(http.get('me')).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(refreshes).toBe(0);
  });

  it('retries GET on 503 but never a write', async () => {
    const { http, counter } = setup({ accessToken: 'fresh', refreshToken: null, source: 'bearer' });
    expect(await http.get('flaky')).toEqual({ ok: true });
    expect(counter.count).toBe(2);

    flakyFailed = false;
    await expect(http.send('POST', 'flaky', {})).rejects.toMatchObject({
      message: 'Network error',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', status: 503 },
    });
    expect(counter.count).toBe(3);
  });
});
