import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** Tenant metadata (api/README.md `GET /tenant`). */
export interface TenantMetadata {
  logoUrl?: string | null;
  sso?: { okta?: boolean | null } | null;
  scoutUrl?: string | null;
  veevaSyncEnabled?: boolean | null;
  defaultFiltersSpeakerPortalEvents?: { period?: { from?: string | null; to?: string | null } | null } | null;
  hideAttendeeAddressFields?: boolean | null;
  [key: string]: unknown;
}

/** A tenant as `GET tenant` answers it. */
export interface TenantDto {
  id: string;
  name: string;
  metadata: TenantMetadata | null;
}

export interface FeatureFlagDto {
  id: string;
  value: boolean;
}

/** The service root (`GET /`). */
export interface ServiceInfoDto {
  hash: string;
  version: string;
}

/** Requests whose answer cannot change within one GraphQL operation are made once. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

export function createTenantApi(http: UpstreamHttp) {
  return {
    /** The request's tenant (public: only `x-tenant-id` is needed). */
    current: once(() => http.get<TenantDto>('tenant')),
    featureFlags: once(() => http.get<FeatureFlagDto[]>('setting/feature-flags')),
    serviceInfo: once(() => http.get<ServiceInfoDto>('')),
  };
}

export type TenantApi = ReturnType<typeof createTenantApi>;
