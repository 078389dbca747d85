// The bench harness at tiny sizes, so it cannot rot: every scenario runs against the real stack
// (in-memory PGlite, or a throwaway PostgreSQL database when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBench, SCENARIOS, type BenchResult } from '../bench.ts';
import { dropDatabase, recreateBenchDatabase } from '../database.ts';
import type { BenchConfig } from '../scenario.ts';
import { seedBench, TINY_SIZES } from '../seed.ts';
import { startInProcess, type BenchStack } from '../stack.ts';

const TINY: BenchConfig = {
  samples: 1,
  concurrency: 3,
  concurrentSamples: 6,
  throughputSeconds: 2,
  deepPage: 3,
  importRows: 40,
  responsesExport: 40,
  mailReminders: 200,
  mailRatePerMinute: 3_000,
};

/** A throwaway database on the TEST_DATABASE_URL server, dropped after the test. */
function throwawayUrl(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/hive_bench_smoke_${process.pid}`;
  return url.toString();
}

let stack: BenchStack;
let results: BenchResult[];
const databaseUrl = throwawayUrl();

beforeAll(async () => {
  if (databaseUrl) await recreateBenchDatabase(databaseUrl);
  stack = await startInProcess(databaseUrl ? { databaseUrl } : { dataDir: 'memory://' }, (db) => seedBench(db, TINY_SIZES));
  results = await runBench(TINY, stack, [], (text) => console.info(text));
}, 180_000);

afterAll(async () => {
  await stack?.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

const result = (id: number) => results.find((r) => r.id === id)!;

describe('bench harness (tiny sizes)', () => {
  it('runs every scenario without a failure', () => {
    expect(results.map((r) => r.id)).toEqual(Object.keys(SCENARIOS).map(Number));
    expect(results.filter((r) => r.error).map((r) => `${r.id}: ${r.error}`)).toEqual([]);
  });

  it('costs the same REST calls for 10, 50 and 100 rows', () => {
    const { calls, equal } = result(2).figures as { calls: Record<string, number>; equal: boolean };
    expect(calls[10]).toBeGreaterThan(1);
    expect([calls[50], calls[100]]).toEqual([calls[10], calls[10]]);
    expect(equal).toBe(true);
  });

  it('measures the BFF against direct REST with latencies and throughput', () => {
    const { latency, throughput } = result(1).figures as {
      latency: Record<string, { rest: { median: number; p95: number }; bff: { median: number; p95: number } }>;
      throughput: { restPagesPerSecond: number; bffPagesPerSecond: number };
    };
    for (const level of ['c1', `c${TINY.concurrency}`] as const) {
      const { rest, bff } = latency[level] ?? expect.unreachable(`no latencies at ${level}`);
      expect(rest.median).toBeGreaterThan(0);
      expect(bff.p95).toBeGreaterThanOrEqual(bff.median);
    }
    expect(throughput.restPagesPerSecond).toBeGreaterThan(0);
    expect(throughput.bffPagesPerSecond).toBeGreaterThan(0);
  });

  it('times every large-tenant case, deep pages included, and finds what it searches', () => {
    const cases = result(3).figures as Record<string, { totalCount: number; p95: number; error?: string }>;
    expect(Object.keys(cases).length).toBeGreaterThanOrEqual(25);
    for (const [name, figures] of Object.entries(cases)) {
      expect(figures.error, name).toBeUndefined();
      expect(figures.p95, name).toBeGreaterThan(0);
    }
    expect(cases['default (start time)']?.totalCount).toBe(TINY_SIZES[0].events);
    expect(cases['search: one short name']?.totalCount).toBe(1);
    expect(cases['search: no match']?.totalCount).toBe(0);
    expect(cases['filter: 20 selected events']?.totalCount).toBe(20);
  });

  it('times every speaker-list case on the large tenant, deep pages included', () => {
    const cases = result(7).figures as Record<string, { totalCount: number; p95: number; error?: string }>;
    expect(Object.keys(cases).length).toBeGreaterThanOrEqual(20);
    for (const [name, figures] of Object.entries(cases)) {
      expect(figures.error, name).toBeUndefined();
      expect(figures.p95, name).toBeGreaterThan(0);
    }
    expect(cases['default (last name)']?.totalCount).toBe(TINY_SIZES[0].speakers);
    expect(cases['search: one e-mail']?.totalCount).toBe(1);
    expect(cases['search: no match']?.totalCount).toBe(0);
  });

  it('times Survey Responses at concurrency 1 and 3, counts the REST calls of a page and exports the newest and all responses (also under a heap cap)', () => {
    const figures = result(8).figures as {
      c1: Record<string, { totalCount: number; p95: number; error?: string }>;
      calls: Record<'10' | '100', number>;
      export: Record<'newest' | 'all' | 'allHeapCapped', { responses: number; rows: number }>;
    };
    const cases = Object.entries({ ...figures.c1, ...(result(8).figures[`c${TINY.concurrency}`] as object) });
    expect(cases.length).toBeGreaterThanOrEqual(9);
    for (const [name, f] of cases) {
      expect(f.error, name).toBeUndefined();
      expect(f.p95, name).toBeGreaterThan(0);
    }
    expect(figures.c1['search: one event ID']?.totalCount).toBe(1);
    expect(figures.c1['search: no match']?.totalCount).toBe(0);
    expect(figures.calls[10]).toBeGreaterThan(0);
    expect(figures.calls[100]).toBe(figures.calls[10]);
    expect(figures.export.all.responses).toBe(TINY_SIZES[0].responses);
    expect(figures.export.all.rows).toBeGreaterThanOrEqual(3 * figures.export.all.responses);
    expect(figures.export.newest.responses).toBeGreaterThanOrEqual(TINY.responsesExport);
    expect(figures.export.newest.responses).toBeLessThan(figures.export.all.responses);
    expect(figures.export.allHeapCapped.rows).toBe(figures.export.all.rows);
  });

  it('times Attendee Management at concurrency 1 and 3, counts the REST calls of a page, exports a month and a year (also under a heap cap) and imports', () => {
    const figures = result(9).figures as {
      c1: Record<string, { totalCount: number; p95: number; error?: string }>;
      calls: Record<'10' | '100', number>;
      export: Record<'month' | 'year' | 'yearHeapCapped', { rows: number }>;
      import: { rows: number };
    };
    const cases = Object.entries({ ...figures.c1, ...(result(9).figures[`c${TINY.concurrency}`] as object) });
    expect(cases.length).toBeGreaterThanOrEqual(21);
    for (const [name, f] of cases) {
      expect(f.error, name).toBeUndefined();
      expect(f.p95, name).toBeGreaterThan(0);
    }
    expect(figures.c1['default (registered at, newest first)']?.totalCount).toBe(TINY_SIZES[0].attendances);
    expect(figures.c1['search: one e-mail']?.totalCount).toBeGreaterThanOrEqual(1);
    expect(figures.c1['search: no match']?.totalCount).toBe(0);
    expect(figures.c1['filter: one event']?.totalCount).toBeGreaterThanOrEqual(1);
    expect(figures.calls[10]).toBeGreaterThan(0);
    expect(figures.calls[100]).toBe(figures.calls[10]);
    expect(figures.export.year.rows).toBeGreaterThan(0);
    expect(figures.export.month.rows).toBeLessThanOrEqual(figures.export.year.rows);
    expect(figures.export.yearHeapCapped.rows).toBe(figures.export.year.rows);
    expect(figures.import.rows).toBe(TINY.importRows);
  });

  it("times the checks at concurrency 1 and 3, counts the REST calls of a page and exports one name's and all checks (also under a heap cap)", () => {
    const figures = result(10).figures as {
      c1: Record<string, { totalCount: number; p95: number; error?: string }>;
      calls: Record<'10' | '100', number>;
      export: Record<'some' | 'all' | 'allHeapCapped', { rows: number }>;
    };
    const cases = Object.entries({ ...figures.c1, ...(result(10).figures[`c${TINY.concurrency}`] as object) });
    expect(cases.length).toBeGreaterThanOrEqual(15);
    for (const [name, f] of cases) {
      expect(f.error, name).toBeUndefined();
      expect(f.p95, name).toBeGreaterThan(0);
    }
    expect(figures.c1['default (created, newest first)']?.totalCount).toBe(TINY_SIZES[0].checks);
    expect(figures.c1['search: one event ID']?.totalCount).toBe(1);
    expect(figures.c1['search: no match']?.totalCount).toBe(0);
    expect(figures.calls[10]).toBeGreaterThan(0);
    expect(figures.calls[100]).toBe(figures.calls[10]);
    expect(figures.export.all.rows).toBe(TINY_SIZES[0].checks);
    expect(figures.export.some.rows).toBeGreaterThanOrEqual(1);
    expect(figures.export.some.rows).toBeLessThan(figures.export.all.rows);
    expect(figures.export.allHeapCapped.rows).toBe(figures.export.all.rows);
  });

  it("times Financials at concurrency 1 and 3 (the speaker's own rows too), counts the REST calls of a page and exports", () => {
    const figures = result(11).figures as {
      c1: Record<string, { totalCount: number; p95: number; error?: string }>;
      calls: Record<'10' | '100', number>;
      export: Record<'some' | 'year' | 'yearHeapCapped', { rows: number }>;
    };
    const cases = Object.entries({ ...figures.c1, ...(result(11).figures[`c${TINY.concurrency}`] as object) });
    expect(cases.length).toBeGreaterThanOrEqual(17);
    for (const [name, f] of cases) {
      expect(f.error, name).toBeUndefined();
      expect(f.p95, name).toBeGreaterThan(0);
    }
    const all = figures.c1['default (start, newest first)']!.totalCount;
    expect(all).toBeGreaterThan(TINY_SIZES[0].expenses! / 8);
    expect(figures.c1['search: no match']?.totalCount).toBe(0);
    expect(figures.c1['speaker: own rows']!.totalCount).toBeLessThan(all);
    expect(figures.c1['filter: year 2024']!.totalCount).toBeLessThan(all);
    expect(figures.calls[10]).toBeGreaterThan(0);
    expect(figures.calls[100]).toBe(figures.calls[10]);
    expect(figures.export.some.rows).toBeGreaterThanOrEqual(1);
    expect(figures.export.year.rows).toBeGreaterThan(0);
    expect(figures.export.yearHeapCapped.rows).toBe(figures.export.year.rows);
  });

  it('times the Email Template List at concurrency 1 and 3, and counts the REST calls of a page, also with the content', () => {
    const figures = result(12).figures as {
      c1: Record<string, { totalCount: number; p95: number; error?: string }>;
      calls: Record<'10' | '100', number>;
      callsWithContent: Record<'10' | '100', number>;
    };
    const cases = Object.entries({ ...figures.c1, ...(result(12).figures[`c${TINY.concurrency}`] as object) });
    expect(cases.length).toBeGreaterThanOrEqual(14);
    for (const [name, f] of cases) {
      expect(f.error, name).toBeUndefined();
      expect(f.p95, name).toBeGreaterThan(0);
    }
    expect(figures.c1['default (name)']!.totalCount).toBeGreaterThan(100);
    expect(figures.c1['filter: one series']!.totalCount).toBeGreaterThanOrEqual(4);
    expect(figures.c1['search: one template']!.totalCount).toBe(1);
    expect(figures.c1['search: no match']!.totalCount).toBe(0);
    expect(figures.calls[100]).toBe(figures.calls[10]);
    expect(figures.callsWithContent[100]).toBe(figures.callsWithContent[10]);
  });

  it('delivers every planned reminder over SMTP exactly once, no minute above the rate limit, and reports the delays', () => {
    const figures = result(13).figures as {
      planned: number;
      busiestMinute: number;
      statuses: Record<string, number>;
      delaySeconds: { p95: number; max: number };
      received: { messages: number; distinct: number; duplicates: number; busiestMinute: number };
    };
    expect(figures.planned).toBe(TINY.mailReminders);
    expect(figures.statuses).toEqual({ sent: TINY.mailReminders });
    expect(figures.received).toMatchObject({ messages: TINY.mailReminders, distinct: TINY.mailReminders, duplicates: 0 });
    expect(figures.busiestMinute).toBeLessThanOrEqual(TINY.mailRatePerMinute);
    expect(figures.received.busiestMinute).toBeLessThanOrEqual(TINY.mailRatePerMinute);
    expect(figures.delaySeconds.p95).toBeGreaterThanOrEqual(0);
    expect(figures.delaySeconds.max).toBeGreaterThanOrEqual(figures.delaySeconds.p95);
  });

  it("times every dashboard's charts and list, a field rep's counting fewer events, and counts a list page's REST calls", () => {
    type Cases = Record<string, { totalCount: number; p95: number; error?: string }>;
    const figures = result(14).figures as {
      charts: Record<string, Cases>;
      lists: Record<string, Cases>;
      calls: Record<'10' | '100', number>;
    };
    const cases = [figures.charts, figures.lists].flatMap((f) => Object.entries({ ...f.c1, ...f[`c${TINY.concurrency}`] }));
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const [name, f] of cases) {
      expect(f.error, name).toBeUndefined();
      expect(f.p95, name).toBeGreaterThan(0);
    }
    const charts = figures.charts.c1!;
    // Five years count more events than this year, the field rep's fewer than the admin's.
    expect(charts['PROGRAM charts: five years']!.totalCount).toBeGreaterThan(charts['PROGRAM charts: this year']!.totalCount);
    expect(charts["PROGRAM charts: a field rep's"]!.totalCount).toBeLessThan(charts['PROGRAM charts: this year']!.totalCount);
    expect(figures.lists.c1!['PROGRAM list: default']!.totalCount).toBeGreaterThan(0);
    expect(figures.calls[100]).toBe(figures.calls[10]);
  });

  it('exports and imports, or says the endpoint is not available', () => {
    const exported = result(4);
    if (!exported.skipped) expect(exported.figures).toMatchObject({ rows: TINY_SIZES[1].events });
    else expect(exported.skipped).toBe('skipped: endpoint not available');
    const imported = result(5);
    if (!imported.skipped) expect(imported.figures).toMatchObject({ created: TINY.importRows });
    else expect(imported.skipped).toBe('skipped: endpoint not available');
  });

  it("splits the BFF's request time into its own time and REST time", () => {
    const { total, rest, own } = result(6).figures as Record<'total' | 'rest' | 'own', { median: number }>;
    expect(rest.median).toBeGreaterThan(0);
    expect(own.median).toBeGreaterThan(0);
    expect(own.median).toBeLessThan(total.median);
  });
});
