// Times the cases of a list scenario (the event list, the speaker list on the large tenant): p95 per case.
import { latencies, line, summarize, timed } from './stats.ts';

/** A case slower than this at its first run gets a few samples only (the unindexed "before" runs). */
const SLOW_MS = 1_000;

export type CaseFigures = { totalCount: number; samples: number; min: number; median: number; p95: number } | { error: string };

/**
 * Runs each case (`run` answers the list's totalCount) once, then `samples` more times (3 when the first was
 * slow; with none, the first run is the only sample), `concurrency` at a time. A case that fails is reported, not
 * thrown.
 */
export async function timeCases<V>(
  cases: [string, V][],
  samples: number,
  run: (variables: V) => Promise<number>,
  concurrency = 1,
): Promise<{ figures: Record<string, CaseFigures>; lines: string[] }> {
  const lines: string[] = [];
  const figures: Record<string, CaseFigures> = {};
  for (const [name, variables] of cases) {
    let totalCount = 0;
    const once = async () => {
      totalCount = await run(variables);
    };
    try {
      const first = await timed(once);
      const more = first > SLOW_MS ? Math.min(3, samples) : samples;
      const summary = summarize(more ? await latencies(once, more, concurrency) : [first]);
      figures[name] = { totalCount, ...summary };
      lines.push(`${line(name, summary)}  (${totalCount.toLocaleString('en-US')} matches)`);
    } catch (error) {
      // A REST call slower than the BFF's 5 s upstream timeout answers "Network error".
      const message = error instanceof Error ? error.message : String(error);
      figures[name] = { error: message };
      lines.push(`${name.padEnd(44)} FAILED: ${message}`);
    }
  }
  const timedCases = Object.entries(figures).flatMap(([name, f]) => ('p95' in f ? [[name, f.p95] as const] : []));
  const worst = timedCases.sort(([, a], [, b]) => b - a)[0];
  if (worst) lines.push(`slowest case: ${worst[0]} at p95 ${worst[1]} ms`);
  const failed = Object.keys(figures).length - timedCases.length;
  if (failed) lines.push(`${failed} case(s) failed`);
  return { figures, lines };
}

/** What a page of a list costs: its rows, the list's total and the REST calls the BFF made for it. */
export type PageCost = { rows: number; totalCount: number; upstreamCalls: number };

/** The REST calls of a page of `rows` rows: the smaller of two in a row (the BFF keeps the caller's hidden fields). */
export async function callsPerPage(rows: number, load: (rows: number) => Promise<PageCost>) {
  const counts: number[] = [];
  for (let i = 0; i < 2; i++) {
    const cost = await load(rows);
    if (cost.rows !== Math.min(rows, cost.totalCount)) throw new Error(`A page of ${rows} rows answered ${cost.rows}`);
    counts.push(cost.upstreamCalls);
  }
  return Math.min(...counts);
}

/** What a run prints of a list timed at concurrency 1 and `concurrency`, and of its REST calls for 10 and 100 rows. */
export const listLines = (c1: string[], cN: string[], concurrency: number, calls: Record<10 | 100, number>) => [
  'concurrency 1:',
  ...c1.map((l) => `  ${l}`),
  `concurrency ${concurrency}:`,
  ...cN.map((l) => `  ${l}`),
  `REST calls a page: 10 rows ${calls[10]}, 100 rows ${calls[100]} — ${calls[10] === calls[100] ? 'equal' : 'NOT equal (N+1)'}`,
];
