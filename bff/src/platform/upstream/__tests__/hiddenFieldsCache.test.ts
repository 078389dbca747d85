import got from 'got';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../__tests__/stack.ts';
import type { UpstreamHttp } from '../http.ts';
import { createHiddenFieldsCache, createPermissionsApi, type HiddenFields } from '../permissions.ts';

// The BFF keeping each caller's hidden fields a while (HIDDEN_FIELDS_CACHE_SECONDS, 5 s with npm start; here
// 3 s). The seed hides notes and avRequirements of events from marketing.
const CACHE_MS = 3_000;
const PAGE = '{ events(first: 5) { edges { node { internalId title notes } } } }';

type Node = { internalId: number; title: string | null; notes: string | null };

let stack: Stack;
let admin: string;
let systemAdmin: string;
let marketing: string;

beforeAll(async () => {
  stack = await startStack({ hiddenFieldsCacheMs: CACHE_MS });
  admin = await stack.signIn('admin@demo.test');
  systemAdmin = await stack.signIn('system-admin@demo.test');
  marketing = await stack.signIn('marketing@demo.test');
});
afterAll(() => stack?.close());

async function page(token: string, tenant?: string) {
  const { data, errors, upstreamCalls } = await stack.gql<{ events: { edges: { node: Node }[] } }>(PAGE, { token, tenant });
  expect(errors).toBeUndefined();
  return { nodes: data!.events.edges.map((edge) => edge.node), upstreamCalls };
}

/** Sets the event fields hidden from marketing, as an integrator with the system admin's token does (REST, not this BFF). */
const hideFromMarketing = (fields: string[]) =>
  got.put(`${stack.apiUrl}/permissions/entity/event/role/marketing/hidden-fields`, {
    headers: { authorization: `Bearer ${systemAdmin}`, 'x-tenant-id': 'demo' },
    json: { fields },
  });

/** The same through this BFF: Tenant Configuration's Save Hidden Fields. */
const saveHiddenFields = async (fields: string[]) => {
  const { errors } = await stack.gql(
    'mutation($input: SaveEntityHiddenFieldsInput!) { saveEntityHiddenFields(input: $input) { fields } }',
    { token: systemAdmin, variables: { input: { role: 'MARKETING', entity: 'event', fields } } },
  );
  expect(errors).toBeUndefined();
};

describe("the caller's hidden fields kept by the BFF", () => {
  it('are asked once while kept: the next operation makes one REST call less and hides the same fields', async () => {
    const first = await page(marketing);
    const next = await page(marketing);
    expect(next.upstreamCalls).toBe(first.upstreamCalls - 1);
    for (const { nodes } of [first, next]) expect(nodes.every((node) => node.notes === null && node.title !== null)).toBe(true);
  });

  it('are kept per caller: another user has their own', async () => {
    await page(marketing);
    const forAdmin = await page(admin);
    expect(forAdmin.nodes.some((node) => node.notes !== null)).toBe(true);
  });

  it('hide a newly hidden field at once (the service hides it too) and show it again once the time is over', async () => {
    await page(marketing);
    await hideFromMarketing(['notes', 'avRequirements', 'title']);
    expect((await page(marketing)).nodes.every((node) => node.title === null)).toBe(true);
    await hideFromMarketing(['notes', 'avRequirements']);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    expect((await page(marketing)).nodes.every((node) => node.title !== null && node.notes === null)).toBe(true);
  });

  it('are forgotten for the tenant when this BFF saves hidden fields: a field shown again shows on the next operation', async () => {
    await hideFromMarketing(['notes', 'avRequirements', 'title']);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    expect((await page(marketing)).nodes.every((node) => node.title === null)).toBe(true);
    // Acme's marketing is kept: another tenant's save does not touch it.
    const acmeMarketing = await stack.signIn('marketing@acme.test', 'acme');
    const acmeFirst = await page(acmeMarketing, 'acme');
    await saveHiddenFields(['notes', 'avRequirements']);
    // Without forgetting, the kept fields would still hide the title for up to CACHE_MS.
    const shown = await page(marketing);
    expect(shown.nodes.every((node) => node.title !== null && node.notes === null)).toBe(true);
    expect((await page(acmeMarketing, 'acme')).upstreamCalls).toBe(acmeFirst.upstreamCalls - 1);
  });
});

describe('forgetting a tenant while a caller of it is being asked', () => {
  it('answers that caller what the service answered, and the next request asks again', async () => {
    const cache = createHiddenFieldsCache(60_000)!;
    let answer: (fields: HiddenFields) => void = () => {};
    let calls = 0;
    // The HTTP client of one request of tenant demo: its hidden-fields call waits until the test answers it.
    const http = (tenant: string) =>
      ({
        caller: () => JSON.stringify({ 'x-tenant-id': tenant, authorization: 'Bearer same' }),
        get: () => {
          calls += 1;
          return new Promise((resolve) => (answer = resolve));
        },
      }) as unknown as UpstreamHttp;
    const running = createPermissionsApi(http('demo'), cache).hiddenFields('event');
    await new Promise((resolve) => setImmediate(resolve));
    createPermissionsApi(http('demo'), cache).forgetTenant();
    answer({ event: ['notes'] });
    expect(await running).toEqual(['notes']);
    // The next request asks the service again: the answer of the fetch started before the save is not read.
    const next = createPermissionsApi(http('demo'), cache).hiddenFields('event');
    await new Promise((resolve) => setImmediate(resolve));
    answer({});
    expect(await next).toEqual([]);
    expect(calls).toBe(2);
  });
});
