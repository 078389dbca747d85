import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../__tests__/stack.ts';
import { MEDIA_TYPES, responseMediaType } from '../graphqlOverHttp.ts';

// GraphQL over HTTP conformance (https://graphql.github.io/graphql-over-http/draft/), against the real
// BFF and REST service. `version { build }` needs no REST call; `__type` takes a variable.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const JSON_TYPE = 'application/json';
const GQL_TYPE = 'application/graphql-response+json';
const QUERY = '{ version { build } }';
const TYPE_QUERY = 'query Type($name: String!) { __type(name: $name) { name } }';

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'PUT';
  accept?: string;
  /** POST body (an object is sent as JSON) or GET search parameters. */
  body?: string | Record<string, unknown>;
  params?: Record<string, string>;
  /** Extra headers; GET gets `apollo-require-preflight` unless `simple`. */
  headers?: Record<string, string>;
  simple?: boolean;
  status: number;
  contentType?: string;
  /** What the JSON answer has: data, or the first error's message (a RegExp) and code. */
  data?: unknown;
  error?: RegExp;
  code?: string;
  allow?: string;
}

const CASES: Case[] = [
  // Media types
  {
    name: 'POST accepting application/json',
    accept: JSON_TYPE,
    body: { query: QUERY },
    status: 200,
    contentType: JSON_TYPE,
    data: { version: { build: expect.any(String) } },
  },
  {
    name: 'POST accepting application/graphql-response+json',
    accept: GQL_TYPE,
    body: { query: QUERY },
    status: 200,
    contentType: GQL_TYPE,
    data: { version: { build: expect.any(String) } },
  },
  { name: 'POST accepting */* answers application/json', accept: '*/*', body: { query: QUERY }, status: 200, contentType: JSON_TYPE },
  {
    name: 'POST without Accept answers application/graphql-response+json (after the 2025 watershed)',
    body: { query: QUERY },
    status: 200,
    contentType: GQL_TYPE,
  },
  {
    name: 'POST preferring graphql-response+json by order',
    accept: `${GQL_TYPE}, ${JSON_TYPE}`,
    body: { query: QUERY },
    status: 200,
    contentType: GQL_TYPE,
  },
  {
    name: 'POST preferring application/json by q',
    accept: `${GQL_TYPE};q=0.5, ${JSON_TYPE}`,
    body: { query: QUERY },
    status: 200,
    contentType: JSON_TYPE,
  },
  { name: 'POST accepting neither media type: 406', accept: 'application/xml', body: { query: QUERY }, status: 406 },
  // Request errors of a well-formed request: 200 for application/json, 400 for graphql-response+json
  {
    name: 'parse error, application/json',
    accept: JSON_TYPE,
    body: { query: '{ version {' },
    status: 200,
    error: /^Syntax Error/,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: 'parse error, graphql-response+json',
    accept: GQL_TYPE,
    body: { query: '{ version {' },
    status: 400,
    error: /^Syntax Error/,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  { name: 'parse error, no Accept', body: { query: '{ version {' }, status: 400, code: 'GRAPHQL_PARSE_FAILED' },
  {
    name: 'validation error, application/json',
    accept: JSON_TYPE,
    body: { query: '{ version { nope } }' },
    status: 200,
    contentType: JSON_TYPE,
    error: /Cannot query field "nope"/,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'validation error, graphql-response+json',
    accept: GQL_TYPE,
    body: { query: '{ version { nope } }' },
    status: 400,
    contentType: GQL_TYPE,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  { name: 'validation error, no Accept', body: { query: '{ version { nope } }' }, status: 400, code: 'GRAPHQL_VALIDATION_FAILED' },
  {
    name: 'operation cannot be determined, application/json',
    accept: JSON_TYPE,
    body: { query: 'query A { version { build } } query B { version { build } }' },
    status: 200,
    error: /operation name/,
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
  {
    name: 'operation cannot be determined, graphql-response+json',
    accept: GQL_TYPE,
    body: { query: 'query A { version { build } } query B { version { build } }' },
    status: 400,
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
  {
    name: 'variable coercion failure, application/json',
    accept: JSON_TYPE,
    body: { query: TYPE_QUERY, variables: { name: 5 } },
    status: 200,
    error: /\$name/,
    code: 'BAD_USER_INPUT',
  },
  {
    name: 'variable coercion failure, graphql-response+json',
    accept: GQL_TYPE,
    body: { query: TYPE_QUERY, variables: { name: 5 } },
    status: 400,
    code: 'BAD_USER_INPUT',
  },
  {
    name: 'a query limit (first above 100), application/json',
    accept: JSON_TYPE,
    body: { query: '{ events(first: 101) { totalCount } }' },
    status: 200,
    error: /at most 100/,
    code: 'BAD_USER_INPUT',
  },
  {
    name: 'operationName picks the operation',
    accept: GQL_TYPE,
    body: { query: 'query A { version { build } } query B { __typename }', operationName: 'B' },
    status: 200,
    data: { __typename: 'Query' },
  },
  // Malformed requests: 400 whatever the media type
  { name: 'bad JSON body', accept: JSON_TYPE, body: '{"query":', status: 400 },
  { name: 'misspelt query parameter', accept: JSON_TYPE, body: { qeury: QUERY }, status: 400, error: /must contain a non-empty `query`/ },
  {
    name: 'variables as an array',
    accept: GQL_TYPE,
    body: { query: TYPE_QUERY, variables: [7] },
    status: 400,
    error: /`variables` in a POST body must be an object/,
  },
  { name: 'query as a number', accept: GQL_TYPE, body: { query: 7 }, status: 400, error: /GraphQL queries must be strings/ },
  // GET: queries with URL-encoded query, variables and operationName; never mutations
  {
    name: 'GET query',
    method: 'GET',
    accept: GQL_TYPE,
    params: { query: QUERY },
    status: 200,
    contentType: GQL_TYPE,
    data: { version: { build: expect.any(String) } },
  },
  {
    name: 'GET with variables and operationName',
    method: 'GET',
    accept: JSON_TYPE,
    params: { query: `${TYPE_QUERY} query Other { __typename }`, variables: JSON.stringify({ name: 'Event' }), operationName: 'Type' },
    status: 200,
    data: { __type: { name: 'Event' } },
  },
  {
    name: 'GET with content-type application/json (not a simple request)',
    method: 'GET',
    simple: true,
    headers: { 'content-type': JSON_TYPE },
    params: { query: QUERY },
    status: 200,
  },
  {
    name: 'GET with x-apollo-operation-name',
    method: 'GET',
    simple: true,
    headers: { 'x-apollo-operation-name': 'V' },
    params: { query: 'query V { version { build } }' },
    status: 200,
  },
  {
    name: 'GET validation error, application/json',
    method: 'GET',
    accept: JSON_TYPE,
    params: { query: '{ nope }' },
    status: 200,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'GET mutation: 405, Allow POST',
    method: 'GET',
    accept: JSON_TYPE,
    params: { query: 'mutation { __typename }' },
    status: 405,
    allow: 'POST',
    error: /GET/,
  },
  {
    name: 'GET variables that are not JSON',
    method: 'GET',
    accept: JSON_TYPE,
    params: { query: TYPE_QUERY, variables: '{name:' },
    status: 400,
    error: /variables search parameter contains invalid JSON/,
  },
  { name: 'GET query given twice', method: 'GET', accept: JSON_TYPE, params: { query: QUERY, 'query ': QUERY }, status: 400 },
  {
    name: 'GET without a preflight header (CSRF: a simple request)',
    method: 'GET',
    simple: true,
    accept: JSON_TYPE,
    params: { query: QUERY },
    status: 400,
    error: /Cross-Site Request Forgery/,
  },
  { name: 'PUT is not GraphQL', method: 'PUT', accept: JSON_TYPE, body: { query: QUERY }, status: 404 },
];

async function send(c: Case) {
  const method = c.method ?? 'POST';
  const headers: Record<string, string> = { ...(c.accept ? { accept: c.accept } : {}), ...c.headers };
  let url = '/graphql';
  if (method === 'GET') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(c.params ?? {})) search.append(key.trim(), value);
    url += `?${search}`;
    if (!c.simple) headers['apollo-require-preflight'] = 'true';
  } else {
    headers['content-type'] = JSON_TYPE;
  }
  const payload = method === 'GET' ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
  return stack.bff.inject({ method, url, headers, payload });
}

describe('GraphQL over HTTP', () => {
  it.each(CASES)('$name → $status', async (c) => {
    const response = await send(c);
    expect(response.statusCode, response.body).toBe(c.status);
    if (c.contentType) expect(response.headers['content-type']).toBe(`${c.contentType}; charset=utf-8`);
    if (c.allow) expect(response.headers.allow).toBe(c.allow);
    if (c.data === undefined && c.error === undefined && c.code === undefined) return;
    const body = response.json();
    if (c.data !== undefined) {
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual(c.data);
    } else {
      // A request error: no data entry at all.
      expect(body).not.toHaveProperty('data');
      if (c.error) expect(body.errors[0].message).toMatch(c.error);
      if (c.code) expect(body.errors[0].extensions.code).toBe(c.code);
    }
  });

  it('tells browsers and proxies never to store an answer (it depends on the session)', async () => {
    for (const c of [CASES[0]!, { name: 'a parse error', accept: JSON_TYPE, body: { query: '{' }, status: 200 }]) {
      const response = await send(c);
      expect(response.headers['cache-control'], c.name).toBe('no-store');
    }
  });

  it('chooses the media type like HTTP content negotiation', () => {
    expect(responseMediaType(undefined)).toBe(MEDIA_TYPES.graphqlResponse);
    expect(responseMediaType('application/*')).toBe(MEDIA_TYPES.json);
    expect(responseMediaType(`${GQL_TYPE}, */*;q=0.1`)).toBe(MEDIA_TYPES.graphqlResponse);
    expect(responseMediaType(`*/*, ${GQL_TYPE}`)).toBe(MEDIA_TYPES.graphqlResponse);
    expect(responseMediaType(`${JSON_TYPE};q=0, */*`)).toBe(MEDIA_TYPES.graphqlResponse);
    expect(responseMediaType('text/html')).toBeNull();
  });
});
