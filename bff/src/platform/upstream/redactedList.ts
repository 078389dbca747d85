import { redact, type FieldPolicy, type PolicyEntity } from '../policy/fieldHiding.ts';
import type { ListParams, ListResult, UpstreamHttp } from './http.ts';

/**
 * One page of a REST list whose rows have no `id` of their own (response summaries, analytics rows), redacted
 * through `entity`; the hidden fields are fetched beside the page, and both calls settle before it answers.
 */
export async function redactedList<T extends object>(
  http: UpstreamHttp,
  policy: FieldPolicy,
  path: string,
  entity: PolicyEntity,
  params: ListParams,
): Promise<ListResult<T>> {
  const [page, hidden] = await Promise.allSettled([http.list<T>(path, params), policy.hiddenFor(entity)]);
  if (page.status === 'rejected') throw page.reason;
  if (hidden.status === 'rejected') throw hidden.reason;
  return { ...page.value, results: page.value.results.map((row) => redact(row, hidden.value)) };
}
