import DataLoader from 'dataloader';
import { redact, type FieldPolicy, type PolicyEntity } from '../policy/fieldHiding.ts';
import type { ListParams, ListResult, UpstreamHttp } from './http.ts';

/** The REST list's upper bound for one page (`limit` at most 1000). */
export const MAX_BATCH = 1000;

/** Reading side of one REST list resource, with the caller's field policy applied to every row. */
export interface ResourceReader<T extends { id: number }, F extends Record<string, unknown>> {
  /** One page of the list (`{ results, count }`), rows redacted. */
  list(params: ListParams & { filters?: F }): Promise<ListResult<T>>;
  /**
   * Rows by internal id for this request, batched into one `filters={"ids":[...]}` call per tick.
   * Missing ids — and other tenants' ids, which the service never returns — resolve to null.
   */
  byId: DataLoader<number, T | null>;
  /** Redacts a row the service answered to a write. */
  redact(row: T): Promise<T>;
}

/** Both results once both calls have settled, so no call (or its retry) is still running behind an answer. */
async function bothSettled<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}

export function createResourceReader<T extends { id: number }, F extends Record<string, unknown> = { ids?: number[] }>(
  http: UpstreamHttp,
  policy: FieldPolicy,
  path: string,
  entity: PolicyEntity,
): ResourceReader<T, F> {
  async function list(params: ListParams & { filters?: F }): Promise<ListResult<T>> {
    const [page, hidden] = await bothSettled(http.list<T>(path, params), policy.hiddenFor(entity));
    return { ...page, results: page.results.map((row) => redact(row, hidden)) };
  }
  const byId = new DataLoader<number, T | null>(
    async (ids) => {
      const { results } = await list({ filters: { ids: [...ids] } as unknown as F, limit: MAX_BATCH });
      const rows = new Map(results.map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
  return { list, byId, redact: (row) => policy.applyOne(entity, row) };
}
