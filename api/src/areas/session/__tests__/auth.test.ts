import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../platform/auth/tokens.ts';
import { only } from '../../../platform/db/client.ts';
import { DEMO_PASSWORD } from '../../../platform/db/seed.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../../../platform/http/route.ts';
import { INVALID_LINK, PASSWORD_CHANGED, RESET_MESSAGE } from '../auth.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

const INVALID = 'Invalid email or password';
/** Client addresses of the tests (documentation ranges); inject's own peer is 127.0.0.1. */
const GUESSER = '198.51.100.66';
const OWNER = '203.0.113.10';

describe.each(ENGINES)('auth routes on $name', (engine) => {
  const api = useApi(engine);

  const signIn = (email: string, password = DEMO_PASSWORD, tenant?: string) =>
    api.call('POST', '/auth/pw-auth', { tenant, body: { email, password } });
  const refresh = (token: string, tenant = 'demo') => api.call('POST', '/refresh', { tenant, body: { refresh_token: token } });
  /** A request from another client address than inject's 127.0.0.1 (a peer that is not a trusted proxy). */
  const inject = async (url: string, body: unknown, options: { from?: string; tenant?: string; headers?: Record<string, string> } = {}) => {
    const response = await api.app.inject({
      method: 'POST',
      url,
      remoteAddress: options.from,
      payload: body as object,
      headers: { 'x-tenant-id': options.tenant ?? 'demo', ...options.headers },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const signInFrom = (from: string, email: string, password = DEMO_PASSWORD, tenant = 'demo') =>
    inject('/auth/pw-auth', { email, password }, { from, tenant });
  /** Moves an e-mail's recorded sign-in failures `seconds` into the past. */
  const ageFailures = (email: string, seconds: number) =>
    api.owner(sql`update login_failures set at = at - make_interval(secs => ${seconds}) where email = ${email}`);
  const outbox = (email: string) =>
    api.owner<{ tenant_id: string; subject: string; body: string }>(
      sql`select tenant_id, subject, body from email_outbox where to_email = ${email} order by id desc`,
    );
  const linkToken = (body: string) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1] as string;
  const confirm = (token: string, password: string, tenant = 'demo') =>
    api.call('POST', '/auth/reset-pw/confirm', { tenant, body: { token, password } });
  const userRow = async (email: string) =>
    only(
      await api.owner<{ id: number; require_pw_change: number; password_hash: string }>(
        sql`select id, require_pw_change, password_hash from users where email = ${email}`,
      ),
    );

  describe('POST /auth/pw-auth', () => {
    it('signs in with email and password and answers the session and the user', async () => {
      const res = await signIn('Admin@Demo.test');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        error: null,
        jwt: expect.any(String),
        refreshToken: expect.any(String),
        user: { email: 'admin@demo.test', firstName: 'Admin', lastName: 'User', role: 'admin', speakerId: null, requirePwChange: 0 },
      });
      expect(Object.keys(res.body.user).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'requirePwChange', 'role', 'speakerId']);
      const me = await api.call('GET', '/users/my-user-data', { headers: { authorization: `Bearer ${res.body.jwt}` } });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe('admin@demo.test');
    });

    it('answers 401 Invalid email or password to a wrong password, an unknown email or another tenant', async () => {
      for (const [email, password, tenant] of [
        ['admin@demo.test', 'wrong-password', 'demo'],
        ['nobody@demo.test', DEMO_PASSWORD, 'demo'],
        ['admin@demo.test', DEMO_PASSWORD, 'acme'],
      ] as const) {
        const res = await signIn(email, password, tenant);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ error: INVALID, message: INVALID });
        expect(res.body.jwt).toBeUndefined();
      }
    });

    it('refuses malformed input with the field message and records nothing', async () => {
      await expectNothingWritten(api, ['login_failures', 'refresh_tokens'], async () => {
        expect((await signIn('', 'x')).body.message).toBe('Email cannot be empty');
        expect((await signIn('not-an-email', 'x')).body.message).toBe('Invalid email format');
        const noEmail = await api.call('POST', '/auth/pw-auth', { body: { password: 'x' } });
        expect(noEmail.body.message).toBe('Email cannot be empty');
        const noPassword = await signIn('admin@demo.test', '');
        expect(noPassword.status).toBe(400);
        expect(noPassword.body.message).toBe('Password cannot be empty');
      });
    });

    it('locks the address of 5 failures out of that email for 15 minutes (even the right password), not the user elsewhere', async () => {
      const email = 'sfc-compliance@demo.test';
      for (let i = 0; i < 5; i++) expect((await signIn(email, `wrong-${i}`)).status).toBe(401);
      const throttled = await signIn(email);
      expect(throttled.status).toBe(429);
      expect(throttled.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
      // The user, from their own address, waits out the e-mail's short back-off at most, then signs in.
      await ageFailures(email, 60);
      expect((await signInFrom(OWNER, email)).status).toBe(200);
      // The guessing address stays locked (the failures are a minute old: 14 minutes to go).
      const still = await signIn(email);
      expect(still.status).toBe(429);
      expect(still.body.message).toBe('Too many failed sign-in attempts. Try again in 14 minutes.');
      // Other users and the same address in another tenant are not affected.
      expect((await signIn('speaker-liaison@demo.test')).status).toBe(200);
      expect((await signIn('sfc-compliance@acme.test', DEMO_PASSWORD, 'acme')).status).toBe(200);
    });

    it('backs an email off exponentially after 5 failures from anywhere (1 s, 2 s, 4 s … at most 60 s), then lets the user in', async () => {
      const email = 'client-speaker-portal-admin@acme.test';
      const fail = (n: number) =>
        api.owner(sql`insert into login_failures (tenant_id, email, client_address)
        select 'acme', ${email}, '192.0.2.' || i from generate_series(1, ${n}) as i`);
      const wait = async () => (await signInFrom(OWNER, email, DEMO_PASSWORD, 'acme')).body.message;
      await fail(4);
      expect((await signInFrom(OWNER, email, 'wrong-password', 'acme')).status).toBe(401); // the fifth failure
      expect(await wait()).toBe('Too many failed sign-in attempts. Try again in 1 second.');
      await fail(3);
      expect(await wait()).toBe('Too many failed sign-in attempts. Try again in 8 seconds.');
      await fail(30);
      expect(await wait()).toBe('Too many failed sign-in attempts. Try again in 60 seconds.');
      // A stranger keeps failing from ever new addresses: the user waits a minute after the last one, never longer.
      await ageFailures(email, 61);
      const signedIn = await signInFrom(OWNER, email, DEMO_PASSWORD, 'acme');
      expect(signedIn.status).toBe(200);
      // The success forgets the user's own failure only; the stranger's still count.
      const { n } = only(await api.owner<{ n: number }>(sql`select count(*)::int as n from login_failures where email = ${email}`));
      expect(n).toBe(37);
    });

    it("counts failures per client address: a loopback peer's (the BFF's) x-forwarded-for, never another peer's", async () => {
      // One unknown e-mail per attempt, so no back-off gets in the way.
      let n = 0;
      const fail = (options: { from?: string; headers?: Record<string, string> }) =>
        inject('/auth/pw-auth', { email: `xff-${(n += 1)}@demo.test`, password: 'x' }, options);
      const addresses = async () =>
        (
          await api.owner<{ client_address: string }>(sql`select client_address from login_failures
        where email like 'xff-%' order by id`)
        ).map((r) => r.client_address);
      await fail({ headers: { 'x-forwarded-for': '198.51.100.20' } });
      await fail({ headers: { 'x-forwarded-for': '10.1.1.1, 198.51.100.21' } });
      await fail({ from: GUESSER, headers: { 'x-forwarded-for': '10.9.9.9' } });
      await fail({ from: '::ffff:198.51.100.22' });
      expect(await addresses()).toEqual(['198.51.100.20', '198.51.100.21', GUESSER, '198.51.100.22']);
      // TRUSTED_PROXY names the proxies instead of loopback; `none` believes nobody's header.
      const previous = process.env.TRUSTED_PROXY;
      try {
        process.env.TRUSTED_PROXY = 'none';
        await fail({ headers: { 'x-forwarded-for': '198.51.100.23' } });
        process.env.TRUSTED_PROXY = `${GUESSER},10.0.0.0/8`;
        await fail({ from: GUESSER, headers: { 'x-forwarded-for': '198.51.100.24' } });
        await fail({ headers: { 'x-forwarded-for': '198.51.100.25' } });
      } finally {
        if (previous === undefined) delete process.env.TRUSTED_PROXY;
        else process.env.TRUSTED_PROXY = previous;
      }
      expect((await addresses()).slice(4)).toEqual(['127.0.0.1', '198.51.100.24', '127.0.0.1']);
    });

    it('lets no more than 5 failures through when the attempts come all at once', async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn('marketing@acme.test', `wrong-${i}`, 'acme')));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    });

    it('counts failures again from zero after a successful sign-in', async () => {
      const email = 'program-analyst@demo.test';
      for (let i = 0; i < 4; i++) expect((await signIn(email, 'wrong-password')).status).toBe(401);
      expect((await signIn(email)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await signIn(email, 'wrong-password')).status).toBe(401);
      expect((await signIn(email)).status).toBe(200);
    });
  });

  describe('POST /refresh', () => {
    it('rotates: a refresh token works once; its reuse answers 401 and revokes the session', async () => {
      const first = (await signIn('marketing@demo.test')).body.refreshToken as string;
      const rotated = await refresh(first);
      expect(rotated.status).toBe(200);
      expect(rotated.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      expect(rotated.body.refreshToken).not.toBe(first);
      const me = await api.call('GET', '/users/my-user-data', { headers: { authorization: `Bearer ${rotated.body.accessToken}` } });
      expect(me.body.email).toBe('marketing@demo.test');

      const reuse = await refresh(first);
      expect(reuse.status).toBe(401);
      expect(reuse.body.error).toBe('Refresh token reuse detected');
      // The whole family is revoked: the newest token no longer works either.
      const after = await refresh(rotated.body.refreshToken);
      expect(after.status).toBe(401);
      expect(after.body.error).toBe('Invalid refresh token');
    });

    it('lets only one of two simultaneous refreshes with the same token through', async () => {
      const token = (await signIn('marketing@demo.test')).body.refreshToken as string;
      const answers = await Promise.all([refresh(token), refresh(token)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    });

    it('does not accept a refresh token in another tenant', async () => {
      const token = (await signIn('marketing@demo.test')).body.refreshToken as string;
      const elsewhere = await refresh(token, 'acme');
      expect(elsewhere.status).toBe(401);
      expect(elsewhere.body.error).toBe('Invalid refresh token');
      expect((await refresh(token, 'demo')).status).toBe(200);
    });

    it('answers 400 without a refresh token and 401 to an unknown one', async () => {
      const missing = await api.call('POST', '/refresh', { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('refresh_token is required');
      expect((await refresh('not-a-token')).status).toBe(401);
    });
  });

  it('POST /auth/logout revokes the session server side', async () => {
    const token = (await signIn('field-rep@demo.test')).body.refreshToken as string;
    const out = await api.call('POST', '/auth/logout', { body: { refresh_token: token } });
    expect(out.status).toBe(204);
    const rows = await api.owner<{ revoked: boolean }>(sql`select revoked_at is not null as revoked from refresh_tokens
      where family = (select family from refresh_tokens where token_hash = ${hashToken(token)})`);
    expect(rows).toEqual([{ revoked: true }]);
    const again = await refresh(token);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('Invalid refresh token');
  });

  it('answers 403 Speaker {id} is inactive to a speaker whose speaker record is inactive, and ends that session on the server', async () => {
    const inactive = only(
      await api.owner<{ speaker_id: number }>(sql`select u.speaker_id from users u
      join speakers s on s.id = u.speaker_id where u.email = 'inactive@demo.test' and s.status = 'inactive'`),
    );
    expect(inactive).toBeDefined();
    const signIn = async () => {
      const res = await api.app.inject({
        method: 'POST',
        url: '/auth/pw-auth',
        headers: { 'x-tenant-id': 'demo' },
        payload: { email: 'inactive@demo.test', password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { jwt: string; refreshToken: string };
    };
    const get = (url: string, jwt: string) =>
      api.app.inject({ method: 'GET', url, headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${jwt}` } });
    for (const url of ['/users/my-user-data', '/events']) {
      const session = await signIn();
      const refused = await get(url, session.jwt);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(`Speaker ${inactive.speaker_id} is inactive`);
      // The session is over: its access token and its refresh token no longer work.
      expect((await get(url, session.jwt)).json().message).toBe('The session has ended. Please sign in again.');
      const refresh = await api.app.inject({
        method: 'POST',
        url: '/refresh',
        headers: { 'x-tenant-id': 'demo' },
        payload: { refresh_token: session.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    }
    // Reactivated, the speaker signs in again and works; other speakers were never affected.
    await api.owner(sql`update speakers set status = 'active' where id = ${inactive.speaker_id}`);
    expect((await get('/users/my-user-data', (await signIn()).jwt)).statusCode).toBe(200);
    await api.owner(sql`update speakers set status = 'inactive' where id = ${inactive.speaker_id}`);
    expect((await api.call('GET', '/users/my-user-data', { as: 'speaker@demo.test' })).status).toBe(200);
  });

  describe('POST /auth/reset-pw and /auth/reset-pw/confirm', () => {
    it('e-mails a one-use link and keeps the current password working until the link sets a new one', async () => {
      const email = 'program-analyst@acme.test';
      const res = await api.call('POST', '/auth/reset-pw', { tenant: 'acme', body: { email } });
      expect(res).toEqual({ status: 200, body: { message: RESET_MESSAGE } });
      const mail = (await outbox(email))[0]!;
      expect(mail).toMatchObject({ tenant_id: 'acme', subject: 'Reset your Hive password' });
      const token = linkToken(mail.body);
      expect(mail.body).toContain(`http://acme.localhost:4000/reset-password?token=${token}`);
      // Only the token's hash is stored; the link works for 60 minutes.
      const stored = await api.owner<{ token_hash: string; purpose: string; minutes: number }>(sql`select token_hash, purpose,
        round(extract(epoch from expires_at - created_at) / 60)::int as minutes from password_reset_tokens
        where user_id = (select id from users where email = ${email})`);
      expect(stored).toEqual([{ token_hash: hashToken(token), purpose: 'reset', minutes: 60 }]);
      const [requested] = await lastAudit(api);
      expect(requested).toMatchObject({ entity: 'user', action: 'request-password-reset', changed_fields: [], actor_user_id: null });

      // Nothing changed yet: the current password signs in, no password change is forced.
      const before = await signIn(email, DEMO_PASSWORD, 'acme');
      expect(before.status).toBe(200);
      expect(before.body.user.requirePwChange).toBe(0);

      const confirmed = await confirm(token, 'reset-password-1', 'acme');
      expect(confirmed).toEqual({ status: 200, body: { message: PASSWORD_CHANGED } });
      const [audit] = await lastAudit(api);
      expect(audit).toMatchObject({ entity: 'user', action: 'reset-password', changed_fields: ['password'], tenant_id: 'acme' });
      // The sessions of the old password end; the new password signs in, the old one no longer does.
      expect((await refresh(before.body.refreshToken, 'acme')).status).toBe(401);
      expect((await signIn(email, DEMO_PASSWORD, 'acme')).status).toBe(401);
      expect((await signIn(email, 'reset-password-1', 'acme')).status).toBe(200);
      // The link works once.
      expect(await confirm(token, 'another-password-1', 'acme')).toEqual({
        status: 400,
        body: expect.objectContaining({ message: INVALID_LINK }),
      });
      expect((await signIn(email, 'reset-password-1', 'acme')).status).toBe(200);
    });

    it("refuses an expired link, another tenant's link and an unknown one with 400, and writes nothing", async () => {
      const email = 'user@acme.test';
      expect((await api.call('POST', '/auth/reset-pw', { tenant: 'acme', body: { email } })).status).toBe(200);
      expect((await api.call('POST', '/auth/reset-pw', { tenant: 'acme', body: { email } })).status).toBe(200);
      const [second, first] = (await outbox(email)).map((m) => linkToken(m.body)) as [string, string];
      await api.owner(
        sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(first)}`,
      );
      await expectNothingWritten(api, ['users', 'refresh_tokens', 'password_reset_tokens'], async () => {
        for (const [token, tenant] of [
          [first, 'acme'],
          [second, 'demo'],
          ['not-a-token', 'acme'],
        ] as const) {
          const refused = await confirm(token, 'taken-over-1', tenant);
          expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: INVALID_LINK }) });
        }
        const short = await confirm(second, 'short', 'acme');
        expect(short).toEqual({ status: 400, body: expect.objectContaining({ message: 'Password must be at least 8 characters' }) });
        const missing = await api.call('POST', '/auth/reset-pw/confirm', { body: { password: 'long-enough-1' } });
        expect(missing.body.message).toBe('token is required');
      });
      expect((await signIn(email, DEMO_PASSWORD, 'acme')).status).toBe(200);
    });

    it('answers the same message for an unknown email and sends nothing', async () => {
      await expectNothingWritten(api, ['email_outbox', 'users', 'password_reset_tokens'], async () => {
        const res = await api.call('POST', '/auth/reset-pw', { body: { email: 'nobody@demo.test' } });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(RESET_MESSAGE);
        // A user of another tenant is unknown here too.
        expect((await api.call('POST', '/auth/reset-pw', { body: { email: 'admin@acme.test' } })).status).toBe(200);
      });
    });

    it('throttles requests: 3 per email and 10 per client address in 15 minutes, alike for known and unknown emails', async () => {
      const reset = (from: string, email: string) => inject('/auth/reset-pw', { email }, { from, tenant: 'acme' });
      const TOO_MANY = {
        statusCode: 429,
        error: 'Too many password reset requests. Try again in 15 minutes.',
        message: 'Too many password reset requests. Try again in 15 minutes.',
      };
      for (const email of ['sfc-compliance@acme.test', 'nobody-at-all@acme.test']) {
        for (let i = 0; i < 3; i++)
          expect(await reset(`192.0.2.${i + 1}`, email)).toEqual({ status: 200, body: { message: RESET_MESSAGE } });
        // The refusal is the same whether the account exists or not.
        expect(await reset('192.0.2.9', email.toUpperCase())).toEqual({ status: 429, body: TOO_MANY });
      }
      expect(await outbox('sfc-compliance@acme.test')).toHaveLength(3);
      // One address asking for many e-mails.
      for (let i = 0; i < 10; i++) expect((await reset(GUESSER, `someone-${i}@acme.test`)).status).toBe(200);
      expect(await reset(GUESSER, 'speaker@acme.test')).toEqual({ status: 429, body: TOO_MANY });
      expect(await outbox('speaker@acme.test')).toHaveLength(0);
      expect((await reset(OWNER, 'speaker@acme.test')).status).toBe(200);
      expect(await outbox('speaker@acme.test')).toHaveLength(1);
    });

    it('refuses a malformed email with 400 and writes nothing', async () => {
      await expectNothingWritten(api, ['email_outbox', 'users', 'password_reset_requests'], async () => {
        const res = await api.call('POST', '/auth/reset-pw', { body: { email: 'nobody' } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Invalid email format');
      });
    });
  });

  describe('POST /auth/set-user-pw', () => {
    it('newhire must change the password first; the new one of 8+ characters clears requirePwChange', async () => {
      const email = 'newhire@demo.test';
      const session = await signIn(email);
      expect(session.body.user.requirePwChange).toBe(1);
      const auth = { authorization: `Bearer ${session.body.jwt}` };
      const change = (body: object) => api.call('POST', '/auth/set-user-pw', { headers: auth, body });

      await expectNothingWritten(api, ['users', 'refresh_tokens'], async () => {
        const short = await change({ email, currentPassword: DEMO_PASSWORD, password: 'short' });
        expect(short.status).toBe(400);
        expect(short.body.message).toBe('Password must be at least 8 characters');
        const other = await change({ email: 'admin@demo.test', currentPassword: DEMO_PASSWORD, password: 'long-enough-1' });
        expect(other.status).toBe(403);
        expect(other.body.message).toBe('You can only change your own password');
        const anonymous = await api.call('POST', '/auth/set-user-pw', {
          body: { email, currentPassword: DEMO_PASSWORD, password: 'long-enough-1' },
        });
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.message).toBe('Authentication required');
      });

      const changed = await change({ email, currentPassword: DEMO_PASSWORD, password: 'new-password-1' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        jwt: expect.any(String),
        refreshToken: expect.any(String),
        user: { email, requirePwChange: 0 },
      });
      expect((await userRow(email)).require_pw_change).toBe(0);
      const [audit] = await lastAudit(api);
      expect(audit).toMatchObject({ entity: 'user', action: 'set-password', changed_fields: ['password'] });
      // Earlier sessions end; the new password signs in, the old one no longer does.
      expect((await refresh(session.body.refreshToken)).status).toBe(401);
      expect((await signIn(email, 'new-password-1')).body.user.requirePwChange).toBe(0);
      expect((await signIn(email)).status).toBe(401);
    });

    it('needs the current password: a stolen access token alone cannot change it, and wrong guesses count as failed sign-ins', async () => {
      const email = 'client-speaker-portal-admin@demo.test';
      const auth = { authorization: `Bearer ${(await signIn(email)).body.jwt}` };
      const change = (body: object) => api.call('POST', '/auth/set-user-pw', { headers: auth, body });
      await expectNothingWritten(api, ['users', 'refresh_tokens'], async () => {
        const without = await change({ email, password: 'taken-over-1' });
        expect(without).toEqual({ status: 400, body: expect.objectContaining({ message: 'Current password cannot be empty' }) });
        for (let i = 0; i < 5; i++) {
          const wrong = await change({ email, currentPassword: `guess-${i}`, password: 'taken-over-1' });
          expect(wrong).toEqual({ status: 400, body: expect.objectContaining({ message: 'The current password is incorrect' }) });
        }
        // The guesses lock this address like failed sign-ins do, the right password included.
        const locked = await change({ email, currentPassword: DEMO_PASSWORD, password: 'taken-over-1' });
        expect(locked.status).toBe(429);
        expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
      });
      await ageFailures(email, 60);
      expect((await signInFrom(OWNER, email)).status).toBe(200);
    });

    it("refuses an admin impersonating a speaker (403): the speaker's password stays", async () => {
      const email = 'speaker@demo.test';
      const { speaker_id: speakerId } = only(
        await api.owner<{ speaker_id: number }>(sql`select speaker_id from users where email = ${email}`),
      );
      await api.token('admin@demo.test'); // signed in before, not inside the check
      await expectNothingWritten(api, ['users', 'refresh_tokens', 'login_failures'], async () => {
        for (const body of [
          { email, password: 'taken-over-1' },
          { email, currentPassword: 'unknown', password: 'taken-over-1' },
        ]) {
          const res = await api.call('POST', '/auth/set-user-pw', {
            as: 'admin@demo.test',
            headers: { 'x-impersonate-speaker-id': String(speakerId) },
            body,
          });
          expect(res).toEqual({
            status: 403,
            body: expect.objectContaining({ message: 'An impersonated session cannot change the password' }),
          });
        }
      });
      expect((await signIn(email)).status).toBe(200);
    });

    it('every route marked as changing credentials refuses an impersonated session, before reading its input', async () => {
      const { speaker_id: speakerId } = only(
        await api.owner<{ speaker_id: number }>(sql`select speaker_id from users where email = 'speaker@demo.test'`),
      );
      const routes = api.routes.filter((r) => r.credentials);
      expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /auth/set-user-pw');
      for (const route of routes) {
        const res = await api.call(route.method, route.url.replace(/:[A-Za-z]+/g, '1'), {
          as: 'admin@demo.test',
          headers: { 'x-impersonate-speaker-id': String(speakerId) },
          body: route.method === 'GET' ? undefined : {},
        });
        expect(res, `${route.method} ${route.url}`).toEqual({
          status: 403,
          body: expect.objectContaining({ message: `An impersonated session cannot change ${route.credentials}` }),
        });
      }
    });
  });

  it("audits an impersonated request as the admin acting on behalf of the speaker's user", async () => {
    const speaker = only(
      await api.owner<{ id: number; speaker_id: number }>(sql`select id, speaker_id from users where email = 'speaker@demo.test'`),
    );
    const admin = only(await api.owner<{ id: number }>(sql`select id from users where email = 'admin@demo.test'`));
    // For this test the speaker role may create field reps, so an impersonated request writes something.
    const grant = sql`from roles r, entities e, permission_actions a
      where r.tenant_id = 'demo' and r.role = 'speaker' and e.name = 'field_rep' and a.name = 'create'`;
    await api.owner(
      sql`insert into role_permissions (tenant_id, role_id, entity_id, permission_id) select 'demo', r.id, e.id, a.id ${grant}`,
    );
    try {
      const created = await api.call('POST', '/field-reps', {
        as: 'admin@demo.test',
        headers: { 'x-impersonate-speaker-id': String(speaker.speaker_id) },
        body: { name: 'Made while impersonating', email: 'impersonated@example.com' },
      });
      expect(created.status).toBe(201);
      const [row] = await api.owner<{
        actor_user_id: number;
        on_behalf_of_user_id: number | null;
        action: string;
      }>(sql`select actor_user_id,
        on_behalf_of_user_id, action from audit_log order by id desc limit 1`);
      expect(row).toEqual({ actor_user_id: admin.id, on_behalf_of_user_id: speaker.id, action: 'create' });
      // Without impersonation nobody is acted for.
      expect(
        (await api.call('POST', '/field-reps', { as: 'admin@demo.test', body: { name: 'Made as admin', email: 'admin-made@example.com' } }))
          .status,
      ).toBe(201);
      const [plain] = await api.owner<{ actor_user_id: number; on_behalf_of_user_id: number | null }>(sql`select actor_user_id,
        on_behalf_of_user_id from audit_log order by id desc limit 1`);
      expect(plain).toEqual({ actor_user_id: admin.id, on_behalf_of_user_id: null });
    } finally {
      await api.owner(sql`delete from role_permissions where (role_id, entity_id, permission_id) in (select r.id, e.id, a.id ${grant})`);
    }
  });

  it('a user who must change the password can do nothing else: every other signed-in route answers 403', async () => {
    const email = 'speaker-liaison@acme.test';
    await api.owner(sql`update users set require_pw_change = 1 where email = ${email}`);
    const session = await signIn(email, DEMO_PASSWORD, 'acme');
    const auth = { authorization: `Bearer ${session.body.jwt}` };
    const events = await api.call('GET', '/events', { tenant: 'acme', headers: auth });
    expect(events).toEqual({ status: 403, body: expect.objectContaining({ message: PASSWORD_CHANGE_REQUIRED }) });
    const open = api.routes
      .filter((r) => r.beforePasswordChange)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual(['GET /users/my-user-data', 'POST /auth/set-user-pw']);
    const wrong: string[] = [];
    for (const route of api.routes.filter((r) => r.auth === 'user' && !r.beforePasswordChange)) {
      const res = await api.call(route.method, route.url.replace(/:[A-Za-z]+/g, '1'), {
        tenant: 'acme',
        headers: auth,
        body: route.method === 'GET' ? undefined : {},
      });
      if (res.status !== 403 || res.body?.message !== PASSWORD_CHANGE_REQUIRED)
        wrong.push(`${route.method} ${route.url}: ${res.status} ${res.body?.message}`);
    }
    expect(wrong).toEqual([]);
    // What it may do: read its user data, refresh, change the password (then everything opens), log out.
    expect((await api.call('GET', '/users/my-user-data', { tenant: 'acme', headers: auth })).body.requirePwChange).toBe(1);
    const refreshed = await refresh(session.body.refreshToken, 'acme');
    expect(refreshed.status).toBe(200);
    const changed = await api.call('POST', '/auth/set-user-pw', {
      tenant: 'acme',
      headers: { authorization: `Bearer ${refreshed.body.accessToken}` },
      body: { email, currentPassword: DEMO_PASSWORD, password: 'changed-password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await api.call('GET', '/events', { tenant: 'acme', headers: { authorization: `Bearer ${changed.body.jwt}` } })).status).toBe(
      200,
    );
    expect((await api.call('POST', '/auth/logout', { tenant: 'acme', body: { refresh_token: changed.body.refreshToken } })).status).toBe(
      204,
    );
  });

  it('POST /refresh answers 401 Invalid refresh token when the user was deleted, also for a token the deletion left behind', async () => {
    const email = 'deleted-user@demo.test';
    const create = () =>
      api.owner(sql`insert into users (tenant_id, email, password_hash, first_name, last_name, role)
      select 'demo', ${email}, password_hash, 'Deleted', 'User', 'user' from users where email = 'user@demo.test'`);
    await create();
    const deleted = (await signIn(email)).body.refreshToken as string;
    await api.owner(sql`delete from users where email = ${email}`);
    expect(await refresh(deleted)).toEqual({ status: 401, body: expect.objectContaining({ error: 'Invalid refresh token' }) });

    // A refresh token whose user row is gone while the token stayed (deleted without the cascade, e.g. by hand).
    await create();
    const orphan = (await signIn(email)).body;
    await api.db.asOwner(async (tx) => {
      await tx.query(sql`set local session_replication_role = replica`);
      await tx.query(sql`delete from users where email = ${email}`);
    });
    expect(await refresh(orphan.refreshToken)).toEqual({ status: 401, body: expect.objectContaining({ error: 'Invalid refresh token' }) });
    const me = await api.call('GET', '/users/my-user-data', { headers: { authorization: `Bearer ${orphan.jwt}` } });
    expect(me.status).toBe(401);
    await api.owner(sql`delete from refresh_tokens where user_id not in (select id from users)`);
  });

  describe('POST /auth/activate-pw', () => {
    it('e-mails a link to set the password (needs user:update); the current password keeps working', async () => {
      const email = 'field-rep@acme.test';
      const res = await api.call('POST', '/auth/activate-pw', { as: 'admin@acme.test', body: { email } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`A link to set the password was sent to ${email}.`);
      const [audit] = await lastAudit(api);
      expect(audit).toMatchObject({ entity: 'user', action: 'activate-password', tenant_id: 'acme', changed_fields: [] });
      const mail = (await outbox(email))[0]!;
      expect(mail.subject).toBe('Set up your Hive password');
      const [stored] = await api.owner<{ purpose: string; hours: number }>(sql`select purpose,
        round(extract(epoch from expires_at - created_at) / 3600)::int as hours from password_reset_tokens where token_hash = ${hashToken(linkToken(mail.body))}`);
      expect(stored).toEqual({ purpose: 'activate', hours: 72 });
      expect((await userRow(email)).require_pw_change).toBe(0);
      expect((await signIn(email, DEMO_PASSWORD, 'acme')).status).toBe(200);
      expect((await confirm(linkToken(mail.body), 'chosen-password-1', 'acme')).status).toBe(200);
      expect((await signIn(email, 'chosen-password-1', 'acme')).status).toBe(200);
    });

    it('answers 403 without the grant, 404 for a user of another tenant, and writes nothing', async () => {
      await expectNothingWritten(api, ['users', 'email_outbox', 'password_reset_tokens'], async () => {
        const denied = await api.call('POST', '/auth/activate-pw', { as: 'marketing@demo.test', body: { email: 'user@demo.test' } });
        expect(denied.status).toBe(403);
        expect(denied.body.message).toBe('You do not have permission to update user');
        const foreign = await api.call('POST', '/auth/activate-pw', { as: 'admin@demo.test', body: { email: 'admin@acme.test' } });
        expect(foreign.status).toBe(404);
        expect(foreign.body.message).toBe('User admin@acme.test not found');
      });
    });
  });
});
