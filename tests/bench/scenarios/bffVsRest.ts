// 1. The event list page (50 rows with speakers, venue, field rep, topic) through the BFF against
// direct REST (page call + batched lookups): latency at concurrency 1 and 10, and throughput
// (10 is `config.concurrency` in the full run). With the service and the BFF in processes of their own,
// also the CPU time each spends per page during the throughput runs.
import autocannon from 'autocannon';
import { gqlBody, headers, rest } from '../client.ts';
import { bffPage, EVENT_PAGE, lookupCalls, restPage } from '../eventPage.ts';
import { PAGE_TENANT, type Scenario } from '../scenario.ts';
import { cpuMsOf } from '../stack.ts';
import { latencies, line, ratio, summarize } from '../stats.ts';

const ROWS = 50;
/** REST and BFF runs alternate in this many rounds, so that a change of the machine's load meets both sides alike. */
const ROUNDS = 4;

export const bffVsRest: Scenario = async ({ config, session, stack }) => {
  const s = await session(PAGE_TENANT);
  const bff = () => bffPage(s, { first: ROWS });
  const direct = () => restPage(s, ROWS);
  await bff();
  await direct();

  const lines: string[] = [];
  const latency: Record<string, unknown> = {};
  for (const [concurrency, total] of [
    [1, config.samples],
    [config.concurrency, config.concurrentSamples],
  ] as const) {
    const samples = { rest: [] as number[], bff: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      const count = Math.ceil(total / ROUNDS);
      samples.rest.push(...(await latencies(direct, count, concurrency)));
      samples.bff.push(...(await latencies(bff, count, concurrency)));
    }
    const restSummary = summarize(samples.rest);
    const bffSummary = summarize(samples.bff);
    latency[`c${concurrency}`] = { rest: restSummary, bff: bffSummary, ratioMedian: ratio(bffSummary.median, restSummary.median) };
    lines.push(
      line(`direct REST, concurrency ${concurrency}`, restSummary),
      line(`BFF, concurrency ${concurrency}`, bffSummary, restSummary),
    );
  }

  // Throughput: autocannon, one connection per concurrent client. The REST side replays one page load (page call + lookups) per round.
  const page = await rest<{ results: Parameters<typeof lookupCalls>[0] }>(s, 'events', { page: 1, limit: ROWS, sortBy: 'startTime' });
  const restRequests = [
    { path: `/events?page=1&limit=${ROWS}&sortBy=startTime` },
    ...lookupCalls(page.results).map(([path, ids]) => ({
      path: `/${path}?limit=1000&filters=${encodeURIComponent(JSON.stringify({ ids }))}`,
    })),
  ];
  const runs = {
    rest: {
      url: s.apiUrl,
      headers: headers(s),
      requests: restRequests,
    },
    bff: {
      url: `${s.bffUrl}/graphql`,
      method: 'POST',
      headers: { ...headers(s), 'content-type': 'application/json' },
      body: gqlBody(EVENT_PAGE, { first: ROWS }),
    },
  };
  // CPU time of the service and the BFF per page: steadier than latency on a machine that other work shares.
  const { pids } = stack;
  const cpu = () => (pids ? { api: cpuMsOf(pids.api), bff: cpuMsOf(pids.bff) } : { api: 0, bff: 0 });
  const totals = {
    rest: { requests: 0, seconds: 0, failures: 0, api: 0, bff: 0 },
    bff: { requests: 0, seconds: 0, failures: 0, api: 0, bff: 0 },
  };
  // Two rounds of half the time each, alternating like the latencies.
  for (let round = 0; round < 2; round++) {
    for (const side of ['rest', 'bff'] as const) {
      const before = cpu();
      const run = await autocannon({ ...runs[side], connections: config.concurrency, duration: config.throughputSeconds / 2 });
      const after = cpu();
      const sum = totals[side];
      sum.requests += run.requests.total;
      sum.seconds += run.duration;
      sum.failures += run.errors + run.non2xx;
      sum.api += after.api - before.api;
      sum.bff += after.bff - before.bff;
    }
  }
  const failures = totals.rest.failures + totals.bff.failures;
  if (failures) throw new Error(`${failures} failed requests during the throughput runs`);
  const restPages = totals.rest.requests / restRequests.length;
  const bffPages = totals.bff.requests;
  const throughput = {
    restPagesPerSecond: Math.round((restPages / totals.rest.seconds) * 10) / 10,
    bffPagesPerSecond: Math.round((bffPages / totals.bff.seconds) * 10) / 10,
    ratio: ratio(bffPages / totals.bff.seconds, restPages / totals.rest.seconds),
  };
  const perPage = (ms: number, pages: number) => Math.round((ms / pages) * 10) / 10;
  const cpuPerPage = pids
    ? {
        rest: { api: perPage(totals.rest.api, restPages) },
        bff: { bff: perPage(totals.bff.bff, bffPages), api: perPage(totals.bff.api, bffPages) },
      }
    : null;
  lines.push(
    `throughput (autocannon, ${config.concurrency} connections, ${config.throughputSeconds} s): REST ${throughput.restPagesPerSecond} pages/s ` +
      `(${restRequests.length} calls each), BFF ${throughput.bffPagesPerSecond} pages/s, ×${throughput.ratio.toFixed(2)}`,
  );
  if (cpuPerPage) {
    lines.push(
      `CPU per page during those runs: REST — api ${cpuPerPage.rest.api} ms; BFF — bff ${cpuPerPage.bff.bff} ms + api ${cpuPerPage.bff.api} ms`,
    );
  }

  // Issue 10: the p50 within 1.25× at concurrency 1 and at `config.concurrency`, throughput at least half.
  const ratios = Object.values(latency as Record<string, { ratioMedian: number }>).map((l) => l.ratioMedian);
  const goal = {
    p50WithinFactor: 1.25,
    p50Met: ratios.every((r) => r <= 1.25),
    throughputAtLeastHalf: throughput.ratio >= 0.5,
  };
  lines.push(
    `goal: BFF p50 ≤ 1.25× REST at concurrency 1 and ${config.concurrency}: ${goal.p50Met ? 'met' : 'NOT met'} ` +
      `(${ratios.map((r) => `×${r.toFixed(2)}`).join(', ')}); ` +
      `throughput ≥ 0.5× REST: ${goal.throughputAtLeastHalf ? 'met' : 'NOT met'} (×${throughput.ratio.toFixed(2)})`,
  );
  return {
    name: `Event list page, ${ROWS} rows: BFF vs direct REST (${PAGE_TENANT})`,
    figures: { rows: ROWS, latency, throughput, cpuPerPage, goal },
    lines,
  };
};
