import type { AreaCodegen } from '../../platform/area.ts';

/** Resolver types of the tenant area (`AreaCodegen`): the REST DTO of each object type. */
export const codegen: AreaCodegen = {
  mappers: {
    Tenant: './upstream/tenant.ts#TenantDto',
    PublicTenant: './upstream/tenant.ts#TenantDto',
  },
};
