import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { UpstreamHttp } from './http.ts';

/** The caller's hidden fields of every entity, as `GET permissions/hidden-fields` answers them. */
export type HiddenFields = Record<string, string[]>;

/** The hidden fields of recent callers, by `UpstreamHttp.caller()`; each entry loads through the request that missed it. */
export type HiddenFieldsCache = LRUCache<string, HiddenFields, () => Promise<HiddenFields>>;

/** Callers whose hidden fields a BFF keeps at most (the least recently asked go first). */
const CACHED_CALLERS = 10_000;

/**
 * Keeps each caller's hidden fields for `ttlMs`, so that an operation within that time makes one REST call
 * less (`HIDDEN_FIELDS_CACHE_SECONDS`, bff/README.md): a change of a role's hidden fields or of a user's role
 * reaches the BFF's own hiding that much later, while the service hides the fields itself at once. Concurrent
 * operations of one caller share one call; a failed call is not kept. No cache for 0.
 */
export function createHiddenFieldsCache(ttlMs: number): HiddenFieldsCache | null {
  if (ttlMs <= 0) return null;
  return new LRUCache({ max: CACHED_CALLERS, ttl: ttlMs, fetchMethod: (_caller, _stale, { context: load }) => load() });
}

/** The caller's hidden fields (all entities at once) and disabled fields (per entity), each loaded once per request. */
export function createPermissionsApi(http: UpstreamHttp, cache: HiddenFieldsCache | null = null) {
  const load = () => http.get<HiddenFields>('permissions/hidden-fields');
  // A fetch that the cache gave up (its entry evicted meanwhile) answers nothing: then this request asks itself.
  const cached = async (from: HiddenFieldsCache) => (await from.fetch(http.caller(), { context: load })) ?? load();
  let hidden: Promise<HiddenFields> | undefined;
  return {
    /** At most one REST call per request (none while the cache holds the caller's), however many entities the operation touches. */
    hiddenFields: (entity: string): Promise<string[]> => (hidden ??= cache ? cached(cache) : load()).then((all) => all[entity] ?? []),
    disabledFieldsByEntity: new DataLoader<string, string[]>((entities) =>
      Promise.all(entities.map((entity) => http.get<string[]>(`permissions/entity/${encodeURIComponent(entity)}/disabled-fields`))),
    ),
  };
}

export type PermissionsApi = ReturnType<typeof createPermissionsApi>;
