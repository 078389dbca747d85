// Latency samples and their summary.

export interface Summary {
  samples: number;
  min: number;
  median: number;
  p95: number;
}

/** Nearest-rank percentile of sorted values; NaN of none. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    samples: values.length,
    min: round(sorted[0] ?? NaN),
    median: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
  };
}

/** Milliseconds `fn` took. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** `total` calls of `fn`, `concurrency` at a time (closed loop); answers each call's milliseconds. */
export async function latencies(fn: () => Promise<unknown>, total: number, concurrency = 1): Promise<number[]> {
  const out: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      out.push(await timed(fn));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return out;
}

export const ratio = (value: number, baseline: number) => Math.round((value / baseline) * 100) / 100;

export const ms = (n: number) => `${n.toFixed(1)} ms`;

export const line = (label: string, s: Summary, baseline?: Summary) =>
  `${label.padEnd(44)} min ${ms(s.min).padStart(10)}  median ${ms(s.median).padStart(10)}  p95 ${ms(s.p95).padStart(10)}` +
  (baseline ? `  ×${ratio(s.median, baseline.median).toFixed(2)} median, ×${ratio(s.p95, baseline.p95).toFixed(2)} p95` : '');
