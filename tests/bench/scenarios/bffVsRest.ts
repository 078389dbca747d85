// 1. The event list page (50 rows with speakers, venue, field rep, topic) through the BFF against
// direct REST (page call + batched lookups): latency at concurrency 1 and 10, and throughput
// (10 is `config.concurrency` in the full run).
import autocannon from 'autocannon';
import { gqlBody, headers, rest } from '../client.ts';
import { bffPage, EVENT_PAGE, lookupCalls, restPage } from '../eventPage.ts';
import { PAGE_TENANT, type Scenario } from '../scenario.ts';
import { latencies, line, ratio, summarize } from '../stats.ts';

const ROWS = 50;

export const bffVsRest: Scenario = async ({ config, session }) => {
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
  const restRun = await autocannon({
    url: s.apiUrl,
    connections: config.concurrency,
    duration: config.throughputSeconds,
    headers: headers(s),
    requests: restRequests,
  });
  const bffRun = await autocannon({
    url: `${s.bffUrl}/graphql`,
    connections: config.concurrency,
    duration: config.throughputSeconds,
    method: 'POST',
    headers: { ...headers(s), 'content-type': 'application/json' },
    body: gqlBody(EVENT_PAGE, { first: ROWS }),
  });
  const failures = restRun.errors + restRun.non2xx + bffRun.errors + bffRun.non2xx;
  if (failures) throw new Error(`${failures} failed requests during the throughput runs`);
  const restPages = restRun.requests.total / restRun.duration / restRequests.length;
  const bffPages = bffRun.requests.total / bffRun.duration;
  const throughput = {
    restPagesPerSecond: Math.round(restPages * 10) / 10,
    bffPagesPerSecond: Math.round(bffPages * 10) / 10,
    ratio: ratio(bffPages, restPages),
  };
  lines.push(
    `throughput (autocannon, ${config.concurrency} connections, ${config.throughputSeconds} s): REST ${throughput.restPagesPerSecond} pages/s ` +
      `(${restRequests.length} calls each), BFF ${throughput.bffPagesPerSecond} pages/s, ×${throughput.ratio.toFixed(2)}`,
  );

  const c1 = latency.c1 as { ratioMedian: number };
  const goal = { p50WithinFactor: 1.25, p50Met: c1.ratioMedian <= 1.25, throughputAtLeastHalf: throughput.ratio >= 0.5 };
  lines.push(
    `goal: BFF p50 ≤ 1.25× REST: ${goal.p50Met ? 'met' : 'NOT met'} (×${c1.ratioMedian.toFixed(2)}); ` +
      `throughput ≥ 0.5× REST: ${goal.throughputAtLeastHalf ? 'met' : 'NOT met'} (×${throughput.ratio.toFixed(2)})`,
  );
  return {
    name: `Event list page, ${ROWS} rows: BFF vs direct REST (${PAGE_TENANT})`,
    figures: { rows: ROWS, latency, throughput, goal },
    lines,
  };
};
