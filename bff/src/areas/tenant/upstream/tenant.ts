import type { FeatureFlag, Tenant } from '../../../../../api/src/areas/tenant/answers.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** A tenant as `GET tenant` answers it (its metadata as api/README.md tells): the api's answer schema. */
export type TenantDto = Tenant;

export type FeatureFlagDto = FeatureFlag;

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
