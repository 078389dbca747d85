import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../platform/auth/model.ts';
import { defaultGrants } from '../../../platform/db/seed.ts';
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
      expect(marketing.body.products).toEqual([{ product: 'hive', name: 'Hive', externalUrl: null }]);
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

  it('GET /users/my-hive-instances lists the tenants where the same email has a user', async () => {
    const alone = await api.call('GET', '/users/my-hive-instances', { as: 'field-rep@demo.test' });
    expect(alone.status).toBe(200);
    expect(alone.body).toEqual([{ id: 'demo', name: 'Demo Pharma', clientUrl: 'http://demo.localhost:4000', selected: true }]);

    // The same person also has a user in acme.
    await api.owner(sql`insert into users (tenant_id, email, password_hash, role)
      select 'acme', email, password_hash, 'user' from users where email = 'field-rep@demo.test'`);
    const both = await api.call('GET', '/users/my-hive-instances', { as: 'field-rep@demo.test' });
    expect(both.body).toEqual([
      { id: 'acme', name: 'Acme Bio', clientUrl: 'http://acme.localhost:4000', selected: false },
      { id: 'demo', name: 'Demo Pharma', clientUrl: 'http://demo.localhost:4000', selected: true },
    ]);
    // Signed in to acme, acme is the selected one.
    const fromAcme = await api.call('GET', '/users/my-hive-instances', { as: 'field-rep@demo.test', tenant: 'acme' });
    expect(fromAcme.status).toBe(401); // the token of demo does not open acme
    const acmeToken = await api.token('field-rep@demo.test', 'acme');
    const acme = await api.call('GET', '/users/my-hive-instances', { tenant: 'acme', headers: { authorization: `Bearer ${acmeToken}` } });
    expect(acme.body.map((i: { id: string; selected: boolean }) => [i.id, i.selected])).toEqual([
      ['acme', true],
      ['demo', false],
    ]);
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
