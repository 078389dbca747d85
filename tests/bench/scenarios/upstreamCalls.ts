// 2. REST calls per GraphQL operation for 10, 50 and 100 rows (extensions.upstreamCalls): no N+1. A BFF that
// keeps callers' hidden fields (HIDDEN_FIELDS_CACHE_SECONDS, npm start) asks for them on a caller's first page
// only: one page first, so the three pages counted find the BFF in the same state.
import { bffPage } from '../eventPage.ts';
import { PAGE_TENANT, type Scenario } from '../scenario.ts';

export const upstreamCalls: Scenario = async ({ session }) => {
  const s = await session(PAGE_TENANT);
  await bffPage(s, { first: 10 });
  const calls: Record<string, number> = {};
  for (const rows of [10, 50, 100]) {
    const { data, upstreamCalls: count } = await bffPage(s, { first: rows });
    if (data.events.edges.length !== rows) throw new Error(`events(first: ${rows}) answered ${data.events.edges.length} rows`);
    calls[rows] = count;
  }
  const equal = new Set(Object.values(calls)).size === 1;
  return {
    name: 'REST calls per GraphQL event page',
    figures: { calls, equal },
    lines: [`REST calls: 10 rows ${calls[10]}, 50 rows ${calls[50]}, 100 rows ${calls[100]} — ${equal ? 'equal' : 'NOT equal (N+1)'}`],
  };
};
