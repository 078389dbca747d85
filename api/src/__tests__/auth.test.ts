import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from './harness.ts';

const INVALID = 'Invalid email or password';

describe.each(ENGINES)('auth routes on $name', (engine) => {
  const api = useApi(engine);

  const signIn = (email: string, password = DEMO_PASSWORD, tenant?: string) =>
    api.call('POST', '/auth/pw-auth', { tenant, body: { email, password } });
  const refresh = (token: string, tenant = 'demo') => api.call('POST', '/refresh', { tenant, body: { refresh_token: token } });
  const userRow = async (email: string) =>
    (await api.owner<{ id: number; require_pw_change: number; password_hash: string }>(
      sql`select id, require_pw_change, password_hash from users where email = ${email}`))[0];

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
      ]) {
        const res = await signIn(email, password, tenant);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ error: INVALID, message: INVALID });
        expect(res.body.jwt).toBeUndefined();
      }
    });

    it('refuses malformed input with the field message and records nothing', async () => {
      await expectNothingWritten(api, ['login_failures', 'refresh_tokens'], async () => {
        expect((await signIn('', 'x')).body.message).toBe('email: Email cannot be empty');
        expect((await signIn('not-an-email', 'x')).body.message).toBe('email: Invalid email format');
        const noEmail = await api.call('POST', '/auth/pw-auth', { body: { password: 'x' } });
        expect(noEmail.body.message).toBe('email: Email cannot be empty');
        const noPassword = await signIn('admin@demo.test', '');
        expect(noPassword.status).toBe(400);
        expect(noPassword.body.message).toBe('password: Password cannot be empty');
      });
    });

    it('answers 429 after 5 failures for one email, even to the right password', async () => {
      const email = 'sfc-compliance@demo.test';
      for (let i = 0; i < 5; i++) expect((await signIn(email, `wrong-${i}`)).status).toBe(401);
      const throttled = await signIn(email);
      expect(throttled.status).toBe(429);
      expect(throttled.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
      // Other users and the same address in another tenant are not affected.
      expect((await signIn('speaker-liaison@demo.test')).status).toBe(200);
      expect((await signIn('sfc-compliance@acme.test', DEMO_PASSWORD, 'acme')).status).toBe(200);
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
      expect(missing.body.message).toBe('refresh_token: refresh_token is required');
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

  it('answers 403 Speaker {id} is inactive to every call of a speaker whose speaker record is inactive', async () => {
    const [inactive] = await api.owner<{ speaker_id: number }>(sql`select u.speaker_id from users u
      join speakers s on s.id = u.speaker_id where u.email = 'inactive@demo.test' and s.status = 'inactive'`);
    expect(inactive).toBeDefined();
    for (const url of ['/users/my-user-data', '/events']) {
      const refused = await api.call('GET', url, { as: 'inactive@demo.test' });
      expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: `Speaker ${inactive.speaker_id} is inactive` }) });
    }
    // Reactivated, the same session works again.
    await api.owner(sql`update speakers set status = 'active' where id = ${inactive.speaker_id}`);
    expect((await api.call('GET', '/users/my-user-data', { as: 'inactive@demo.test' })).status).toBe(200);
    await api.owner(sql`update speakers set status = 'inactive' where id = ${inactive.speaker_id}`);
    expect((await api.call('GET', '/users/my-user-data', { as: 'speaker@demo.test' })).status).toBe(200);
  });

  describe('POST /auth/reset-pw', () => {
    it('sets a temporary password, requirePwChange and writes the email to the outbox', async () => {
      const email = 'user@demo.test';
      const res = await api.call('POST', '/auth/reset-pw', { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password reset. Please check your email for a temporary password.' });
      expect((await userRow(email)).require_pw_change).toBe(1);
      const [mail] = await api.owner<{ tenant_id: string; subject: string; body: string }>(
        sql`select tenant_id, subject, body from email_outbox where to_email = ${email} order by id desc limit 1`);
      expect(mail).toMatchObject({ tenant_id: 'demo', subject: 'Your temporary Hive password' });
      const [audit] = await lastAudit(api);
      expect(audit).toMatchObject({ entity: 'user', entity_id: String((await userRow(email)).id), action: 'reset-password', changed_fields: ['password'] });

      expect((await signIn(email)).status).toBe(401);
      const temporary = /temporary password is (\S+)\./.exec(mail.body)?.[1] as string;
      const withTemporary = await signIn(email, temporary);
      expect(withTemporary.status).toBe(200);
      expect(withTemporary.body.user.requirePwChange).toBe(1);
    });

    it('answers the same message for an unknown email and writes nothing', async () => {
      await expectNothingWritten(api, ['email_outbox', 'users'], async () => {
        const res = await api.call('POST', '/auth/reset-pw', { body: { email: 'nobody@demo.test' } });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Password reset. Please check your email for a temporary password.');
        // A user of another tenant is unknown here too.
        expect((await api.call('POST', '/auth/reset-pw', { body: { email: 'admin@acme.test' } })).status).toBe(200);
      });
    });

    it('refuses a malformed email with 400 and writes nothing', async () => {
      await expectNothingWritten(api, ['email_outbox', 'users'], async () => {
        const res = await api.call('POST', '/auth/reset-pw', { body: { email: 'nobody' } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('email: Invalid email format');
      });
    });
  });

  describe('POST /auth/set-user-pw', () => {
    it('newhire must change the password first; the new one of 8+ characters clears requirePwChange', async () => {
      const email = 'newhire@demo.test';
      const session = await signIn(email);
      expect(session.body.user.requirePwChange).toBe(1);
      const auth = { authorization: `Bearer ${session.body.jwt}` };

      await expectNothingWritten(api, ['users', 'refresh_tokens'], async () => {
        const short = await api.call('POST', '/auth/set-user-pw', { headers: auth, body: { email, password: 'short' } });
        expect(short.status).toBe(400);
        expect(short.body.message).toBe('password: Password must be at least 8 characters');
        const other = await api.call('POST', '/auth/set-user-pw', { headers: auth, body: { email: 'admin@demo.test', password: 'long-enough-1' } });
        expect(other.status).toBe(403);
        expect(other.body.message).toBe('You can only change your own password');
        const anonymous = await api.call('POST', '/auth/set-user-pw', { body: { email, password: 'long-enough-1' } });
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.message).toBe('Authentication required');
      });

      const changed = await api.call('POST', '/auth/set-user-pw', { headers: auth, body: { email, password: 'new-password-1' } });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ jwt: expect.any(String), refreshToken: expect.any(String), user: { email, requirePwChange: 0 } });
      expect((await userRow(email)).require_pw_change).toBe(0);
      const [audit] = await lastAudit(api);
      expect(audit).toMatchObject({ entity: 'user', action: 'set-password', changed_fields: ['password'] });
      // Earlier sessions end; the new password signs in, the old one no longer does.
      expect((await refresh(session.body.refreshToken)).status).toBe(401);
      expect((await signIn(email, 'new-password-1')).body.user.requirePwChange).toBe(0);
      expect((await signIn(email)).status).toBe(401);
    });
  });

  describe('POST /auth/activate-pw', () => {
    it('sends a temporary password to a user of the tenant (needs user:update)', async () => {
      const res = await api.call('POST', '/auth/activate-pw', { as: 'admin@demo.test', body: { email: 'speaker@demo.test' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('A temporary password was sent to speaker@demo.test.');
      expect((await userRow('speaker@demo.test')).require_pw_change).toBe(1);
      const [audit] = await lastAudit(api);
      expect(audit).toMatchObject({ entity: 'user', action: 'activate-password', tenant_id: 'demo' });
    });

    it('answers 403 without the grant, 404 for a user of another tenant, and writes nothing', async () => {
      await expectNothingWritten(api, ['users', 'email_outbox'], async () => {
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
