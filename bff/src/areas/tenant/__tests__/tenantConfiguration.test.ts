import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../__tests__/stack.ts';

// Tenant Configuration through GraphQL (issue 15): the screen's data, its saves with the service's texts, and the
// refusal of everyone but SystemAdmin.
const CONFIG = `{ tenantConfiguration { id name featureFlags { id value } products { product active } roles { internalId role }
  entities { internalId name hideableFields } actions { internalId action } rolePermissions { roleId entityId permissionId }
  expenseFilteringRules { comparisonType comparisonString } comparisonTypes
  recentChanges { internalId kind target before after at actorName } } }`;

let stack: Stack;
let sys: string;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  sys = await stack.signIn('system-admin@demo.test');
  admin = await stack.signIn('admin@demo.test');
});
afterAll(() => stack?.close());

describe('tenantConfiguration', () => {
  it('answers the screen to a system admin, with every entity that has hideable fields', async () => {
    const { data, errors } = await stack.gql(CONFIG, { token: sys });
    expect(errors).toBeUndefined();
    const config = data!.tenantConfiguration;
    expect(config.name).toBe('Demo Pharma');
    expect(config.products).toContainEqual({ product: 'HIVE', active: true });
    expect(config.roles.map((r: { role: string }) => r.role)).toContain('MARKETING');
    const speaker = config.entities.find((e: { name: string }) => e.name === 'speaker');
    expect(speaker.hideableFields).toContain('email');
    expect(config.comparisonTypes).toContain('Like');
  });

  it('refuses an admin', async () => {
    const { data, errors } = await stack.gql(CONFIG, { token: admin });
    expect(data?.tenantConfiguration ?? null).toBeNull();
    expect(errors?.[0]?.message).toBe('You do not have permission to update product');
  });

  it("saves expense rules with the spec's texts and lists the change", async () => {
    const save = (rules: unknown[]) =>
      stack.gql(
        `mutation($input: SaveExpenseFilteringRulesInput!) { saveExpenseFilteringRules(input: $input) {
          tenantConfiguration { expenseFilteringRules { comparisonType comparisonString } recentChanges { kind } } } }`,
        { token: sys, variables: { input: { rules } } },
      );
    const duplicate = await save([
      { comparisonType: 'Like', comparisonString: 'Meals' },
      { comparisonType: 'Like', comparisonString: 'Meals' },
    ]);
    expect(duplicate.errors?.[0]?.message).toBe('Duplicate rule(s)');
    const ok = await save([{ comparisonType: 'Like', comparisonString: 'Meals' }]);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.saveExpenseFilteringRules.tenantConfiguration.expenseFilteringRules).toEqual([
      { comparisonType: 'Like', comparisonString: 'Meals' },
    ]);
    expect(ok.data!.saveExpenseFilteringRules.tenantConfiguration.recentChanges[0].kind).toBe('expense_rules');
    const again = await save([{ comparisonType: 'Like', comparisonString: 'Meals' }]);
    expect(again.errors?.[0]?.message).toBe('No changes made');
  });

  it('refuses the saves of an admin before writing anything (no error after a half-done save)', async () => {
    const hidden = '{ entityHiddenFields(role: MARKETING, entity: "speaker") }';
    const before = (await stack.gql(hidden, { token: sys })).data!.entityHiddenFields;
    const products = (await stack.gql(CONFIG, { token: sys })).data!.tenantConfiguration.products;
    const saveHidden = await stack.gql(
      'mutation($input: SaveEntityHiddenFieldsInput!) { saveEntityHiddenFields(input: $input) { fields } }',
      { token: admin, variables: { input: { role: 'MARKETING', entity: 'speaker', fields: ['email'] } } },
    );
    expect(saveHidden.errors?.map((e) => [e.extensions.code, e.message])).toEqual([
      ['FORBIDDEN', 'Only the system-admin role may update user_role'],
    ]);
    const saveProducts = await stack.gql(
      'mutation($input: SaveTenantProductsInput!) { saveTenantProducts(input: $input) { tenantConfiguration { id } } }',
      { token: admin, variables: { input: { products: [{ product: 'DASHBOARD', active: false }] } } },
    );
    expect(saveProducts.errors?.map((e) => [e.extensions.code, e.message])).toEqual([
      ['FORBIDDEN', 'You do not have permission to update product'],
    ]);
    expect((await stack.gql(hidden, { token: sys })).data!.entityHiddenFields).toEqual(before);
    expect((await stack.gql(CONFIG, { token: sys })).data!.tenantConfiguration.products).toEqual(products);
  });

  it('saves feature flags all or none', async () => {
    const flags = async () => (await stack.gql(CONFIG, { token: sys })).data!.tenantConfiguration.featureFlags;
    const before = await flags();
    const refused = await stack.gql(
      `mutation($input: SaveFeatureFlagsInput!) { saveFeatureFlags(input: $input) { tenantConfiguration { id } } }`,
      {
        token: sys,
        variables: {
          input: {
            flags: [
              { id: 'venuesEnabled', value: false },
              { id: 'noSuchFlag', value: true },
            ],
          },
        },
      },
    );
    expect(refused.errors?.[0]?.message).toMatch(/^id must be one of speakersEnabled, /);
    expect(await flags()).toEqual(before);
  });

  it('saves feature flags and answers them fresh', async () => {
    const set = (value: boolean) =>
      stack.gql(
        `mutation($input: SaveFeatureFlagsInput!) { saveFeatureFlags(input: $input) { tenantConfiguration { featureFlags { id value } } } }`,
        { token: sys, variables: { input: { flags: [{ id: 'venuesEnabled', value }] } } },
      );
    const off = await set(false);
    expect(off.errors).toBeUndefined();
    expect(off.data!.saveFeatureFlags.tenantConfiguration.featureFlags).toContainEqual({ id: 'venuesEnabled', value: false });
    const on = await set(true);
    expect(on.data!.saveFeatureFlags.tenantConfiguration.featureFlags).toContainEqual({ id: 'venuesEnabled', value: true });
  });
});

describe('saveRolePermissions', () => {
  it("gives a role another role's whole set (Copy From, then Save Permissions) and puts it back", async () => {
    const { data, errors } = await stack.gql(CONFIG, { token: sys });
    expect(errors).toBeUndefined();
    const config = data!.tenantConfiguration;
    const roleId = (role: string) => config.roles.find((r: { role: string }) => r.role === role).internalId;
    type Grant = { roleId: number; entityId: number; permissionId: number };
    const of = (id: number) =>
      config.rolePermissions
        .filter((g: Grant) => g.roleId === id)
        .map((g: Grant) => ({ entityId: g.entityId, permissionId: g.permissionId }));
    const save = (id: number, grants: unknown[]) =>
      stack.gql(
        `mutation($input: SaveRolePermissionsInput!) { saveRolePermissions(input: $input) {
          tenantConfiguration { rolePermissions { roleId entityId permissionId } recentChanges { kind target } } } }`,
        { token: sys, variables: { input: { roleId: id, grants } } },
      );
    const marketing = roleId('MARKETING');
    const copied = await save(marketing, of(roleId('ADMIN')));
    expect(copied.errors).toBeUndefined();
    const after = copied.data!.saveRolePermissions.tenantConfiguration;
    expect(after.rolePermissions.filter((g: Grant) => g.roleId === marketing)).toHaveLength(of(roleId('ADMIN')).length);
    expect(after.recentChanges[0]).toEqual({ kind: 'role_permissions', target: 'marketing' });
    expect((await save(marketing, of(marketing))).errors).toBeUndefined();
  });
});
