import type { BffArea } from '../../platform/area.ts';
import { PublicTenant, Tenant, tenantQueries } from './schema/Tenant/Tenant.resolvers.ts';
import { tenantConfigurationMutations, tenantConfigurationQueries } from './schema/TenantConfiguration/TenantConfiguration.resolvers.ts';
import { Version, versionQueries } from './schema/Version/Version.resolvers.ts';
import { createTenantConfigurationApi } from './upstream/configuration.ts';
import { createTenantApi } from './upstream/tenant.ts';

/** The tenant (public and signed in), the versions of the footer and the Tenant Configuration (issue 15). */
export const tenantArea = {
  name: 'tenant',
  upstream: { tenant: createTenantApi, tenantConfiguration: createTenantConfigurationApi },
  query: { ...tenantQueries, ...versionQueries, ...tenantConfigurationQueries },
  mutation: { ...tenantConfigurationMutations },
  types: { Tenant, PublicTenant, Version },
} satisfies BffArea;
