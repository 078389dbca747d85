import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff } from '../../server.ts';
import { STARTING_MESSAGE } from '../readiness.ts';

// No REST service behind this BFF: it stays "starting" (platform/readiness.ts), so an operation that passes
// every limit answers 503 'Hive is starting' without any REST call, and a refusal shows by its message.
let bff: FastifyInstance;
beforeAll(async () => {
  bff = await createBff({ apiUrl: 'http://127.0.0.1:1' });
});
afterAll(() => bff?.close());

async function post(query: string, variables?: Record<string, unknown>) {
  const response = await bff.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  const body = response.json();
  return { status: response.statusCode, body, calls: Number(response.headers['x-upstream-calls']) };
}

/** Every operation the web app sends: the text of each Relay request artifact. */
const GENERATED = new URL('../../../../web/src/__generated__/', import.meta.url);
const webOperations = readdirSync(GENERATED).flatMap((file) => {
  const text = /\n {4}"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(new URL(file, GENERATED), 'utf8'))?.[1];
  return text ? [[file.replace('.graphql.ts', ''), JSON.parse(text) as string] as const] : [];
});

const nested = (depth: number): string => (depth === 0 ? 'name' : `name ofType { ${nested(depth - 1)} }`);

describe('query limits', () => {
  it('answers a document that does not parse with 400 GRAPHQL_PARSE_FAILED, never a 5xx', async () => {
    for (const query of ['{ version {', 'query {', '}{', 'mutation { login(input: { email: "a" ']) {
      const { status, body, calls } = await post(query);
      expect(status, query).toBe(400);
      expect(body.errors[0].message).toMatch(/^Syntax Error:/);
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(calls).toBe(0);
    }
  });

  it('refuses a document of more than 5,000 tokens with 400 before any REST call', async () => {
    // Valid in every other way: only the token limit refuses it.
    const { status, body, calls } = await post(`{ nodes(ids: [${'"x" '.repeat(5_001)}]) { id } }`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      message: 'Syntax Error: Token limit of 5000 exceeded.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(calls).toBe(0);
  });

  it('refuses a query deeper than 12 levels before any REST call', async () => {
    const { body, calls } = await post(`{ __type(name: "Event") { fields { type { ${nested(12)} } } } currentTenant { id } }`);
    expect(body.errors[0].message).toMatch(/depth/i);
    expect(body.data).toBeUndefined();
    expect(calls).toBe(0);
    expect(body.extensions.upstreamCalls).toBe(0);
  });

  it('refuses more than 30 aliases before any REST call', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `t${i}: currentTenant { id }`).join(' ');
    const { body, calls } = await post(`{ ${aliases} }`);
    expect(body.errors[0].message).toMatch(/aliases/i);
    expect(calls).toBe(0);
  });

  it('refuses first: 101 before any REST call', async () => {
    const { body, calls } = await post('{ events(first: 101) { totalCount } }');
    expect(body.errors[0]).toMatchObject({ message: '`first` must be at most 100', extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls).toBe(0);
  });

  it("reads `first` from each request's variables, also when the same query text comes again", async () => {
    const query = 'query Page($first: Int) { events(first: $first) { totalCount } }';
    expect((await post(query, { first: 50 })).body.errors[0].message).toBe(STARTING_MESSAGE);
    const { body, calls } = await post(query, { first: 101 });
    expect(body.errors[0]).toMatchObject({ message: '`first` must be at most 100', extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls).toBe(0);
    expect((await post(query, { first: 100 })).body.errors[0].message).toBe(STARTING_MESSAGE);
  });

  it('does not suggest field names outside development', async () => {
    const { body } = await post('{ evnts { totalCount } }');
    expect(body.errors[0].message).not.toContain('Did you mean');
  });

  it('lets an operation within every limit through to the readiness check: 503 "Hive is starting" without a stack', async () => {
    // The REST service never answered, so the BFF is still starting (platform/readiness.ts); an outage after
    // the start ('Network error' per field) is covered by tests/integration/upstreamFaults.test.ts.
    const { status, body } = await post('{ currentTenant { id } }');
    expect(status).toBe(503);
    expect(body.errors).toEqual([{ message: STARTING_MESSAGE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]);
  });

  it("passes every operation of the web app through every limit (a screen's query is never refused as too big)", async () => {
    expect(webOperations.length).toBeGreaterThan(50);
    for (const [name, query] of webOperations) {
      const { status, body } = await post(query);
      expect(body.errors?.[0]?.message, name).toBe(STARTING_MESSAGE);
      expect(status, name).toBe(503);
    }
  });
});
