import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

const SYSADMIN = 'system-admin@demo.test';
const ADMIN = 'admin@demo.test';
const CSPA = 'client-speaker-portal-admin@demo.test';
const person = { firstName: 'Pat', lastName: 'Doe' };
const SYSTEM_ADMIN_ROLE = 'The System Admin role cannot be given to a user: a system admin is made with the tenant';

describe.each(ENGINES)('user administration on $name', (engine) => {
  const api = useApi(engine);
  const outbox = (email: string) =>
    api.owner<{ subject: string; body: string }>(
      sql`select subject, body from email_outbox where lower(to_email) = lower(${email}) order by id desc`,
    );
  const linkToken = (body: string) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1] as string;
  const confirm = (token: string, password: string) => api.call('POST', '/auth/reset-pw/confirm', { body: { token, password } });
  const signIn = (email: string, password: string) => api.call('POST', '/auth/pw-auth', { body: { email, password } });
  const idOf = async (email: string) => only(await api.owner<{ id: number }>(sql`select id from users where email = ${email}`)).id;
  const withToken = (jwt: string) =>
    api.app.inject({ method: 'GET', url: '/users/my-user-data', headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${jwt}` } });
  const refresh = (refreshToken: string) => api.call('POST', '/refresh', { body: { refresh_token: refreshToken } });

  /** A new user with a password login set up through the e-mailed link; its session. */
  async function userWithSession(email: string, role: string, password = 'pass-word-1') {
    const made = await api.call('POST', '/users', { as: SYSADMIN, body: { email, role, ...person, usePwLogin: true } });
    expect(made.status).toBe(201);
    expect((await confirm(linkToken((await outbox(email))[0]!.body), password)).status).toBe(200);
    const session = await signIn(email, password);
    expect(session.status).toBe(200);
    return { id: made.body.user.id as number, jwt: session.body.jwt as string, refreshToken: session.body.refreshToken as string };
  }

  it('sets up a password login by e-mail: a one-use link in the outbox (no password), then Reset once a password exists', async () => {
    const made = await api.call('POST', '/users', {
      as: ADMIN,
      body: { email: 'setup@demo.test', role: 'user', ...person, usePwLogin: true },
    });
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({ hasPassword: false, role: 'user', fieldRep: null, speaker: null });
    const mail = (await outbox('setup@demo.test'))[0]!;
    expect(mail.subject).toBe('Set up your Hive password');
    const token = linkToken(mail.body);
    expect(mail.body).toContain(`http://demo.localhost:4000/reset-password?token=${token}`);
    expect(mail.body).not.toMatch(/password:\s*\S/i);
    const stored = only(
      await api.owner<{ token_hash: string }>(sql`select token_hash from password_reset_tokens where user_id = ${made.body.user.id}`),
    );
    expect(stored.token_hash).not.toBe(token);

    expect((await signIn('setup@demo.test', 'my-new-pass')).status).toBe(401);
    expect(await confirm(token, 'my-new-pass')).toMatchObject({ status: 200 });
    expect((await signIn('setup@demo.test', 'my-new-pass')).status).toBe(200);
    // One use.
    expect(await confirm(token, 'another-pass')).toMatchObject({
      status: 400,
      body: { message: 'This password reset link is invalid or has expired. Please request a new one.' },
    });
    expect((await api.call('GET', `/users/${made.body.user.id}`, { as: ADMIN })).body.hasPassword).toBe(true);

    // The edit screen's Reset Password button: a new link; the password works until it is used.
    const sent = await api.call('POST', '/auth/activate-pw', { as: ADMIN, body: { email: 'setup@demo.test' } });
    expect(sent).toMatchObject({ status: 200, body: { message: 'A link to set the password was sent to setup@demo.test.' } });
    expect(await outbox('setup@demo.test')).toHaveLength(2);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'user', action: 'activate-password' });
    // An expired link is refused.
    const expiring = linkToken((await outbox('setup@demo.test'))[0]!.body);
    await api.owner(sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${made.body.user.id}
      and used_at is null`);
    expect((await confirm(expiring, 'too-late-pass')).status).toBe(400);
    expect((await signIn('setup@demo.test', 'my-new-pass')).status).toBe(200);

    // Without the checkbox no e-mail is sent.
    await api.call('POST', '/users', { as: ADMIN, body: { email: 'nomail@demo.test', role: 'user', ...person } });
    expect(await outbox('nomail@demo.test')).toEqual([]);
  });

  it("answers spec 002 §3's roleId, usePwLogin and password (a mask when set up, never the hash) on one user and the list", async () => {
    const roleId = async (role: string) =>
      only(await api.owner<{ id: number }>(sql`select id from roles where tenant_id = 'demo' and role = ${role}`)).id;
    const invited = await api.call('POST', '/users', {
      as: ADMIN,
      body: { email: 'invited@demo.test', role: 'user', ...person, usePwLogin: true },
    });
    expect(invited.body.user).toMatchObject({ roleId: await roleId('user'), usePwLogin: true, password: null, hasPassword: false });
    const plain = await api.call('POST', '/users', { as: ADMIN, body: { email: 'plain@demo.test', role: 'marketing', ...person } });
    expect(plain.body.user).toMatchObject({ roleId: await roleId('marketing'), usePwLogin: false, password: null });
    expect((await confirm(linkToken((await outbox('invited@demo.test'))[0]!.body), 'invited-pass-1')).status).toBe(200);
    const one = await api.call('GET', `/users/${invited.body.user.id}`, { as: ADMIN });
    expect(one.body).toMatchObject({ usePwLogin: true, password: '********', hasPassword: true });
    const list = await api.call('GET', '/users?searchQuery=demo.test&limit=100', { as: ADMIN });
    const admin = list.body.results.find((u: { email: string }) => u.email === ADMIN);
    expect(admin).toMatchObject({ roleId: await roleId('admin'), usePwLogin: true, password: '********' });
    const hashes = await api.owner<{ hash: string }>(sql`select password_hash as hash from users where tenant_id = 'demo'`);
    const text = JSON.stringify([one.body, list.body]);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
  });

  it('orders roles: nobody assigns a role above their own or changes a user above them; SystemAdmin only by a system admin', async () => {
    await Promise.all([api.token(CSPA), api.token(ADMIN), api.token(SYSADMIN)]); // signed in before counting the rows
    const admin = await idOf(ADMIN);
    const sysadmin = await idOf(SYSADMIN);
    for (const [as, body, url, method, message] of [
      [CSPA, { email: 'up@demo.test', role: 'admin', ...person }, '/users', 'POST', 'You cannot give a user a role above your own'],
      [ADMIN, { email: 'up@demo.test', role: 'system-admin', ...person }, '/users', 'POST', SYSTEM_ADMIN_ROLE],
      // Nobody raises a user to System Admin, a system admin neither (spec 002 §5: the role is never offered).
      [SYSADMIN, { email: 'up@demo.test', role: 'system-admin', ...person }, '/users', 'POST', SYSTEM_ADMIN_ROLE],
      [SYSADMIN, { email: ADMIN, role: 'system-admin', ...person }, `/users/${admin}`, 'PUT', SYSTEM_ADMIN_ROLE],
      [
        CSPA,
        { email: ADMIN, role: 'user', ...person },
        `/users/${admin}`,
        'PUT',
        'You cannot change or remove a user whose role is above your own',
      ],
      [
        ADMIN,
        { email: SYSADMIN, role: 'admin', ...person },
        `/users/${sysadmin}`,
        'PUT',
        'Only a system admin can create, change or remove a system admin',
      ],
      [CSPA, undefined, `/users/${admin}`, 'DELETE', 'You cannot change or remove a user whose role is above your own'],
      [CSPA, { email: ADMIN }, '/auth/activate-pw', 'POST', 'You cannot change or remove a user whose role is above your own'],
    ] as const) {
      await expectNothingWritten(api, ['users', 'email_outbox', 'refresh_tokens'], async () => {
        const res = await api.call(method, url, { as, body });
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message });
      });
    }
    // Raising one's own user: refused too.
    const self = await idOf(CSPA);
    const raise = await api.call('PUT', `/users/${self}`, { as: CSPA, body: { email: CSPA, role: 'admin', ...person } });
    expect(raise).toMatchObject({ status: 403, body: { message: 'You cannot give a user a role above your own' } });
    // An admin raises an existing user to admin (their own rank); a portal admin makes a portal admin.
    const made = await api.call('POST', '/users', {
      as: CSPA,
      body: { email: 'peer@demo.test', role: 'client-speaker-portal-admin', ...person },
    });
    expect(made.status).toBe(201);
    const put = await api.call('PUT', `/users/${made.body.user.id}`, {
      as: ADMIN,
      body: { email: 'peer@demo.test', role: 'admin', ...person },
    });
    expect(put).toMatchObject({ status: 200, body: { updated: true, user: { role: 'admin' } } });
    // A system admin keeps the role on an update of their other fields.
    const renamed = await api.call('PUT', `/users/${sysadmin}`, {
      as: SYSADMIN,
      body: { email: SYSADMIN, role: 'system-admin', firstName: 'Sys', lastName: 'Admin' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { user: { role: 'system-admin', firstName: 'Sys' } } });
    // The role names come from the server.
    const roles = await api.call('GET', '/roles', { as: ADMIN });
    expect(roles.body).toContainEqual({ role: 'field-rep', name: 'Field Rep' });
    expect(roles.body).toContainEqual({ role: 'system-admin', name: 'System Admin' });
  });

  it('ends the user’s sessions at once on a role change or a removal: access and refresh tokens answer 401', async () => {
    const kept = await userWithSession('stays@demo.test', 'user');
    const renamed = await api.call('PUT', `/users/${kept.id}`, {
      as: ADMIN,
      body: { email: 'stays@demo.test', role: 'user', firstName: 'New', lastName: 'Name' },
    });
    expect(renamed.status).toBe(200);
    expect((await withToken(kept.jwt)).statusCode).toBe(200); // no role change: the session stays

    const changed = await api.call('PUT', `/users/${kept.id}`, {
      as: ADMIN,
      body: { email: 'stays@demo.test', role: 'marketing', ...person },
    });
    expect(changed.status).toBe(200);
    expect((await withToken(kept.jwt)).statusCode).toBe(401);
    expect(await refresh(kept.refreshToken)).toMatchObject({ status: 401, body: { message: 'Invalid refresh token' } });
    const again = await signIn('stays@demo.test', 'pass-word-1');
    expect((await api.call('GET', '/users/my-user-data', { headers: { authorization: `Bearer ${again.body.jwt}` } })).body.role).toBe(
      'marketing',
    );

    const leaver = await userWithSession('goes@demo.test', 'marketing');
    expect((await api.call('DELETE', `/users/${leaver.id}`, { as: ADMIN })).status).toBe(204);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'user', action: 'delete', entity_id: String(leaver.id) });
    expect((await withToken(leaver.jwt)).statusCode).toBe(401);
    expect((await refresh(leaver.refreshToken)).status).toBe(401);
  });

  it('links a field-rep user to one field rep: linked records are not offered, searches answer at most 10', async () => {
    const [rep, other] = await api.owner<{ id: number; name: string }>(sql`select f.id, f.name from field_reps f where tenant_id = 'demo'
      and not exists (select 1 from users u where u.field_rep_id = f.id) order by id limit 2`);
    if (!rep || !other) throw new Error('The demo tenant needs two field reps without a user');
    const made = await api.call('POST', '/users', {
      as: ADMIN,
      body: { email: 'rep@demo.test', role: 'field-rep', ...person, fieldRepId: rep.id },
    });
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({ role: 'field-rep', fieldRepId: rep.id, fieldRep: { id: rep.id, name: rep.name } });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'user', action: 'create' });

    const options = (query: Record<string, string | number>) => api.call('GET', '/users/link-options', { as: ADMIN, query });
    const all = await options({ kind: 'field-rep' });
    expect(all.status).toBe(200);
    expect(all.body.length).toBeLessThanOrEqual(10);
    const named = await options({ kind: 'field-rep', searchQuery: rep.name });
    expect(named.body.map((r: { id: number }) => r.id)).not.toContain(rep.id);
    // Editing that user: their own record is offered.
    const own = await options({ kind: 'field-rep', searchQuery: rep.name, userId: made.body.user.id });
    expect(own.body.map((r: { id: number }) => r.id)).toContain(rep.id);
    const speakers = await options({ kind: 'speaker' });
    expect(speakers.body).toHaveLength(10);
    const linkedSpeaker = only(
      await api.owner<{ speaker_id: number }>(sql`select speaker_id from users where email = 'speaker@demo.test'`),
    );
    expect(speakers.body.map((r: { id: number }) => r.id)).not.toContain(linkedSpeaker.speaker_id);
    // Same-name speakers are told apart by their e-mail, credentials and specialty (issue 28 #15).
    const first = speakers.body[0] as { id: number };
    const stored = only(
      await api.owner<{ email: string | null; degree: string | null; specialty: string | null }>(
        sql`select email, degree, specialty from speakers where id = ${first.id}`,
      ),
    );
    expect(first).toMatchObject({ email: stored.email, credentials: stored.degree, specialty: stored.specialty });
    expect(all.body[0]).toMatchObject({ credentials: null, specialty: null });
    expect((await options({ kind: 'venue' })).status).toBe(400);

    await expectNothingWritten(api, ['users'], async () => {
      const taken = await api.call('POST', '/users', {
        as: ADMIN,
        body: { email: 'rep2@demo.test', role: 'field-rep', ...person, fieldRepId: rep.id },
      });
      expect(taken).toMatchObject({
        status: 409,
        body: {
          message: `Failed to connect the user to the field rep: Field rep ${rep.id} already has a user account`,
          fields: { fieldRepId: `Field rep ${rep.id} already has a user account` },
        },
      });
      const missing = await api.call('POST', '/users', {
        as: ADMIN,
        body: { email: 'rep2@demo.test', role: 'field-rep', ...person, fieldRepId: 2_000_000_000 },
      });
      expect(missing).toMatchObject({
        status: 404,
        body: { message: 'Failed to connect the user to the field rep: Field rep 2000000000 not found' },
      });
      const wrongRole = await api.call('POST', '/users', {
        as: ADMIN,
        body: { email: 'rep2@demo.test', role: 'user', ...person, fieldRepId: other.id },
      });
      expect(wrongRole).toMatchObject({ status: 400, body: { message: 'Only a user with the Field Rep role links to a field rep' } });
    });
    // Moving the link to another field rep frees the first.
    const moved = await api.call('PUT', `/users/${made.body.user.id}`, {
      as: ADMIN,
      body: { email: 'rep@demo.test', role: 'field-rep', ...person, fieldRepId: other.id },
    });
    expect(moved.body.user.fieldRep.id).toBe(other.id);
    expect((await options({ kind: 'field-rep', searchQuery: rep.name })).body.map((r: { id: number }) => r.id)).toContain(rep.id);
  });
});
