import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../tenant.ts';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

describe.each(ENGINES)('tenant and setting routes on $name', (engine) => {
  const api = useApi(engine);
  const tenantRow = async (id: string) =>
    only(await api.owner<{ name: string; metadata: Record<string, unknown> }>(sql`select name, metadata from tenants where id = ${id}`));

  it('GET / answers the build hash and version without any header', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hash: expect.stringMatching(/^\S+$/), version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  describe('GET /tenant', () => {
    it('answers the tenant named by x-tenant-id without a token', async () => {
      const demo = await api.call('GET', '/tenant', { tenant: 'demo' });
      expect(demo.status).toBe(200);
      expect(demo.body).toEqual({
        id: 'demo',
        name: 'Demo Pharma',
        metadata: {
          logoUrl: expect.stringMatching(/^data:image\/svg\+xml/),
          sso: { okta: true },
          scoutUrl: 'http://demo.localhost:4000/s',
          veevaSyncEnabled: false,
          hideAttendeeAddressFields: false,
          defaultFiltersSpeakerPortalEvents: { period: { from: '2026-01-01', to: '2026-12-31' } },
        },
      });
      const acme = await api.call('GET', '/tenant', { tenant: 'acme' });
      expect(acme.body).toMatchObject({ id: 'acme', name: 'Acme Bio', metadata: { sso: { okta: false } } });
    });

    it('answers 404 for an unknown tenant and 400 for a missing or malformed header', async () => {
      const unknown = await api.call('GET', '/tenant', { tenant: 'demo2' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Tenant demo2 not found');
      const missing = await api.app.inject({ method: 'GET', url: '/tenant' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('The x-tenant-id header is required');
      const malformed = await api.call('GET', '/tenant', { tenant: 'Demo Pharma' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Invalid tenant id "Demo Pharma"');
    });
  });

  describe('PUT /tenant', () => {
    it('lets system-admin rename the tenant and merge metadata, with an audit row; acme is untouched', async () => {
      const acmeBefore = await tenantRow('acme');
      const res = await api.call('PUT', '/tenant', {
        as: 'system-admin@demo.test',
        body: { name: 'Demo Pharma Inc', metadata: { veevaSyncEnabled: true } },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: 'demo', name: 'Demo Pharma Inc', metadata: { veevaSyncEnabled: true, sso: { okta: true } } });
      expect((await tenantRow('demo')).metadata.veevaSyncEnabled).toBe(true);
      expect(await tenantRow('acme')).toEqual(acmeBefore);
      expect((await lastAudit(api))[0]).toMatchObject({
        tenant_id: 'demo',
        entity: 'tenant',
        entity_id: 'demo',
        action: 'update',
        changed_fields: ['name', 'metadata'],
      });
    });

    it('answers 403 without product:update and writes nothing', async () => {
      await expectNothingWritten(api, ['tenants'], async () => {
        const res = await api.call('PUT', '/tenant', { as: 'admin@demo.test', body: { name: 'Taken over' } });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('You do not have permission to update product');
      });
    });

    it('refuses bad input with the field message and writes nothing', async () => {
      await expectNothingWritten(api, ['tenants'], async () => {
        for (const [body, message] of [
          [{ name: '  ' }, 'Name is required'],
          [{ metadata: { scoutUrl: 'not a url' } }, 'scoutUrl must be a valid URL'],
          [{ metadata: { color: 'red' } }, 'metadata: Unrecognized key: "color"'],
          [{ metadata: { veevaSyncEnabled: 'yes' } }, 'metadata.veevaSyncEnabled: Invalid input: expected boolean, received string'],
        ] as const) {
          const res = await api.call('PUT', '/tenant', { as: 'system-admin@demo.test', body });
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(message);
        }
      });
    });

    it("answers 401 to a demo token sent for acme, and acme's row stays", async () => {
      await expectNothingWritten(api, ['tenants'], async () => {
        const token = await api.token('system-admin@demo.test');
        const res = await api.call('PUT', '/tenant', {
          tenant: 'acme',
          headers: { authorization: `Bearer ${token}` },
          body: { name: 'Hijacked' },
        });
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Token was issued for another tenant');
      });
    });
  });

  describe('feature flags', () => {
    it("GET /setting/feature-flags answers the tenant's flags", async () => {
      const demo = await api.call('GET', '/setting/feature-flags', { as: 'marketing@demo.test' });
      expect(demo.status).toBe(200);
      expect(demo.body).toHaveLength(FEATURE_FLAGS.length);
      expect(demo.body).toContainEqual({ id: 'venuesEnabled', value: true });
      const acme = await api.call('GET', '/setting/feature-flags', { as: 'marketing@acme.test' });
      expect(acme.body).toEqual([
        { id: 'feeCalculatorEnabled', value: false },
        { id: 'registrationPagesEnabled', value: false },
        { id: 'speakerPortalEnabled', value: true },
        { id: 'speakersEnabled', value: true },
        { id: 'surveysEnabled', value: true },
        { id: 'venuesEnabled', value: false },
      ]);
      expect((await api.call('GET', '/setting/feature-flags')).status).toBe(401);
    });

    it('POST /setting/feature-flags sets one flag of the tenant only, with an audit row', async () => {
      const acmeBefore = await api.owner(sql`select id, value from feature_flags where tenant_id = 'acme' order by id`);
      const off = await api.call('POST', '/setting/feature-flags', {
        as: 'system-admin@demo.test',
        body: { id: 'venuesEnabled', value: false },
      });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ id: 'venuesEnabled', value: false });
      const flags = await api.call('GET', '/setting/feature-flags', { as: 'marketing@demo.test' });
      expect(flags.body).toContainEqual({ id: 'venuesEnabled', value: false });
      expect((await lastAudit(api))[0]).toMatchObject({
        tenant_id: 'demo',
        entity: 'feature_flag',
        entity_id: 'venuesEnabled',
        changed_fields: ['value'],
      });

      // A flag acme has no row for yet is created.
      const created = await api.call('POST', '/setting/feature-flags', {
        as: 'system-admin@acme.test',
        body: { id: 'signinPdfGenerationEnabled', value: true },
      });
      expect(created.status).toBe(200);
      const acmeAfter = await api.owner(sql`select id, value from feature_flags where tenant_id = 'acme' order by id`);
      expect(acmeAfter).toEqual(
        [...acmeBefore, { id: 'signinPdfGenerationEnabled', value: true }].sort((a, b) => String(a.id).localeCompare(String(b.id))),
      );
    });

    it('answers 403 without product:update and 400 to an unknown flag or value, writing nothing', async () => {
      await expectNothingWritten(api, ['feature_flags'], async () => {
        const denied = await api.call('POST', '/setting/feature-flags', {
          as: 'admin@demo.test',
          body: { id: 'venuesEnabled', value: true },
        });
        expect(denied.status).toBe(403);
        expect(denied.body.message).toBe('You do not have permission to update product');
        const unknown = await api.call('POST', '/setting/feature-flags', {
          as: 'system-admin@demo.test',
          body: { id: 'teleportEnabled', value: true },
        });
        expect(unknown.status).toBe(400);
        expect(unknown.body.message).toBe(`id must be one of ${FEATURE_FLAGS.join(', ')}`);
        const notBool = await api.call('POST', '/setting/feature-flags', {
          as: 'system-admin@demo.test',
          body: { id: 'venuesEnabled', value: 'yes' },
        });
        expect(notBool.status).toBe(400);
        expect(notBool.body.message).toBe('value: Invalid input: expected boolean, received string');
      });
    });
  });
});
