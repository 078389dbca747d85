import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { DEMO_PASSWORD } from '../../../platform/db/seed.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

const SYSADMIN = 'system-admin@demo.test';
const ADMIN = 'admin@demo.test';

describe.each(ENGINES)('users on $name', (engine) => {
  const api = useApi(engine);
  /** A demo speaker without a login. */
  const loginless = async (skip = 0) =>
    only(
      await api.owner<{ id: number; first_name: string; last_name: string }>(sql`select id, first_name, last_name from speakers
        where tenant_id = 'demo' and status = 'active' and user_id is null order by id limit 1 offset ${skip}`),
    );

  it('creates a speaker’s login (201): the Speaker role, the speaker’s names, no attendee e-mails, linked both ways', async () => {
    const speaker = await loginless();
    const made = await api.call('POST', '/users', { as: ADMIN, body: { email: 'New.Speaker@demo.test', speakerId: speaker.id } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      created: true,
      restored: false,
      message: 'Successfully created a new user',
      user: {
        email: 'New.Speaker@demo.test',
        role: 'speaker',
        firstName: speaker.first_name,
        lastName: speaker.last_name,
        speakerId: speaker.id,
        sendAttendeeEmails: false,
        speaker: { id: speaker.id, active: true },
      },
    });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'user', action: 'create', entity_id: String(made.body.user.id) });
    expect((await api.call('GET', `/speakers/${speaker.id}`, { as: ADMIN })).body.userId).toBe(made.body.user.id);
    // No password login: no password signs in until a set-up link is used.
    const signIn = await api.call('POST', '/auth/pw-auth', { body: { email: 'new.speaker@demo.test', password: DEMO_PASSWORD } });
    expect(signIn.status).toBe(401);
    // The speaker now has an account an admin can impersonate.
    const me = await api.call('GET', '/users/my-user-data', { as: ADMIN, headers: { 'x-impersonate-speaker-id': String(speaker.id) } });
    expect(me.body).toMatchObject({ id: made.body.user.id, role: 'speaker', speakerId: speaker.id });
    expect((await api.call('GET', `/users/${made.body.user.id}`, { as: ADMIN })).body).toEqual(made.body.user);
  });

  it('refuses an existing user’s e-mail (409), a taken speaker, a wrong role and bad input, writing nothing', async () => {
    const taken = only(await api.owner<{ speaker_id: number }>(sql`select speaker_id from users where email = 'speaker@demo.test'`));
    const speaker = await loginless(1);
    for (const [body, status, message] of [
      [{ email: 'ADMIN@demo.test', role: 'user', firstName: 'A', lastName: 'B' }, 409, 'User with email ADMIN@demo.test already exists'],
      [
        { email: 'other@demo.test', speakerId: taken.speaker_id },
        409,
        `Failed to connect the user to the speaker: Speaker ${taken.speaker_id} already has a user account`,
      ],
      [{ email: 'other@demo.test', speakerId: speaker.id, role: 'admin' }, 400, 'A speaker login has the Speaker role'],
      [{ email: 'other@demo.test', firstName: 'A', lastName: 'B' }, 400, 'User role is required'],
      [{ email: 'other@demo.test', role: 'user', lastName: 'B' }, 400, 'Name is required'],
      [{ email: ' ', role: 'user', firstName: 'A', lastName: 'B' }, 400, 'Email cannot be empty'],
      [{ email: 'not-an-address', role: 'user', firstName: 'A', lastName: 'B' }, 400, 'Invalid email format'],
      [
        { email: 'other@demo.test', speakerId: 2_000_000_000 },
        404,
        'Failed to connect the user to the speaker: Speaker 2000000000 not found',
      ],
      [
        { email: 'other@demo.test', role: 'system-admin', firstName: 'A', lastName: 'B' },
        403,
        'The System Admin role cannot be given to a user: a system admin is made with the tenant',
      ],
      [
        { email: 'other@demo.test', role: 'user', firstName: 'A', lastName: 'B', sendAttendeeEmails: true },
        400,
        'Attendee e-mail notifications are for admin roles only',
      ],
    ] as const) {
      await expectNothingWritten(api, ['users', 'speakers'], async () => {
        const res = await api.call('POST', '/users', { as: ADMIN, body });
        expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
      });
    }
    // The form puts the reason under the record's search.
    const linked = await api.call('POST', '/users', { as: ADMIN, body: { email: 'other@demo.test', speakerId: taken.speaker_id } });
    expect(linked.body.fields).toEqual({ speakerId: `Speaker ${taken.speaker_id} already has a user account` });
    const reader = await api.call('POST', '/users', { as: 'user@demo.test', body: { email: 'x@demo.test', role: 'user' } });
    expect(reader).toMatchObject({ status: 403, body: { message: 'You do not have permission to create user' } });
  });

  it('removes a user (204: no sign-in, no list entry) and restores them when their e-mail is created again', async () => {
    const made = await api.call('POST', '/users', {
      as: SYSADMIN,
      body: { email: 'leaver@demo.test', role: 'admin', firstName: 'Lee', lastName: 'Ver', sendAttendeeEmails: true },
    });
    const id = made.body.user.id;
    await api.owner(
      sql`update users set password_hash = (select password_hash from users where email = 'admin@demo.test') where id = ${id}`,
    );
    const session = await api.call('POST', '/auth/pw-auth', { body: { email: 'leaver@demo.test', password: DEMO_PASSWORD } });
    expect(session.status).toBe(200);

    expect((await api.call('DELETE', `/users/${id}`, { as: ADMIN })).status).toBe(204);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'user', action: 'delete', entity_id: String(id) });
    expect((await api.call('GET', `/users/${id}`, { as: ADMIN })).status).toBe(404);
    const list = await api.call('GET', '/users', { as: ADMIN, query: { searchQuery: 'leaver', limit: -1 } });
    expect(list.body).toEqual({ results: [], count: 0 });
    expect((await api.call('POST', '/auth/pw-auth', { body: { email: 'leaver@demo.test', password: DEMO_PASSWORD } })).status).toBe(401);
    // The session the user had ends with the removal.
    const stale = await api.app.inject({
      method: 'GET',
      url: '/users/my-user-data',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${session.body.jwt}` },
    });
    expect(stale.statusCode).toBe(401);

    const speaker = await loginless();
    const back = await api.call('POST', '/users', { as: ADMIN, body: { email: 'Leaver@demo.test', speakerId: speaker.id } });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({
      created: false,
      restored: true,
      message: 'User with email Leaver@demo.test was restored.',
      user: { id, role: 'speaker', speakerId: speaker.id, sendAttendeeEmails: false },
    });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'user', action: 'restore', entity_id: String(id) });
    const self = only(await api.owner<{ id: number }>(sql`select id from users where email = ${ADMIN}`)).id;
    expect((await api.call('DELETE', `/users/${self}`, { as: ADMIN })).body.message).toBe('You cannot remove your own user');
    const sysadmin = only(await api.owner<{ id: number }>(sql`select id from users where email = ${SYSADMIN}`)).id;
    expect((await api.call('DELETE', `/users/${sysadmin}`, { as: ADMIN })).status).toBe(403);
  });

  it('updates a user (PUT, whole form): names, e-mail, role and the speaker link, which moves on the speaker too', async () => {
    const first = await loginless();
    const made = await api.call('POST', '/users', { as: ADMIN, body: { email: 'mover@demo.test', speakerId: first.id } });
    const id = made.body.user.id;
    const second = await loginless();
    const put = await api.call('PUT', `/users/${id}`, {
      as: ADMIN,
      body: { email: 'mover2@demo.test', firstName: 'Mo', lastName: 'Ver', speakerId: second.id },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ updated: true, user: { email: 'mover2@demo.test', firstName: 'Mo', speakerId: second.id } });
    expect((await api.call('GET', `/speakers/${first.id}`, { as: ADMIN })).body.userId).toBeNull();
    expect((await api.call('GET', `/speakers/${second.id}`, { as: ADMIN })).body.userId).toBe(id);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'user', action: 'update', entity_id: String(id) });
    await expectNothingWritten(api, ['users'], async () => {
      const twin = await api.call('PUT', `/users/${id}`, {
        as: ADMIN,
        body: { email: 'admin@demo.test', role: 'user', firstName: 'A', lastName: 'B' },
      });
      expect(twin).toMatchObject({ status: 409, body: { message: 'User with email admin@demo.test already exists' } });
      const sysadmin = only(await api.owner<{ id: number }>(sql`select id from users where email = ${SYSADMIN}`)).id;
      const raise = await api.call('PUT', `/users/${sysadmin}`, {
        as: ADMIN,
        body: { email: SYSADMIN, role: 'user', firstName: 'A', lastName: 'B' },
      });
      expect(raise.status).toBe(403);
    });
  });

  it('lists users with search, role filter, sort and paging', async () => {
    const page = await api.call('GET', '/users', {
      as: ADMIN,
      query: { filters: { roles: ['speaker', 'speaker-liaison'] }, sortBy: 'email', limit: 2 },
    });
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.results.every((u: { role: string }) => ['speaker', 'speaker-liaison'].includes(u.role))).toBe(true);
    const emails = page.body.results.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    // The spec's itemsPerPage is the page size as limit is; it wins over limit.
    const sized = await api.call('GET', '/users', { as: ADMIN, query: { itemsPerPage: 3, page: 2, sortBy: 'id' } });
    const byLimit = await api.call('GET', '/users', { as: ADMIN, query: { limit: 3, page: 2, sortBy: 'id' } });
    expect(sized.body.results).toHaveLength(3);
    expect(sized.body.results).toEqual(byLimit.body.results);
    expect((await api.call('GET', '/users', { as: ADMIN, query: { itemsPerPage: 2, limit: 5 } })).body.results).toHaveLength(2);
    expect(await api.call('GET', '/users', { as: ADMIN, query: { itemsPerPage: 0 } })).toMatchObject({
      status: 400,
      body: { message: 'itemsPerPage must not be 0' },
    });
    // Role sorts by the name the Role column shows ('Client Speaker Portal Admin' before 'Field Rep', 'SFC Compliance'
    // before 'Speaker'): the sort reads the stored role, so a renamed role that sorts otherwise fails here.
    const byRole = await api.call('GET', '/users', { as: ADMIN, query: { sortBy: 'role', limit: -1 } });
    const names = Object.fromEntries(
      ((await api.call('GET', '/roles', { as: ADMIN })).body as { role: string; name: string }[]).map((r) => [r.role, r.name]),
    );
    const shown = byRole.body.results.map((u: { role: string }) => names[u.role]);
    expect(shown).toEqual([...shown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(shown.indexOf('Client Speaker Portal Admin')).toBeLessThan(shown.indexOf('Field Rep'));
    expect(shown.indexOf('SFC Compliance')).toBeLessThan(shown.indexOf('Speaker'));
    const roleDesc = await api.call('GET', '/users', { as: ADMIN, query: { sortBy: 'role', sortDesc: true, limit: 1 } });
    expect(names[roleDesc.body.results[0].role]).toBe('User');
    const found = await api.call('GET', '/users', { as: ADMIN, query: { searchQuery: 'Field Rep User' } });
    expect(found.body.results.map((u: { email: string }) => u.email)).toEqual(['field-rep@demo.test']);
    expect((await api.call('GET', '/users', { as: ADMIN, query: { sortBy: 'password_hash' } })).status).toBe(400);
    const acme = await api.call('GET', '/users', { as: 'admin@acme.test', query: { limit: -1 } });
    expect(acme.body.results.length).toBeGreaterThan(0);
    expect(acme.body.results.every((u: { email: string }) => u.email.endsWith('@acme.test'))).toBe(true);
    // Another tenant's user answers exactly like a missing one.
    const stranger = acme.body.results[0].id;
    expect((await api.call('GET', `/users/${stranger}`, { as: ADMIN })).status).toBe(404);
    await expectNothingWritten(api, ['users'], async () => {
      expect((await api.call('DELETE', `/users/${stranger}`, { as: ADMIN })).status).toBe(404);
      const put = await api.call('PUT', `/users/${stranger}`, {
        as: ADMIN,
        body: { email: 'x@demo.test', role: 'user', firstName: 'A', lastName: 'B' },
      });
      expect(put.status).toBe(404);
    });
  });
});
