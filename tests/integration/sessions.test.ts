import { sql } from 'drizzle-orm';
import { only } from '../../api/src/platform/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGIN_FAILURES } from '../../api/src/areas/session/auth.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../bff/src/platform/session.ts';
import { DEMO_PASSWORD, startStack, type GqlResponse, type Stack } from '../../bff/src/__tests__/stack.ts';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken refreshToken } }';
const REFRESH = 'mutation($input: RefreshSessionInput) { refreshSession(input: $input) { accessToken refreshToken } }';
const VIEWER = '{ viewer { email } }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const login = (email: string, password = DEMO_PASSWORD, from?: string) =>
  stack.gql(LOGIN, { tenant: 'demo', variables: { input: { email, password } }, headers: from ? { 'x-forwarded-for': from } : {} });
/** Browser addresses (the BFF trusts x-forwarded-for here, as behind a TLS proxy, and forwards request.ip to the service). */
const GUESSER = '198.51.100.66';
const OWNER = '203.0.113.10';
const cookiesOf = (response: GqlResponse) => Object.fromEntries(response.cookies.filter((c) => c.value).map((c) => [c.name, c.value]));
const viewerWith = async (options: { token?: string; cookies?: Record<string, string> }) =>
  (await stack.gql<{ viewer: { email: string } | null }>(VIEWER, { tenant: 'demo', ...options })).data?.viewer ?? null;

describe('sessions, through the BFF to the service', () => {
  it(`locks a browser's address out of an e-mail after ${MAX_LOGIN_FAILURES} failures, even with the right password, but not the user elsewhere`, async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      const failed = await login('user@demo.test', `wrong-${i}`, GUESSER);
      expect(failed.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    }
    const throttled = await login('user@demo.test', DEMO_PASSWORD, GUESSER);
    expect(throttled.errors?.[0]).toMatchObject({
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(throttled.cookies).toHaveLength(0);
    // Case does not get around it; another account is not affected.
    expect((await login('USER@demo.test', DEMO_PASSWORD, GUESSER)).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await login('marketing@demo.test', DEMO_PASSWORD, GUESSER)).data?.login.accessToken).toEqual(expect.any(String));
    // The service saw the browser's address, forwarded by the BFF, not the BFF's own.
    const recorded = await stack.api.db.asOwner((tx) =>
      tx.query<{ client_address: string }>(sql`select distinct client_address from login_failures where email = 'user@demo.test'`),
    );
    expect(recorded).toEqual([{ client_address: GUESSER }]);

    // The e-mail's back-off holds everyone for a second after the fifth failure (at most a minute after many) ...
    await stack.api.db.asOwner((tx) => tx.query(sql`update login_failures set at = now() where email = 'user@demo.test'`));
    const backedOff = await login('user@demo.test', DEMO_PASSWORD, OWNER);
    expect(backedOff.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in 1 second\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // ... then the user signs in from their own address while the guesser's stays locked.
    await stack.api.db.asOwner((tx) =>
      tx.query(sql`update login_failures set at = at - interval '2 seconds' where email = 'user@demo.test'`),
    );
    expect((await login('user@demo.test', DEMO_PASSWORD, OWNER)).data?.login.accessToken).toEqual(expect.any(String));
    expect((await login('user@demo.test', DEMO_PASSWORD, GUESSER)).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('sets the session cookies httpOnly, SameSite and path /, on sign-in and on refresh', async () => {
    const signedIn = await login('admin@demo.test');
    const refreshed = await stack.gql(REFRESH, { tenant: 'demo', cookies: cookiesOf(signedIn) });
    for (const response of [signedIn, refreshed]) {
      for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
        expect(response.cookies.find((c) => c.name === name)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      }
    }
  });

  it('accepts a refresh token once; its reuse revokes the whole session', async () => {
    const first = (await login('admin@demo.test')).data!.login;
    const second = await stack.gql(REFRESH, { tenant: 'demo', variables: { input: { refreshToken: first.refreshToken } } });
    const rotated = second.data!.refreshSession;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(await viewerWith({ token: rotated.accessToken })).toEqual({ email: 'admin@demo.test' });

    const reuse = await stack.gql(REFRESH, { tenant: 'demo', variables: { input: { refreshToken: first.refreshToken } } });
    expect(reuse.errors?.[0]).toMatchObject({ message: 'Refresh token reuse detected', extensions: { code: 'UNAUTHENTICATED' } });
    // Everything of that session is dead: the newer refresh token and the access tokens.
    const after = await stack.gql(REFRESH, { tenant: 'demo', variables: { input: { refreshToken: rotated.refreshToken } } });
    expect(after.errors?.[0]).toMatchObject({ message: 'Invalid refresh token', extensions: { code: 'UNAUTHENTICATED' } });
    expect(await viewerWith({ token: rotated.accessToken })).toBeNull();
    expect(await viewerWith({ token: first.accessToken })).toBeNull();
  });

  it('revokes the session server side on logout: the old cookies no longer work', async () => {
    const cookies = cookiesOf(await login('admin@demo.test'));
    expect(await viewerWith({ cookies })).toEqual({ email: 'admin@demo.test' });
    const logout = await stack.gql('mutation { logout { ok } }', { tenant: 'demo', cookies });
    expect(logout.data).toEqual({ logout: { ok: true } });
    expect(
      logout.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual([ACCESS_COOKIE, REFRESH_COOKIE].sort());

    // A copy of the cookies taken before the logout is refused, as bearer token and as cookies.
    expect(await viewerWith({ cookies })).toBeNull();
    expect(await viewerWith({ token: cookies[ACCESS_COOKIE] })).toBeNull();
    const refresh = await stack.gql(REFRESH, { tenant: 'demo', variables: { input: { refreshToken: cookies[REFRESH_COOKIE] } } });
    expect(refresh.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses requests without the CSRF-safe content type or header, before anything runs', async () => {
    const cookies = cookiesOf(await login('admin@demo.test'));
    const count = async () =>
      only(await stack.api.db.asOwner((tx) => tx.query<{ n: number }>(sql`select count(*)::int as n from field_reps`))).n;
    const before = await count();
    const mutation = 'mutation { createFieldRep(input: { name: "Cross-site", email: "csrf@example.com" }) { fieldRep { id } } }';
    const attempts = [
      { method: 'POST' as const, headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ query: mutation }) },
      {
        method: 'POST' as const,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `query=${encodeURIComponent(mutation)}`,
      },
      {
        method: 'POST' as const,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${mutation}\r\n--x--`,
      },
      { method: 'GET' as const, headers: {}, url: `/graphql?query=${encodeURIComponent(VIEWER)}` },
      { method: 'GET' as const, headers: {}, url: `/graphql?query=${encodeURIComponent(mutation)}` },
    ];
    for (const attempt of attempts) {
      const response = await stack.bff.inject({
        url: '/graphql',
        ...attempt,
        cookies,
        headers: { 'x-tenant-id': 'demo', ...attempt.headers },
      });
      expect(response.statusCode, `${attempt.method} ${JSON.stringify(attempt.headers)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain('"data"');
    }
    expect(await count()).toBe(before);
    // The same mutation with the JSON content type is what the web client sends.
    const allowed = await stack.gql(mutation, { tenant: 'demo', cookies });
    expect(allowed.data?.createFieldRep.fieldRep.id).toEqual(expect.any(String));
  });
});
