import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { only } from '../../../../../../../api/src/platform/db/client.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../../../../platform/session.ts';
import { DEMO_PASSWORD, startStack, type GqlResponse, type Stack } from '../../../../../__tests__/stack.ts';

const LOGIN = `
  mutation Login($input: LoginInput!) {
    login(input: $input) { accessToken refreshToken viewer { email displayName role requirePwChange } }
  }`;
const VIEWER = '{ viewer { email role } }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const login = (email: string, password = DEMO_PASSWORD) => stack.gql(LOGIN, { tenant: 'demo', variables: { input: { email, password } } });

function sessionCookies(response: GqlResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.filter((c) => c.value).map((c) => [c.name, c.value]));
}

describe('sign-in and the cookie session', () => {
  it('signs in, answers tokens and the viewer, and sets httpOnly SameSite=Lax cookies', async () => {
    const response = await login('admin@demo.test');
    expect(response.errors).toBeUndefined();
    expect(response.data!.login.viewer).toMatchObject({ email: 'admin@demo.test', role: 'ADMIN', requirePwChange: 0 });
    expect(response.data!.login.accessToken).toEqual(expect.any(String));
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      const cookie = response.cookies.find((c) => c.name === name);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.secure).toBeFalsy();
    }
    expect(sessionCookies(response)[ACCESS_COOKIE]).toBe(response.data!.login.accessToken);

    const viewer = await stack.gql(VIEWER, { tenant: 'demo', cookies: sessionCookies(response) });
    expect(viewer.data!.viewer).toEqual({ email: 'admin@demo.test', role: 'ADMIN' });
  });

  it('marks the cookies Secure when the request came over https', async () => {
    const response = await stack.gql(LOGIN, {
      tenant: 'demo',
      headers: { 'x-forwarded-proto': 'https' },
      variables: { input: { email: 'admin@demo.test', password: DEMO_PASSWORD } },
    });
    expect(
      response.cookies
        .filter((c) => c.secure)
        .map((c) => c.name)
        .sort(),
    ).toEqual([ACCESS_COOKIE, REFRESH_COOKIE].sort());
  });

  it("answers a wrong password with the service's message as UNAUTHENTICATED and sets no cookie", async () => {
    const response = await login('admin@demo.test', 'wrong-password');
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    expect(response.cookies).toHaveLength(0);
  });

  it('refreshes an expired cookie session once, transparently, and sets the new cookies', async () => {
    const signedIn = sessionCookies(await login('user@demo.test'));
    const response = await stack.gql(VIEWER, {
      tenant: 'demo',
      cookies: { [ACCESS_COOKIE]: 'expired-or-garbage', [REFRESH_COOKIE]: signedIn[REFRESH_COOKIE]! },
    });
    expect(response.data!.viewer).toEqual({ email: 'user@demo.test', role: 'USER' });
    const renewed = sessionCookies(response);
    expect(renewed[ACCESS_COOKIE]).toEqual(expect.any(String));
    expect(renewed[REFRESH_COOKIE]).not.toBe(signedIn[REFRESH_COOKIE]);

    const withNewCookies = await stack.gql(VIEWER, { tenant: 'demo', cookies: renewed });
    expect(withNewCookies.data!.viewer).toEqual({ email: 'user@demo.test', role: 'USER' });
  });

  it('answers a null viewer when signed out or when the session cannot be refreshed', async () => {
    const signedOut = await stack.gql(VIEWER, { tenant: 'demo' });
    expect(signedOut.data).toEqual({ viewer: null });
    expect(signedOut.upstreamCalls).toBe(0);

    const dead = await stack.gql(VIEWER, { tenant: 'demo', cookies: { [ACCESS_COOKIE]: 'x', [REFRESH_COOKIE]: 'not-a-token' } });
    expect(dead.data).toEqual({ viewer: null });
    expect(
      dead.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual([ACCESS_COOKIE, REFRESH_COOKIE].sort());
  });

  it('does not refresh bearer sessions: an invalid bearer token is UNAUTHENTICATED', async () => {
    const { errors } = await stack.gql('{ events(first: 1) { totalCount } }', { token: 'garbage', tenant: 'demo' });
    expect(errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refreshSession exchanges a refresh token once', async () => {
    const { refreshToken } = (await login('user@demo.test')).data!.login;
    const REFRESH = 'mutation($input: RefreshSessionInput) { refreshSession(input: $input) { accessToken refreshToken } }';
    const first = await stack.gql(REFRESH, { tenant: 'demo', variables: { input: { refreshToken } } });
    expect(first.data!.refreshSession.refreshToken).toEqual(expect.any(String));
    const reused = await stack.gql(REFRESH, { tenant: 'demo', variables: { input: { refreshToken } } });
    expect(reused.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const cookieSession = sessionCookies(await login('user@demo.test'));
    const byCookie = await stack.gql(REFRESH, { tenant: 'demo', cookies: cookieSession });
    expect(sessionCookies(byCookie)[ACCESS_COOKIE]).toBe(byCookie.data!.refreshSession.accessToken);
  });

  it('logout clears the cookies and revokes the session', async () => {
    const cookies = sessionCookies(await login('user@demo.test'));
    const response = await stack.gql('mutation { logout { ok } }', { tenant: 'demo', cookies });
    expect(response.data).toEqual({ logout: { ok: true } });
    expect(
      response.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual([ACCESS_COOKIE, REFRESH_COOKIE].sort());
    const refresh = await stack.gql('mutation { refreshSession { accessToken } }', {
      tenant: 'demo',
      cookies: { [REFRESH_COOKIE]: cookies[REFRESH_COOKIE]! },
    });
    expect(refresh.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('changes the password of a user who must change it, then signs in with the new one', async () => {
    const first = await login('newhire@demo.test');
    expect(first.data!.login.viewer.requirePwChange).toBe(1);
    const changed = await stack.gql(
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken viewer { requirePwChange } } }',
      {
        tenant: 'demo',
        cookies: sessionCookies(first),
        variables: { input: { email: 'newhire@demo.test', currentPassword: DEMO_PASSWORD, password: 'brand-new-secret' } },
      },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changePassword.viewer.requirePwChange).toBe(0);
    expect(sessionCookies(changed)[ACCESS_COOKIE]).toBe(changed.data!.changePassword.accessToken);
    expect((await login('newhire@demo.test', 'brand-new-secret')).data!.login.viewer.email).toBe('newhire@demo.test');
  });

  it('refuses a password change with a wrong current password, as BAD_USER_INPUT, and keeps the session', async () => {
    const cookies = sessionCookies(await login('marketing@demo.test'));
    const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }';
    const wrong = await stack.gql(CHANGE, {
      tenant: 'demo',
      cookies,
      variables: { input: { email: 'marketing@demo.test', currentPassword: 'not-it', password: 'brand-new-secret' } },
    });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'The current password is incorrect', extensions: { code: 'BAD_USER_INPUT' } });
    expect(wrong.cookies).toHaveLength(0);
    expect((await stack.gql(VIEWER, { tenant: 'demo', cookies })).data!.viewer).toEqual({
      email: 'marketing@demo.test',
      role: 'MARKETING',
    });
  });

  it('requests a password reset with the service message; the e-mailed link sets a new password once', async () => {
    const { data } = await stack.gql('mutation { requestPasswordReset(input: { email: "speaker@demo.test" }) { message } }', {
      tenant: 'demo',
    });
    expect(data!.requestPasswordReset.message).toBe('Password reset. Please check your email for a temporary password.');
    const mail = only(
      await stack.api.db.asOwner((tx) =>
        tx.query<{ body: string }>(sql`select body from email_outbox where to_email = 'speaker@demo.test' order by id desc limit 1`),
      ),
    );
    const token = /reset-password\?token=([\w-]+)/.exec(mail.body)![1];
    // The current password still works until the link is used.
    expect((await login('speaker@demo.test')).data!.login.viewer.email).toBe('speaker@demo.test');

    const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }';
    const reset = await stack.gql(RESET, { tenant: 'demo', variables: { input: { token, password: 'chosen-by-link' } } });
    expect(reset.data).toEqual({ resetPassword: { message: 'Your password has been changed. Please sign in with the new password.' } });
    expect((await login('speaker@demo.test', 'chosen-by-link')).data!.login.viewer.email).toBe('speaker@demo.test');
    expect((await login('speaker@demo.test')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const again = await stack.gql(RESET, { tenant: 'demo', variables: { input: { token, password: 'another-one-1' } } });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This password reset link is invalid or has expired. Please request a new one.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("keeps Apollo's CSRF prevention on: a simple GET request is refused", async () => {
    const response = await stack.bff.inject({ method: 'GET', url: '/graphql?query=%7Bversion%7Bbuild%7D%7D' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('CSRF');
  });
});
