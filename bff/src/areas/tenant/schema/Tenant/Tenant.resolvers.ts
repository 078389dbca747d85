import type { PublicTenantResolvers, QueryResolvers, TenantResolvers } from '../../../../__generated__/resolvers-types.ts';
import { nullIfNotFound } from '../../../../platform/errors.ts';

export const tenantQueries: Pick<QueryResolvers, 'currentTenant'> = {
  // An unknown tenant (host name or header) answers null, so the login page can say so.
  currentTenant: (_parent, _args, ctx) => nullIfNotFound(ctx.upstream.tenant.current()),
};

/** What the login page may show before sign-in. */
export const PublicTenant: PublicTenantResolvers = {
  logoUrl: (tenant) => tenant.metadata?.logoUrl ?? null,
  oktaEnabled: (tenant) => Boolean(tenant.metadata?.sso?.okta),
};

/** The signed-in view of the tenant: metadata unpacked, feature flags (a missing flag is false). */
export const Tenant: TenantResolvers = {
  logoUrl: (tenant) => tenant.metadata?.logoUrl ?? null,
  scoutUrl: (tenant) => tenant.metadata?.scoutUrl ?? null,
  veevaSyncEnabled: (tenant) => Boolean(tenant.metadata?.veevaSyncEnabled),
  defaultEventPeriod: (tenant) => tenant.metadata?.defaultFiltersSpeakerPortalEvents?.period ?? null,
  hideAttendeeAddressFields: (tenant) => Boolean(tenant.metadata?.hideAttendeeAddressFields),
  metadata: (tenant) => tenant.metadata,
  featureFlags: async (_tenant, _args, ctx) =>
    (await ctx.upstream.tenant.featureFlags()).map((flag) => ({ id: flag.id, value: Boolean(flag.value) })),
  flag: async (_tenant, { id }, ctx) => Boolean((await ctx.upstream.tenant.featureFlags()).find((flag) => flag.id === id)?.value),
};
