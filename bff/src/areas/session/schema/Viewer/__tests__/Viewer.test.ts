import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const VIEWER = `{
  viewer {
    id internalId email displayName role isAdmin requirePwChange
    canCreateEvent: can(entity: "event", action: CREATE)
    canDeleteEvent: can(entity: "event", action: DELETE)
    products { product name }
    selectedProduct
    permissions { entity actions }
    tenant { id name logoUrl veevaSyncEnabled featureFlags { id value } speakers: flag(id: "speakersEnabled") }
    instances { id name selected }
    hiddenEvent: hiddenFields(entity: "event")
    hiddenSpeaker: hiddenFields(entity: "speaker")
    disabledFields(entity: "event")
  }
}`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('viewer', () => {
  it('answers the admin with role, permissions, products, tenant and instances', async () => {
    const token = await stack.signIn('admin@demo.test');
    const { data, errors } = await stack.gql(VIEWER, { token, headers: { 'x-product': 'hive' } });
    expect(errors).toBeUndefined();
    const viewer = data!.viewer;
    expect(viewer).toMatchObject({ email: 'admin@demo.test', role: 'ADMIN', isAdmin: true, canCreateEvent: true, canDeleteEvent: true });
    expect(viewer.products.length).toBeGreaterThan(1);
    expect(viewer.products.map((p: { product: string }) => p.product)).toContain('HIVE');
    expect(viewer.selectedProduct).toBe('HIVE');
    expect(viewer.permissions.find((p: { entity: string }) => p.entity === 'event').actions).toEqual(
      expect.arrayContaining(['CREATE', 'READ', 'UPDATE', 'DELETE']),
    );
    expect(viewer.tenant).toMatchObject({ id: 'demo', name: 'Demo Pharma' });
    expect(viewer.tenant.featureFlags.length).toBeGreaterThan(0);
    expect(viewer.instances.find((i: { id: string }) => i.id === 'demo')).toMatchObject({ selected: true });
    expect(viewer.hiddenEvent).toEqual([]);
  });

  it('answers a read-only role its hidden fields and denied actions', async () => {
    const token = await stack.signIn('marketing@demo.test');
    const { data } = await stack.gql(VIEWER, { token, headers: { 'x-product': 'dashboard-not-a-product' } });
    expect(data!.viewer).toMatchObject({ role: 'MARKETING', isAdmin: false, canCreateEvent: false, selectedProduct: null });
    expect([...data!.viewer.hiddenEvent].sort()).toEqual(['avRequirements', 'notes']);

    const fieldRep = await stack.signIn('field-rep@demo.test');
    const { data: repData } = await stack.gql(VIEWER, { token: fieldRep });
    expect([...repData!.viewer.hiddenSpeaker].sort()).toEqual(['email', 'phone']);
  });
});

describe('currentTenant and version (public)', () => {
  it('takes the tenant from the host name, defaulting to demo', async () => {
    const query = '{ currentTenant { id name logoUrl oktaEnabled } }';
    expect((await stack.gql(query, { host: 'acme.localhost' })).data!.currentTenant).toMatchObject({ id: 'acme', name: 'Acme Bio' });
    expect((await stack.gql(query, { host: 'localhost:4000' })).data!.currentTenant).toMatchObject({ id: 'demo', name: 'Demo Pharma' });
    expect((await stack.gql(query, { host: '127.0.0.1' })).data!.currentTenant.logoUrl).toEqual(expect.any(String));
    expect((await stack.gql(query, { host: 'localhost', tenant: 'acme' })).data!.currentTenant.id).toBe('acme');
  });

  it('answers null for an unknown tenant', async () => {
    const { data, errors } = await stack.gql('{ currentTenant { id } }', { tenant: 'no-such-tenant' });
    expect(data).toEqual({ currentTenant: null });
    expect(errors).toBeUndefined();
  });

  it('answers the build id and the service hash', async () => {
    const { data } = await stack.gql('{ version { build serverHash } }');
    expect(data!.version.build).toEqual(expect.any(String));
    expect(data!.version.serverHash).toEqual(expect.any(String));
  });
});
