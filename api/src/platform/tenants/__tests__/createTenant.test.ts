import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, useApi } from '../../../__tests__/harness.ts';
import { INVALID_LINK, PASSWORD_CHANGED } from '../../../areas/session/auth.ts';
import { FEATURE_FLAGS } from '../../../areas/tenant/tenant.ts';
import { ACTIONS, ROLES } from '../../auth/model.ts';
import { defaultGrants } from '../../db/seed.ts';
import { createTenant, TenantRefused } from '../createTenant.ts';

const TABLES = [
  'tenants',
  'feature_flags',
  'roles',
  'role_permissions',
  'role_products',
  'field_settings',
  'users',
  'password_reset_tokens',
  'entities',
  'speaker_profile_groups',
];
const grantCount = ROLES.reduce(
  (n, role) => n + Object.values(defaultGrants(role)).reduce((m, actions) => m + (actions ?? ACTIONS).length, 0),
  0,
);

// The database an operator starts from: migrated by `npm start`, no demo data.
describe.each(ENGINES)('npm run tenant:create on an empty $name database', (engine) => {
  const api = useApi(engine, () => ({ seed: false }));

  it('creates the tenant with flags, roles, permissions and products, and an admin who signs in after the set-up link', async () => {
    const created = await createTenant(api.db, { id: 'beta', name: 'Beta Pharma', adminEmail: 'it@beta.example' });
    expect(created).toMatchObject({ id: 'beta', adminEmail: 'it@beta.example', validHours: 72 });
    expect(created.setupLink).toMatch(/^http:\/\/beta\.localhost:4000\/reset-password\?token=[\w-]{43}$/);

    expect(await api.owner(sql`select id, name from tenants`)).toEqual([{ id: 'beta', name: 'Beta Pharma' }]);
    const counts = await api.owner<Record<string, number>>(sql`select
      (select count(*)::int from feature_flags where tenant_id = 'beta' and not value) as flags_off,
      (select count(*)::int from roles where tenant_id = 'beta') as roles,
      (select count(*)::int from role_permissions where tenant_id = 'beta') as grants,
      (select count(distinct product)::int from role_products where tenant_id = 'beta') as products`);
    expect(counts).toEqual([{ flags_off: FEATURE_FLAGS.length, roles: ROLES.length, grants: grantCount, products: 4 }]);
    const [link] = await api.owner<{ hours: number }>(sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours
      from password_reset_tokens where purpose = 'activate'`);
    expect(link?.hours).toBe(72);

    // No password works before the link is used.
    const early = await api.call('POST', '/auth/pw-auth', { tenant: 'beta', body: { email: 'it@beta.example', password: 'hive-demo-1' } });
    expect(early.status).toBe(401);

    const token = new URL(created.setupLink).searchParams.get('token');
    const set = await api.call('POST', '/auth/reset-pw/confirm', { tenant: 'beta', body: { token, password: 'first-admin-pw-1' } });
    expect(set).toEqual({ status: 200, body: { message: PASSWORD_CHANGED } });
    const again = await api.call('POST', '/auth/reset-pw/confirm', { tenant: 'beta', body: { token, password: 'another-pw-22' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_LINK);

    const signIn = await api.call('POST', '/auth/pw-auth', {
      tenant: 'beta',
      body: { email: 'it@beta.example', password: 'first-admin-pw-1' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email: 'it@beta.example', role: 'system-admin', requirePwChange: 0 });
    // The default grants hold: the system admin turns a feature on.
    const headers = { authorization: `Bearer ${signIn.body.jwt}` };
    const flag = await api.call('POST', '/setting/feature-flags', {
      tenant: 'beta',
      headers,
      body: { id: 'speakersEnabled', value: true },
    });
    expect(flag.status).toBe(200);
    const flags = await api.call('GET', '/setting/feature-flags', { tenant: 'beta', headers });
    expect(flags.body).toContainEqual({ id: 'speakersEnabled', value: true });
    // The speaker profile starts with its locked groups and the default layouts.
    const groups = await api.call('GET', '/custom-profile/fields', { tenant: 'beta', headers });
    expect(groups.body.map((g: { groupName: string; locked: boolean }) => [g.groupName, g.locked])).toEqual([
      ['Attachments', true],
      ['Speaker Bio', true],
    ]);
  });

  it('onboards a second customer with a link to its own web app', async () => {
    const created = await createTenant(api.db, {
      id: 'gamma-bio',
      name: 'Gamma Bio',
      adminEmail: 'ops@gamma.example',
      clientUrl: 'https://gamma.hive.example.com/',
    });
    expect(created.setupLink).toMatch(/^https:\/\/gamma\.hive\.example\.com\/reset-password\?token=/);
    expect(await api.owner(sql`select id from tenants order by id`)).toEqual([{ id: 'beta' }, { id: 'gamma-bio' }]);
  });

  it.each([
    [{ id: 'beta', name: 'Again', adminEmail: 'x@beta.example' }, 'A tenant with id "beta" already exists; choose another --id'],
    [
      { id: 'Bad_Id', name: 'Bad', adminEmail: 'x@bad.example' },
      '--id must be 2 to 63 lowercase letters, digits or hyphens, starting with a letter and not ending with a hyphen',
    ],
    [{ id: 'ok', name: 'Ok', adminEmail: 'not-an-email' }, '--admin-email must be an e-mail address'],
    [{ id: 'ok', name: '  ', adminEmail: 'x@ok.example' }, '--name is required'],
    [{ name: 'Ok' }, '--id is required; --admin-email is required'],
    [{ id: 'ok', name: 'Ok', adminEmail: 'x@ok.example', clientUrl: 'ftp://ok' }, '--url must be an http(s) URL'],
  ])('refuses %o with a message and writes nothing', async (input, message) => {
    await expectNothingWritten(api, TABLES, async () => {
      const refusal = await createTenant(api.db, input).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(TenantRefused);
      expect((refusal as Error).message).toBe(message);
    });
  });
});
