import { UPSTREAM, type UpstreamFactories } from '../../areas/index.ts';
import { createFieldPolicy } from '../policy/fieldHiding.ts';
import type { UpstreamHttp } from './http.ts';
import { createPermissionsApi, type HiddenFieldsCache } from './permissions.ts';

/** Every REST resource module of one GraphQL request: the platform's permissions and each area's modules. */
export type Upstream = { [K in keyof UpstreamFactories]: ReturnType<UpstreamFactories[K]> } & {
  permissions: ReturnType<typeof createPermissionsApi>;
};

/**
 * Built per request, so DataLoader caches and the field policy never leak across users or tenants.
 * The field policy reads the caller's hidden fields once (or from `hiddenFields`, the BFF's cache per caller)
 * and is shared by every module.
 */
export function createUpstream(http: UpstreamHttp, hiddenFields: HiddenFieldsCache | null = null): Upstream {
  const permissions = createPermissionsApi(http, hiddenFields);
  const policy = createFieldPolicy(permissions.hiddenFields);
  const modules = Object.fromEntries(Object.entries(UPSTREAM).map(([name, create]) => [name, create(http, policy)]));
  return { ...modules, permissions } as Upstream;
}
