import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../bff/src/platform/limits.ts';
import { startStack, type GqlResponse, type Stack } from '../../bff/src/__tests__/stack.ts';
import { startFaultProxy, type FaultProxy } from './support/faultProxy.ts';
import { schema, selection, type SlotValues } from './support/operations.ts';
import { tenantValues } from './support/tenantValues.ts';

let stack: Stack;
let proxy: FaultProxy;
let admin: SlotValues & { token: string };
beforeAll(async () => {
  stack = await startStack({ upstreamUrl: async (apiUrl) => (proxy = await startFaultProxy(apiUrl)).url });
  admin = await tenantValues(stack, 'demo');
});
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

/** Runs a query as the demo admin; answers the response and the requests the api received meanwhile. */
async function run(query: string, variables?: Record<string, unknown>): Promise<{ response: GqlResponse; apiCalls: number }> {
  const before = proxy.requests.length;
  const response = await stack.gql(query, { token: admin.token, tenant: 'demo', variables });
  return { response, apiCalls: proxy.requests.length - before };
}

/** A field that needs REST calls, so a refused operation is told apart from one that made none anyway. */
const PAID = 'viewer { email } usedEventStatuses';
const nested = (depth: number): string => (depth === 0 ? 'name' : `name ofType { ${nested(depth - 1)} }`);
const eventsPage = `events(first: 100) ${selection(schema.getType('EventConnection')!, {} as SlotValues)}`;

const REFUSED: [string, string, RegExp][] = [
  ['deeper than the limit', `{ ${PAID} __type(name: "Event") { fields { type { ${nested(QUERY_LIMITS.maxDepth)} } } } }`, /depth/i],
  [
    'with too many aliases',
    `{ ${PAID} ${Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: version { build }`).join(' ')} }`,
    /alias/i,
  ],
  ['above the cost limit', `{ ${PAID} a: ${eventsPage} b: ${eventsPage} c: ${eventsPage} }`, /cost/i],
  ['asking first above 100', `{ ${PAID} events(first: 101) { totalCount } }`, /`first` must be at most 100/],
];

describe('query limits, on the real stack', () => {
  it.each(REFUSED)('refuses a query %s before any REST call', async (_label, query, message) => {
    const { response, apiCalls } = await run(query);
    expect(response.errors?.[0]?.message).toMatch(message);
    expect(response.data ?? null).toBeNull();
    expect(response.upstreamCalls).toBe(0);
    expect(response.headers['x-upstream-calls']).toBe('0');
    expect(apiCalls).toBe(0);
  });

  it('refuses first above 100 given as a variable, before any REST call', async () => {
    const { response, apiCalls } = await run(`query($n: Int) { ${PAID} speakers(first: $n) { totalCount } }`, { n: 500 });
    expect(response.errors?.[0]?.message).toMatch(/`first` must be at most 100/);
    expect(apiCalls).toBe(0);
  });

  it('answers a query just inside every limit', async () => {
    const { response, apiCalls } = await run(`{ ${PAID} ${eventsPage} }`);
    expect(response.errors).toBeUndefined();
    expect(response.data!.events.edges).toHaveLength(100);
    expect(apiCalls).toBeGreaterThan(0);
  });

  it('does not suggest field or argument names outside development', async () => {
    for (const query of ['{ evnts { totalCount } }', '{ events(frist: 1) { totalCount } }', '{ viewer { emial } }']) {
      const { response } = await run(query);
      expect(response.errors?.length).toBeGreaterThan(0);
      for (const error of response.errors!) expect(error.message).not.toMatch(/did you mean/i);
    }
  });

  it('answers errors without stack traces, SQL text or host names', async () => {
    const apiHost = new URL(stack.apiUrl);
    const forbidden = [
      /\bat .+:\d+:\d+/,
      /\.ts\b/,
      /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b/i,
      /\bpglite\b|\bpostgres/i,
      new RegExp(`${apiHost.port}|${proxy.url.split(':').pop()}`),
      /127\.0\.0\.1|localhost/,
      new RegExp(hostname().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    ];
    const answers: GqlResponse[] = [];
    // Bad input refused by the service, by the database, by GraphQL; a missing row; a syntax error.
    answers.push(
      (
        await run(
          'mutation { createEvent(input: { shortName: "a/b", title: "", startTime: "2030-01-01T10:00:00Z", endTime: "2029-01-01T10:00:00Z", zone: "Mars/Base", type: LIVE, status: CONFIRMED }) { event { id } } }',
        )
      ).response,
    );
    answers.push(
      (
        await run(
          'mutation { createEvent(input: { shortName: "x", title: "x", startTime: "2030-01-01T10:00:00Z", endTime: "2030-01-01T11:00:00Z", zone: "US/Eastern", type: LIVE, status: CONFIRMED, topicId: 2147483647 }) { event { id } } }',
        )
      ).response,
    );
    answers.push((await run('mutation { updateEvent(input: { id: "RXZlbnQ6OTk5OTk5OTk5OTk5OTk=" }) { event { id } } }')).response);
    answers.push((await run('{ events(first: 1, filters: { period: { from: "2030-13-45" } }) { totalCount } }')).response);
    answers.push((await run('{ event(internalId: 999999) { id } }')).response);
    answers.push((await run('{ events(first: 1 { totalCount } }')).response);
    // The service failing: masked as an internal error.
    await proxy.setMode('error500');
    answers.push((await run('{ events(first: 1) { totalCount } }')).response);
    await proxy.setMode('pass');
    const errors = answers.flatMap((a) => a.errors ?? []);
    expect(errors.length).toBeGreaterThanOrEqual(5);
    for (const error of errors) {
      const text = JSON.stringify(error);
      expect(error.extensions.stacktrace, text).toBeUndefined();
      for (const pattern of forbidden) expect(text, `${pattern}`).not.toMatch(pattern);
    }
  });
});
