import got from 'got';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../__tests__/stack.ts';

// The BFF keeping each caller's hidden fields a while (HIDDEN_FIELDS_CACHE_SECONDS, 5 s with npm start; here
// 3 s). The seed hides notes and avRequirements of events from marketing.
const CACHE_MS = 3_000;
const PAGE = '{ events(first: 5) { edges { node { internalId title notes } } } }';

type Node = { internalId: number; title: string | null; notes: string | null };

let stack: Stack;
let admin: string;
let marketing: string;

beforeAll(async () => {
  stack = await startStack({ hiddenFieldsCacheMs: CACHE_MS });
  admin = await stack.signIn('admin@demo.test');
  marketing = await stack.signIn('marketing@demo.test');
});
afterAll(() => stack?.close());

async function page(token: string) {
  const { data, errors, upstreamCalls } = await stack.gql<{ events: { edges: { node: Node }[] } }>(PAGE, { token });
  expect(errors).toBeUndefined();
  return { nodes: data!.events.edges.map((edge) => edge.node), upstreamCalls };
}

/** Sets the event fields hidden from marketing, as an administrator does (REST). */
const hideFromMarketing = (fields: string[]) =>
  got.put(`${stack.apiUrl}/permissions/entity/event/role/marketing/hidden-fields`, {
    headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo' },
    json: { fields },
  });

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
});
