import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { UpstreamHttp } from './http.ts';

/** The caller's hidden fields of every entity, as `GET permissions/hidden-fields` answers them. */
export type HiddenFields = Record<string, string[]>;

/**
 * The hidden fields of recent callers, by `<tenant generation> <UpstreamHttp.caller()>`; each entry loads through the
 * request that missed it. A tenant's generation counts the hidden-fields and grants saves made through this BFF
 * (`forgetTenant`): a new one makes every caller of the tenant ask again, a fetch still running included (it fills an
 * entry of the old generation, which nobody reads any more and which expires).
 */
export interface HiddenFieldsCache {
  entries: LRUCache<string, HiddenFields, () => Promise<HiddenFields>>;
  generations: Map<string, number>;
}

/** Callers whose hidden fields a BFF keeps at most (the least recently asked go first). */
const CACHED_CALLERS = 10_000;

/**
 * Keeps each caller's hidden fields for `ttlMs`, so that an operation within that time makes one REST call
 * less (`HIDDEN_FIELDS_CACHE_SECONDS`, bff/README.md): a change of a role's hidden fields or of a user's role
 * made elsewhere reaches the BFF's own hiding that much later, while the service hides the fields itself at once.
 * Concurrent operations of one caller share one call; a failed call is not kept. No cache for 0.
 */
export function createHiddenFieldsCache(ttlMs: number): HiddenFieldsCache | null {
  if (ttlMs <= 0) return null;
  // A fetch whose entry is evicted meanwhile still answers the request that started it (`ignoreFetchAbort`; without
  // it that request would fail with 'evicted').
  const entries = new LRUCache<string, HiddenFields, () => Promise<HiddenFields>>({
    max: CACHED_CALLERS,
    ttl: ttlMs,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context: load }) => load(),
  });
  return { entries, generations: new Map() };
}

/** The caller's hidden fields (all entities at once) and disabled fields (per entity), each loaded once per request. */
export function createPermissionsApi(http: UpstreamHttp, cache: HiddenFieldsCache | null = null) {
  const load = () => http.get<HiddenFields>('permissions/hidden-fields');
  const tenant = (JSON.parse(http.caller()) as Record<string, string>)['x-tenant-id'] ?? '';
  // `fetch` may answer nothing (a fetch aborted without `ignoreFetchAbort`): then this request asks itself.
  const cached = async ({ entries, generations }: HiddenFieldsCache) =>
    (await entries.fetch(`${generations.get(tenant) ?? 0} ${http.caller()}`, { context: load })) ?? load();
  let hidden: Promise<HiddenFields> | undefined;
  return {
    /** At most one REST call per request (none while the cache holds the caller's), however many entities the operation touches. */
    hiddenFields: (entity: string): Promise<string[]> => (hidden ??= cache ? cached(cache) : load()).then((all) => all[entity] ?? []),
    /**
     * After a change of hidden fields or grants in the caller's tenant: every caller of that tenant kept by this BFF
     * (and this request) asks the service again. Other BFF processes keep theirs until they expire (bff/README.md
     * "Field hiding").
     */
    forgetTenant(): void {
      hidden = undefined;
      if (cache) cache.generations.set(tenant, (cache.generations.get(tenant) ?? 0) + 1);
    },
    disabledFieldsByEntity: new DataLoader<string, string[]>((entities) =>
      Promise.all(entities.map((entity) => http.get<string[]>(`permissions/entity/${encodeURIComponent(entity)}/disabled-fields`))),
    ),
  };
}

export type PermissionsApi = ReturnType<typeof createPermissionsApi>;
