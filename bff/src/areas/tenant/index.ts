import type { BffArea } from '../../platform/area.ts';
import { PublicTenant, Tenant, tenantQueries } from './schema/Tenant/Tenant.resolvers.ts';
import { Version, versionQueries } from './schema/Version/Version.resolvers.ts';
import { createTenantApi } from './upstream/tenant.ts';

/** The tenant (public and signed in) and the versions of the footer. */
export const tenantArea = {
  name: 'tenant',
  upstream: { tenant: createTenantApi },
  query: { ...tenantQueries, ...versionQueries },
  types: { Tenant, PublicTenant, Version },
} satisfies BffArea;
