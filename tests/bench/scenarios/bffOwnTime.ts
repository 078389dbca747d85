// 6. The BFF's own time for the event page: the wall time of the GraphQL request during which no
// REST call is in flight, measured from outside with a recording proxy between the BFF and the service.
import { signIn } from '../client.ts';
import { bffPage } from '../eventPage.ts';
import { PAGE_TENANT, type Scenario } from '../scenario.ts';
import { line, summarize } from '../stats.ts';
import type { Interval } from '../stack.ts';

const ROWS = 50;
/** Samples per `config.samples`: a p95 of 30 samples is the second-slowest one, mostly the machine's noise. */
const SAMPLES_FACTOR = 4;
/** Pages served before the samples: this BFF process serves no other scenario, and its first pages run
 *  while V8 still compiles the hot paths (a deployed BFF is past that within seconds). */
const WARM_UP = 40;

/** Length of the union of `intervals` clipped to [from, to]. */
export function covered(intervals: Interval[], from: number, to: number): number {
  const clipped = intervals
    .map((i) => ({ start: Math.max(i.start, from), end: Math.min(i.end, to) }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let end = from;
  for (const i of clipped) {
    if (i.end <= end) continue;
    total += i.end - Math.max(i.start, end);
    end = i.end;
  }
  return total;
}

export const bffOwnTime: Scenario = async ({ config, stack }) => {
  const s = await signIn(stack.apiUrl, stack.traced.bffUrl, PAGE_TENANT);
  const calls = stack.traced.calls;
  for (let i = 0; i < WARM_UP; i++) await bffPage(s, { first: ROWS });
  const total: number[] = [];
  const own: number[] = [];
  const restShare: number[] = [];
  for (let i = 0; i < config.samples * SAMPLES_FACTOR; i++) {
    calls.length = 0;
    const from = performance.now();
    await bffPage(s, { first: ROWS });
    const to = performance.now();
    const upstream = covered(calls, from, to);
    total.push(to - from);
    own.push(to - from - upstream);
    restShare.push(upstream);
  }
  const figures = { rows: ROWS, total: summarize(total), rest: summarize(restShare), own: summarize(own) };
  return {
    name: `The BFF's own time for the event page (${ROWS} rows, concurrency 1)`,
    figures,
    lines: [
      line('whole GraphQL request', figures.total),
      line('REST calls in flight (union)', figures.rest),
      line('BFF alone (nothing in flight)', figures.own),
    ],
  };
};
