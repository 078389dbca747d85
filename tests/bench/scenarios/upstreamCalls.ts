// 2. REST calls per GraphQL operation for 10, 50 and 100 rows (extensions.upstreamCalls): no N+1. A BFF that
// keeps callers' hidden fields (HIDDEN_FIELDS_CACHE_SECONDS, npm start) asks for them on a caller's first page in
// that time only. Of two pages one after the other at least one finds them held, so each size's count is the smaller.
import { bffPage } from '../eventPage.ts';
import { PAGE_TENANT, type Scenario } from '../scenario.ts';

export const upstreamCalls: Scenario = async ({ session }) => {
  const s = await session(PAGE_TENANT);
  const calls: Record<string, number> = {};
  for (const rows of [10, 50, 100]) {
    const counts: number[] = [];
    for (let i = 0; i < 2; i++) {
      const { data, upstreamCalls: count } = await bffPage(s, { first: rows });
      if (data.events.edges.length !== rows) throw new Error(`events(first: ${rows}) answered ${data.events.edges.length} rows`);
      counts.push(count);
    }
    calls[rows] = Math.min(...counts);
  }
  const equal = new Set(Object.values(calls)).size === 1;
  return {
    name: 'REST calls per GraphQL event page',
    figures: { calls, equal },
    lines: [`REST calls: 10 rows ${calls[10]}, 50 rows ${calls[50]}, 100 rows ${calls[100]} — ${equal ? 'equal' : 'NOT equal (N+1)'}`],
  };
};
