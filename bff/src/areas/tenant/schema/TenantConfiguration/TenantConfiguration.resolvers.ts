import type { MutationResolvers, QueryResolvers, TenantConfiguration } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { PermissionActionValue, ProductValue, RoleValue } from '../../../../platform/enumValues.ts';
import { ProductValues } from '../../../../platform/enumValues.ts';

const PRODUCTS = Object.values(ProductValues);
/** The spec's Products card: Hive is always on (it cannot be turned off). */
const LOCKED_ON: ProductValue = 'hive';
/** Roles a product turned on is given (the administrators; other roles' products stay as they were). */
const PRODUCT_ROLES: RoleValue[] = ['system-admin', 'admin', 'client-speaker-portal-admin'];

/** Everything the screen shows but a role's hidden fields (entityHiddenFields), read in parallel. */
async function loadConfiguration(ctx: Context): Promise<TenantConfiguration> {
  const api = ctx.upstream.tenantConfiguration;
  const [tenant, flags, options, grants, products, rules, changes, fields] = await Promise.all([
    api.tenant(),
    api.flags(),
    api.options(),
    api.rolePermissions(),
    api.products(),
    api.expenseRules(),
    api.changes(),
    api.availableFields(),
  ]);
  return {
    id: `TenantConfiguration:${tenant.id}`,
    name: tenant.name,
    veevaSyncEnabled: Boolean(tenant.metadata?.veevaSyncEnabled),
    featureFlags: flags.map((f) => ({ id: f.id, value: Boolean(f.value) })),
    products: PRODUCTS.map((product) => ({
      product,
      active: product === LOCKED_ON || products.some((p) => p.products.includes(product)),
    })),
    roles: options.roles.map((r) => ({ internalId: r.id, role: r.role as RoleValue })),
    entities: options.entities.map((e) => ({ internalId: e.id, name: e.name, hideableFields: fields[e.name] ?? [] })),
    actions: options.permissions.map((p) => ({ internalId: p.id, action: p.name as PermissionActionValue })),
    rolePermissions: grants.map((g) => ({ roleId: g.userRoleId, entityId: g.entityId, permissionId: g.permissionId })),
    expenseFilteringRules: rules,
    comparisonTypes: ['Like', 'NotLike', 'Equals', 'NotEquals', 'StartsWith', 'EndsWith'],
    recentChanges: changes.map(({ id, ...c }) => ({ internalId: id, ...c, at: String(c.at) })),
  };
}

const payload = async (ctx: Context) => ({ tenantConfiguration: await loadConfiguration(ctx) });

export const tenantConfigurationQueries: Pick<QueryResolvers, 'tenantConfiguration' | 'entityHiddenFields'> = {
  tenantConfiguration: (_parent, _args, ctx) => loadConfiguration(ctx),
  entityHiddenFields: (_parent, { role, entity }, ctx) => ctx.upstream.tenantConfiguration.hiddenFields(entity, role),
};

type ConfigurationMutations =
  | 'updateTenantName'
  | 'saveFeatureFlags'
  | 'saveTenantProducts'
  | 'saveEntityHiddenFields'
  | 'saveExpenseFilteringRules'
  | 'saveRolePermissions'
  | 'copyRolePermissions'
  | 'refreshTenant';

/**
 * The REST messages (403, 'Duplicate rule(s)', the lockout refusal…) reach the screen unchanged. The service refuses a
 * write before writing anything (only the system admin may, api/README.md "Tenant configuration"); the reload after it
 * reads what the lockout guard keeps the system admin able to read. A hidden-fields or grants save clears the tenant's
 * hidden fields kept by this BFF (`HIDDEN_FIELDS_CACHE_SECONDS`).
 */
export const tenantConfigurationMutations: Pick<MutationResolvers, ConfigurationMutations> = {
  updateTenantName: async (_parent, { input }, ctx) => {
    await ctx.upstream.tenantConfiguration.rename(input.name);
    return payload(ctx);
  },
  // One REST call: every flag of the save or none.
  saveFeatureFlags: async (_parent, { input }, ctx) => {
    await ctx.upstream.tenantConfiguration.setFlags(input.flags);
    return payload(ctx);
  },
  saveTenantProducts: async (_parent, { input }, ctx) => {
    const api = ctx.upstream.tenantConfiguration;
    const roles = await api.products();
    const next = roles.map(({ role, products }) => {
      const set = new Set(products);
      for (const { product, active } of input.products) {
        if (product === LOCKED_ON) continue;
        const wasOn = roles.some((r) => r.products.includes(product));
        if (!active) set.delete(product);
        else if (!wasOn && PRODUCT_ROLES.includes(role as RoleValue)) set.add(product);
      }
      return { role, products: [...set].sort() };
    });
    const changed = next.filter((r, i) => r.products.join() !== [...roles[i]!.products].sort().join());
    if (changed.length) await api.setProducts(changed);
    return payload(ctx);
  },
  saveEntityHiddenFields: async (_parent, { input }, ctx) => {
    const fields = await ctx.upstream.tenantConfiguration.setHiddenFields(input.entity, input.role, input.fields);
    ctx.upstream.permissions.forgetTenant();
    return { fields, tenantConfiguration: await loadConfiguration(ctx) };
  },
  saveExpenseFilteringRules: async (_parent, { input }, ctx) => {
    await ctx.upstream.tenantConfiguration.setExpenseRules(input.rules);
    return payload(ctx);
  },
  saveRolePermissions: async (_parent, { input }, ctx) => {
    await ctx.upstream.tenantConfiguration.setRoleGrants(input.roleId, input.grants);
    ctx.upstream.permissions.forgetTenant();
    return payload(ctx);
  },
  copyRolePermissions: async (_parent, { input }, ctx) => {
    await ctx.upstream.tenantConfiguration.copyRole(input.roleId, input.fromRoleId);
    ctx.upstream.permissions.forgetTenant();
    return payload(ctx);
  },
  refreshTenant: async (_parent, _args, ctx) => {
    await ctx.upstream.tenantConfiguration.refresh();
    return payload(ctx);
  },
};
