import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

const LIMIT = 5;

describe.each(ENGINES)('security headers and the rate limit of the api on $name', (engine) => {
  const api = useApi(engine, () => ({ rateLimitPerMinute: LIMIT }));

  it('sends the security headers on answers, errors and 404s, and no HSTS over plain HTTP', async () => {
    const answers = [
      await api.app.inject({ method: 'GET', url: '/' }),
      await api.app.inject({ method: 'GET', url: '/users/my-user-data', headers: { 'x-tenant-id': 'demo' } }),
      await api.app.inject({ method: 'GET', url: '/no/such/route' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    // The service trusts no proxy: a forwarded https does not make the answer an HSTS one.
    const forwarded = await api.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers 429 with Retry-After and a message to the request above the limit of one address, and not to another address', async () => {
    const from = (remoteAddress: string) => api.app.inject({ method: 'GET', url: '/', remoteAddress });
    for (let i = 1; i <= LIMIT; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many requests from your address \(at most 5 a minute\)\. Try again in \d+ seconds?\.$/),
    });
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // 404s count as well; another address has its own allowance.
    expect((await api.app.inject({ method: 'GET', url: '/missing', remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
    expect((await from('203.0.113.8')).statusCode).toBe(200);
    // Behind the BFF (a loopback peer), the person it forwards is counted, not the BFF's own address.
    const viaBff = (client: string) =>
      api.app.inject({ method: 'GET', url: '/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    for (let i = 1; i <= LIMIT; i++) expect((await viaBff('198.51.100.1')).statusCode).toBe(200);
    expect((await viaBff('198.51.100.1')).statusCode).toBe(429);
    expect((await viaBff('198.51.100.2')).statusCode).toBe(200);
  });
});
