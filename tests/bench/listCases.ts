// Times the cases of a list scenario (the event list, the speaker list on the large tenant): p95 per case.
import { latencies, line, summarize, timed } from './stats.ts';

/** A case slower than this at its first run gets a few samples only (the unindexed "before" runs). */
const SLOW_MS = 1_000;

export type CaseFigures = { totalCount: number; samples: number; min: number; median: number; p95: number } | { error: string };

/**
 * Runs each case (`run` answers the list's totalCount) once, then `samples` more times (3 when the first was
 * slow; with none, the first run is the only sample). A case that fails is reported, not thrown.
 */
export async function timeCases<V>(
  cases: [string, V][],
  samples: number,
  run: (variables: V) => Promise<number>,
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
      const summary = summarize(more ? await latencies(once, more) : [first]);
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
