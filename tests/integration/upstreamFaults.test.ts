import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUT_MS } from '../../bff/src/platform/upstream/http.ts';
import { startStack, type GqlResponse, type Stack } from '../../bff/src/__tests__/stack.ts';
import { startFaultProxy, type FaultMode, type FaultProxy } from './support/faultProxy.ts';

// A proxy of our own between the BFF and the api injects the faults.
let stack: Stack;
let proxy: FaultProxy;
let token: string;
beforeAll(async () => {
  stack = await startStack({ upstreamUrl: async (apiUrl) => (proxy = await startFaultProxy(apiUrl)).url });
  token = await stack.signIn('admin@demo.test');
});
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

/** `version.build` needs no REST call; everything else does. */
const PAGE = '{ version { build serverHash } currentTenant { name } events(first: 2) { totalCount edges { node { shortName } } } }';
/** The most a read may take: two attempts (one retry) of the REST timeout, got's back-off, room for a busy machine. */
const BUDGET_MS = 2 * TIMEOUT_MS + 4_000;

async function timed(query: string, variables?: Record<string, unknown>): Promise<{ response: GqlResponse; ms: number }> {
  const started = Date.now();
  const response = await stack.gql(query, { token, tenant: 'demo', variables });
  return { response, ms: Date.now() - started };
}

function expectPartial(response: GqlResponse, code: string, message: string) {
  expect(response.status).toBe(200);
  expect(response.data!.version.build).toEqual(expect.any(String));
  expect(response.data!.version.serverHash).toBeNull();
  expect(response.data!.events).toBeNull();
  const failed = response.errors!.map((e) => e.path!.join('.')).sort();
  expect(failed).toEqual(['currentTenant', 'events', 'version.serverHash']);
  for (const error of response.errors!) expect(error).toMatchObject({ message, extensions: { code } });
}

describe('upstream faults: the api stopped, hanging or failing', () => {
  const faults: [FaultMode, string, string][] = [
    ['down', 'UPSTREAM_UNAVAILABLE', 'Network error'],
    ['error500', 'INTERNAL_SERVER_ERROR', 'Internal server error'],
    ['hang', 'UPSTREAM_UNAVAILABLE', 'Network error'],
  ];
  it.each(faults)(
    'answers within the time budget with partial data when the api is %s, and recovers by itself',
    async (mode, code, message) => {
      await proxy.setMode(mode);
      const failing = await timed(PAGE);
      expect(failing.ms).toBeLessThan(BUDGET_MS);
      expectPartial(failing.response, code, message);

      await proxy.setMode('pass');
      const recovered = await timed(PAGE);
      expect(recovered.response.errors).toBeUndefined();
      expect(recovered.response.data!.events.totalCount).toBeGreaterThan(0);
      expect(recovered.response.data!.version.serverHash).toEqual(expect.any(String));
    },
    3 * BUDGET_MS,
  );

  it('retries a read once, and never a write: a create whose answer is lost is applied once', async () => {
    await proxy.setMode('dropResponse');
    const from = proxy.requests.length;
    const read = await timed('{ events(first: 1) { totalCount } }');
    expect(read.response.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    const create = await timed(`mutation($input: CreateEventInput!) { createEvent(input: $input) { event { id } } }`, {
      input: {
        shortName: 'LOST-ANSWER',
        title: 'Lost answer',
        startTime: '2030-01-01T10:00:00Z',
        endTime: '2030-01-01T11:00:00Z',
        zone: 'US/Eastern',
        type: 'LIVE',
        status: 'CONFIRMED',
      },
    });
    await proxy.setMode('pass');
    expect(create.response.errors?.[0]).toMatchObject({ message: 'Network error', extensions: { code: 'UPSTREAM_UNAVAILABLE' } });

    const calls = proxy.requests.slice(from).map((r) => `${r.method} ${r.path.split('?')[0]}`);
    expect(calls.filter((c) => c === 'GET /events')).toHaveLength(2);
    expect(calls.filter((c) => c === 'POST /events')).toHaveLength(1);
    const rows = await stack.api.db.asOwner((tx) => tx.query(sql`select id from events where short_name = 'LOST-ANSWER'`));
    expect(rows).toHaveLength(1);
  });
});
