import type { PermissionOptions, RolePermission, RoleProducts } from '../../../../../api/src/areas/permissions/answers.ts';
import type { ConfigurationChange, ExpenseRule } from '../../../../../api/src/areas/tenant/answers.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import type { FeatureFlagDto, TenantDto } from './tenant.ts';

// The api's answer schemas.

/** `GET permissions/options`. */
export type PermissionOptionsDto = PermissionOptions;
export type RolePermissionDto = RolePermission;
export type RoleProductsDto = RoleProducts;
export type ExpenseRuleDto = ExpenseRule;
export type ConfigurationChangeDto = ConfigurationChange;

/** The Tenant Configuration's calls (api/README.md "Tenant configuration"); the service refuses all but SystemAdmin. */
export function createTenantConfigurationApi(http: UpstreamHttp) {
  return {
    /** Read afresh (not `tenant.current`, kept for the request): a mutation answers what it changed. */
    tenant: () => http.get<TenantDto>('tenant'),
    flags: () => http.get<FeatureFlagDto[]>('setting/feature-flags'),
    options: () => http.get<PermissionOptionsDto>('permissions/options'),
    rolePermissions: () => http.get<RolePermissionDto[]>('permissions/role'),
    products: () => http.get<RoleProductsDto[]>('permissions/products'),
    setProducts: (body: RoleProductsDto[]) => http.send<RoleProductsDto[]>('PUT', 'permissions/products', body),
    /** Every entity's hideable fields, `{ speaker: ['email', …] }` (one call). */
    availableFields: () => http.get<Record<string, string[]>>('permissions/available-fields'),
    hiddenFields: (entity: string, role: string) =>
      http.get<string[]>(`permissions/entity/${encodeURIComponent(entity)}/role/${encodeURIComponent(role)}/hidden-fields`),
    setHiddenFields: (entity: string, role: string, fields: string[]) =>
      http.send<string[]>('PUT', `permissions/entity/${encodeURIComponent(entity)}/role/${encodeURIComponent(role)}/hidden-fields`, {
        fields,
      }),
    setRoleGrants: (roleId: number, grants: { entityId: number; permissionId: number }[]) =>
      http.send<RolePermissionDto[]>('PUT', `permissions/role/${roleId}`, { grants }),
    copyRole: (roleId: number, fromRoleId: number) =>
      http.send<RolePermissionDto[]>('POST', `permissions/role/${roleId}/copy-from/${fromRoleId}`),
    expenseRules: () => http.get<ExpenseRuleDto[]>('tenant/expense-filtering-rules'),
    setExpenseRules: (rules: { comparisonType?: string | null; comparisonString?: string | null }[]) =>
      http.send<ExpenseRuleDto[]>('PUT', 'tenant/expense-filtering-rules', { rules }),
    changes: () => http.get<ConfigurationChangeDto[]>('tenant/configuration-changes', { limit: 20 }),
    rename: (name: string) => http.send<unknown>('PUT', 'tenant', { name }),
    /** Several flags in one transaction (all or none). */
    setFlags: (flags: FeatureFlagDto[]) => http.send<FeatureFlagDto[]>('PUT', 'setting/feature-flags', { flags }),
    refresh: () => http.send<unknown>('POST', 'tenant/refresh'),
  };
}

export type TenantConfigurationApi = ReturnType<typeof createTenantConfigurationApi>;
