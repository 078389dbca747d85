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
    const restSummary = summarize(await latencies(direct, total, concurrency));
    const bffSummary = summarize(await latencies(bff, total, concurrency));
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
  // CPU time of the service and the BFF per page: steadier than latency on a machine that other work shares.
  const { pids } = stack;
  const cpu = () => (pids ? { api: cpuMsOf(pids.api), bff: cpuMsOf(pids.bff) } : null);
  const cpuBeforeRest = cpu();
  const restRun = await autocannon({
    url: s.apiUrl,
    connections: config.concurrency,
    duration: config.throughputSeconds,
    headers: headers(s),
    requests: restRequests,
  });
  const cpuBeforeBff = cpu();
  const bffRun = await autocannon({
    url: `${s.bffUrl}/graphql`,
    connections: config.concurrency,
    duration: config.throughputSeconds,
    method: 'POST',
    headers: { ...headers(s), 'content-type': 'application/json' },
    body: gqlBody(EVENT_PAGE, { first: ROWS }),
  });
  const cpuAfterBff = cpu();
  const failures = restRun.errors + restRun.non2xx + bffRun.errors + bffRun.non2xx;
  if (failures) throw new Error(`${failures} failed requests during the throughput runs`);
  const restPages = restRun.requests.total / restRun.duration / restRequests.length;
  const bffPages = bffRun.requests.total / bffRun.duration;
  const throughput = {
    restPagesPerSecond: Math.round(restPages * 10) / 10,
    bffPagesPerSecond: Math.round(bffPages * 10) / 10,
    ratio: ratio(bffPages, restPages),
  };
  const perPage = (ms: number, pages: number) => Math.round((ms / pages) * 10) / 10;
  const cpuPerPage =
    cpuBeforeRest && cpuBeforeBff && cpuAfterBff
      ? {
          rest: { api: perPage(cpuBeforeBff.api - cpuBeforeRest.api, restRun.requests.total / restRequests.length) },
          bff: {
            bff: perPage(cpuAfterBff.bff - cpuBeforeBff.bff, bffRun.requests.total),
            api: perPage(cpuAfterBff.api - cpuBeforeBff.api, bffRun.requests.total),
          },
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
