import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../platform/auth/model.ts';
import { DEMO_PASSWORD, defaultGrants } from '../../../platform/db/seed.ts';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

/** The permission map a role is seeded with, as `my-user-data` answers it. */
const grantsOf = (role: Role) =>
  Object.fromEntries(Object.entries(defaultGrants(role)).map(([entity, actions]) => [entity, [...(actions ?? [])]]));

describe.each(ENGINES)('user routes on $name', (engine) => {
  const api = useApi(engine);
  const speakerOf = async (email: string) =>
    only(await api.owner<{ speaker_id: number }>(sql`select speaker_id from users where email = ${email}`)).speaker_id;

  describe('GET /users/my-user-data', () => {
    it("answers the signed-in user with the role's permissions and products", async () => {
      const res = await api.call('GET', '/users/my-user-data', { as: 'admin@demo.test' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        email: 'admin@demo.test',
        firstName: 'Admin',
        lastName: 'User',
        role: 'admin',
        speakerId: null,
        requirePwChange: 0,
        impersonating: null,
      });
      expect(res.body.permissions).toEqual(grantsOf('admin'));
      expect(res.body.products).toEqual([
        { product: 'dashboard', name: 'Dashboard', externalUrl: null },
        { product: 'event-management', name: 'Event Management', externalUrl: null },
        { product: 'hive', name: 'Hive', externalUrl: null },
        { product: 'speaker-portal', name: 'Speaker Portal', externalUrl: null },
      ]);

      const marketing = await api.call('GET', '/users/my-user-data', { as: 'marketing@demo.test' });
      expect(marketing.body.permissions).toEqual(grantsOf('marketing'));
      expect(marketing.body.permissions.event).toEqual(['read']);
      // Issue 31: marketing reads the dashboards.
      expect(marketing.body.products).toEqual([
        { product: 'dashboard', name: 'Dashboard', externalUrl: null },
        { product: 'hive', name: 'Hive', externalUrl: null },
      ]);
    });

    it('answers 401 without a token or with a bad one', async () => {
      const anonymous = await api.call('GET', '/users/my-user-data');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe('Authentication required');
      const forged = await api.call('GET', '/users/my-user-data', { headers: { authorization: 'Bearer not.a.jwt' } });
      expect(forged.status).toBe(401);
      expect(forged.body.message).toBe('Invalid or expired token');
    });

    it("lets an admin act as a speaker: the speaker's role, permissions and products", async () => {
      const speakerId = await speakerOf('speaker@demo.test');
      const res = await api.call('GET', '/users/my-user-data', {
        as: 'admin@demo.test',
        headers: { 'x-impersonate-speaker-id': String(speakerId) },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ role: 'speaker', speakerId, email: 'speaker@demo.test' });
      expect(res.body.permissions).toEqual(grantsOf('speaker'));
      expect(res.body.products).toEqual([{ product: 'speaker-portal', name: 'Speaker Portal', externalUrl: null }]);
      const speaker = only(
        await api.owner<{ first_name: string; last_name: string }>(sql`select first_name, last_name from speakers where id = ${speakerId}`),
      );
      expect(res.body.impersonating).toEqual({ speakerId, firstName: speaker.first_name, lastName: speaker.last_name });
    });

    it('refuses impersonation of a missing or other-tenant speaker (404) and by a non-admin (403)', async () => {
      const missing = await api.call('GET', '/users/my-user-data', {
        as: 'admin@demo.test',
        headers: { 'x-impersonate-speaker-id': '999999' },
      });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Speaker with ID 999999 not found');

      const acmeSpeaker = await speakerOf('speaker@acme.test');
      const foreign = await api.call('GET', '/users/my-user-data', {
        as: 'admin@demo.test',
        headers: { 'x-impersonate-speaker-id': String(acmeSpeaker) },
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(`Speaker with ID ${acmeSpeaker} not found`);

      const notAdmin = await api.call('GET', '/users/my-user-data', {
        as: 'marketing@demo.test',
        headers: { 'x-impersonate-speaker-id': String(await speakerOf('speaker@demo.test')) },
      });
      expect(notAdmin.status).toBe(403);
      expect(notAdmin.body.message).toBe('Only admins can impersonate a speaker');
    });

    it('refuses to impersonate an inactive speaker or one without a user account (409, spec texts)', async () => {
      const impersonate = (speakerId: number) =>
        api.call('GET', '/users/my-user-data', {
          as: 'admin@demo.test',
          headers: { 'x-impersonate-speaker-id': String(speakerId) },
        });
      const inactive = await speakerOf('inactive@demo.test');
      expect(await impersonate(inactive)).toEqual({
        status: 409,
        body: expect.objectContaining({ message: 'This speaker is inactive and can not be impersonated' }),
      });
      const withoutUser = only(
        await api.owner<{
          id: number;
        }>(sql`select s.id from speakers s where s.tenant_id = 'demo' and s.status = 'active'
        and not exists (select 1 from users u where u.speaker_id = s.id) order by s.id limit 1`),
      );
      expect(await impersonate(withoutUser.id)).toEqual({
        status: 409,
        body: expect.objectContaining({ message: 'This speaker does not have a user account' }),
      });
    });
  });

  describe('GET /users/my-hive-instances', () => {
    /** A fresh sign-in (proving an e-mail sets the password, which ends the user's sessions). */
    const signIn = async (email: string, tenant: string) => {
      const res = await api.app.inject({
        method: 'POST',
        url: '/auth/pw-auth',
        headers: { 'x-tenant-id': tenant },
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { jwt: string }).jwt;
    };
    const instances = async (email: string, tenant: string, headers: Record<string, string> = {}) => {
      const res = await api.call('GET', '/users/my-hive-instances', {
        tenant,
        headers: { authorization: `Bearer ${await signIn(email, tenant)}`, ...headers },
      });
      expect(res.status).toBe(200);
      return (res.body as { id: string; selected: boolean }[]).map((i) => `${i.id}${i.selected ? ' (selected)' : ''}`);
    };
    /** A user with the demo password in `tenant` (as an operator's script would add one: no e-mail proved). */
    const addUser = (tenant: string, email: string, role = 'user') =>
      api.owner(sql`insert into users (tenant_id, email, password_hash, first_name, last_name, role)
        select ${tenant}, ${email}, password_hash, 'Twin', 'Person', ${role} from users where email = 'admin@demo.test'`);
    /** What the owner of the mailbox does: asks for a reset link and opens it (the new password is the demo one). */
    const proveEmail = async (email: string, tenant: string) => {
      expect((await api.call('POST', '/auth/reset-pw', { tenant, body: { email } })).status).toBe(200);
      const [mail] = await api.owner<{ body: string }>(
        sql`select body from email_outbox where tenant_id = ${tenant} and to_email = ${email} order by id desc limit 1`,
      );
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1];
      const done = await api.call('POST', '/auth/reset-pw/confirm', { tenant, body: { token, password: DEMO_PASSWORD } });
      expect(done.status).toBe(200);
    };

    it('lists the tenants where the same e-mail has an account, counting only accounts whose owner proved that e-mail', async () => {
      expect(await instances('field-rep@demo.test', 'demo')).toEqual(['demo (selected)']);
      const email = 'twin.person@example.com';
      await addUser('demo', email);
      await addUser('acme', email);
      // Neither account has proved the e-mail (a link e-mailed to it, used): the tenant at hand only.
      expect(await instances(email, 'demo')).toEqual(['demo (selected)']);
      await proveEmail(email, 'demo');
      expect(await instances(email, 'demo')).toEqual(['demo (selected)']);
      await proveEmail(email, 'acme');
      expect(await instances(email, 'demo')).toEqual(['acme', 'demo (selected)']);
      expect(await instances(email, 'acme')).toEqual(['acme (selected)', 'demo']);
      const [acmeUser] = await api.owner<{ id: number }>(sql`select id from users where tenant_id = 'acme' and email = ${email}`);
      await api.owner(sql`update users set deleted_at = now() where id = ${acmeUser!.id}`);
      expect(await instances(email, 'demo')).toEqual(['demo (selected)']);
    });

    it("never lists another tenant's accounts of an e-mail an administrator set (issue 26: the reproduction)", async () => {
      const victim = 'victim.person@example.com';
      await addUser('demo', victim);
      await proveEmail(victim, 'demo');
      expect(await instances(victim, 'demo')).toEqual(['demo (selected)']);

      // acme's admin gives an acme speaker a login with the victim's e-mail and impersonates it.
      const [speaker] = await api.owner<{ id: number }>(sql`select s.id from speakers s where s.tenant_id = 'acme'
        and s.status = 'active' and not exists (select 1 from users u where u.speaker_id = s.id) order by s.id limit 1`);
      const created = await api.call('POST', '/users', {
        as: 'admin@acme.test',
        body: { email: victim, firstName: 'Victim', lastName: 'Person', role: 'speaker', speakerId: speaker!.id },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const impersonated = await api.call('GET', '/users/my-hive-instances', {
        as: 'admin@acme.test',
        headers: { 'x-impersonate-speaker-id': String(speaker!.id) },
      });
      expect(impersonated.status).toBe(200);
      expect(impersonated.body).toEqual([{ id: 'acme', name: 'Acme Bio', clientUrl: 'http://acme.localhost:4000', selected: true }]);

      // Nor by moving the e-mail onto an account whose password the admin knows: the e-mail is not the one it proved.
      const accomplice = 'accomplice@acme.test';
      await addUser('acme', accomplice);
      await proveEmail(accomplice, 'acme');
      const [row] = await api.owner<{ id: number }>(sql`select id from users where tenant_id = 'acme' and email = ${accomplice}`);
      await api.owner(sql`update users set email = 'speaker.login@example.com' where tenant_id = 'acme' and email = ${victim}`);
      const moved = await api.call('PUT', `/users/${row!.id}`, {
        as: 'admin@acme.test',
        body: { email: victim, firstName: 'Twin', lastName: 'Person', role: 'user' },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(await instances(victim, 'acme')).toEqual(['acme (selected)']);
    });
  });

  describe('GET /users/permissions/role/:role and /users/products/role/:role', () => {
    it("answer a role's permissions and products in the caller's tenant", async () => {
      for (const role of ROLES) {
        const res = await api.call('GET', `/users/permissions/role/${role}`, { as: 'user@demo.test' });
        expect(res.status).toBe(200);
        expect(res.body).toEqual(grantsOf(role));
      }
      const products = await api.call('GET', '/users/products/role/speaker', { as: 'user@demo.test' });
      expect(products.body).toEqual([{ product: 'speaker-portal', name: 'Speaker Portal', externalUrl: null }]);
    });

    it("never shows another tenant's grants", async () => {
      await api.owner(sql`delete from role_permissions where tenant_id = 'acme'
        and role_id = (select id from roles where tenant_id = 'acme' and role = 'marketing')`);
      const demo = await api.call('GET', '/users/permissions/role/marketing', { as: 'user@demo.test' });
      expect(demo.body).toEqual(grantsOf('marketing'));
      const acme = await api.call('GET', '/users/permissions/role/marketing', { as: 'user@acme.test' });
      expect(acme.body).toEqual({});
    });

    it('answer 400 to an unknown role', async () => {
      for (const url of ['/users/permissions/role/wizard', '/users/products/role/wizard']) {
        const res = await api.call('GET', url, { as: 'user@demo.test' });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(`role must be one of ${ROLES.join(', ')}`);
      }
    });
  });
});
