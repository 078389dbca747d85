/**
 * Mixed load through the BFF over HTTP: clients that list, open, create, update and delete events,
 * each remembering what the service acknowledged, so lost writes can be counted afterwards.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { summarize, type Summary } from '../../bench/stats.ts';
import { DEMO_PASSWORD, startStack, type Stack } from '../../../bff/src/__tests__/stack.ts';

const LIST =
  '{ events(first: 20, sortBy: START_TIME, sortDesc: true) { totalCount edges { node { id internalId shortName title status fieldRep { name } topic { name } speakers { speaker { lastName } } } } } }';
const OPEN = 'query($id: Int!) { event(internalId: $id) { id shortName title startTime endTime zone type status notes venue { name } } }';
const CREATE = 'mutation($input: CreateEventInput!) { createEvent(input: $input) { event { id internalId title } } }';
const UPDATE = 'mutation($input: UpdateEventInput!) { updateEvent(input: $input) { event { id title } } }';
const DELETE = 'mutation($input: DeleteEventsInput!) { deleteEvents(input: $input) { deletedIds } }';

export interface LoadResult {
  engine: 'postgres' | 'pglite';
  clients: number;
  seconds: number;
  requests: number;
  errors: string[];
  lostWrites: string[];
  latency: Record<'all' | 'list' | 'open' | 'create' | 'update' | 'delete', Summary>;
}

/** The real stack (PostgreSQL in a fresh database when TEST_DATABASE_URL is set, else PGlite) with the BFF on a port. */
export async function startLoadStack(): Promise<{ stack: Stack; bffUrl: string; close(): Promise<void> }> {
  const stack = await startStack();
  await stack.bff.listen({ port: 0, host: '127.0.0.1' });
  const bffUrl = `http://127.0.0.1:${(stack.bff.server.address() as AddressInfo).port}`;
  return { stack, bffUrl, close: () => stack.close() };
}

export async function runLoad(stack: Stack, bffUrl: string, options: { clients: number; seconds: number }): Promise<LoadResult> {
  const errors: string[] = [];
  const timings: Record<'list' | 'open' | 'create' | 'update' | 'delete', number[]> = {
    list: [],
    open: [],
    create: [],
    update: [],
    delete: [],
  };
  /** Acknowledged state: internal id → last acknowledged title, or null once deleted. */
  const acknowledged = new Map<number, string | null>();

  async function gql(kind: keyof typeof timings, token: string, query: string, variables?: Record<string, unknown>) {
    const started = performance.now();
    const response = await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' },
      body: JSON.stringify({ query, variables }),
    }).catch((error: Error) => error);
    timings[kind].push(performance.now() - started);
    if (response instanceof Error) {
      errors.push(`${kind}: ${response.message}`);
      return null;
    }
    const body = (await response.json().catch(() => ({ errors: [{ message: `HTTP ${response.status}, not JSON` }] }))) as {
      data?: any;
      errors?: unknown;
    };
    if (response.status !== 200 || body.errors) {
      errors.push(`${kind}: ${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 200)}`);
      return null;
    }
    return body.data;
  }

  const signIn = async () => {
    const data = await gql('open', '', 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    return data.login.accessToken as string;
  };
  const tokens: string[] = [];
  for (let i = 0; i < options.clients; i++) tokens.push(await signIn());
  for (const list of Object.values(timings)) list.length = 0;

  const deadline = Date.now() + options.seconds * 1000;
  async function client(n: number, token: string) {
    const own: { id: number; globalId: string }[] = [];
    let seenIds: number[] = [];
    for (let step = 0; Date.now() < deadline; step++) {
      const roll = (n * 7 + step * 13) % 20;
      if (roll < 7) {
        const data = await gql('list', token, LIST);
        if (data) seenIds = data.events.edges.map((e: { node: { internalId: number } }) => e.node.internalId);
      } else if (roll < 12) {
        const id = seenIds[step % Math.max(1, seenIds.length)] ?? 1;
        await gql('open', token, OPEN, { id });
      } else if (roll < 15 || own.length === 0) {
        const title = `Load ${n}-${step}`;
        const start = new Date(Date.UTC(2031, 0, 1) + (n * 1000 + step) * 3_600_000);
        const data = await gql('create', token, CREATE, {
          input: {
            shortName: `LOAD-${n}-${step}`,
            title,
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + 3_600_000).toISOString(),
            zone: 'US/Eastern',
            type: 'VIRTUAL',
            status: 'CONFIRMED',
          },
        });
        if (data) {
          acknowledged.set(data.createEvent.event.internalId, title);
          own.push({ id: data.createEvent.event.internalId, globalId: data.createEvent.event.id });
        }
      } else if (roll < 18) {
        const target = own[step % own.length]!; // own is not empty here (the branch above creates first)
        const title = `Load ${n}-${step} updated`;
        const data = await gql('update', token, UPDATE, { input: { id: target.globalId, title } });
        if (data) acknowledged.set(target.id, title);
      } else {
        const target = own.shift()!;
        const data = await gql('delete', token, DELETE, { input: { ids: [target.globalId] } });
        if (data) acknowledged.set(target.id, null);
        else own.push(target);
      }
    }
  }
  const started = Date.now();
  await Promise.all(tokens.map((token, n) => client(n, token)));
  const seconds = (Date.now() - started) / 1000;

  // Every acknowledged write is in the database afterwards.
  const rows = await stack.api.db.asOwner((tx) =>
    tx.query<{ id: number; title: string }>(sql`select id, title from events where short_name like 'LOAD-%'`),
  );
  const stored = new Map(rows.map((r) => [r.id, r.title]));
  const lostWrites: string[] = [];
  for (const [id, title] of acknowledged) {
    if (title === null && stored.has(id)) lostWrites.push(`event ${id} was deleted but is still there`);
    if (title !== null && stored.get(id) !== title)
      lostWrites.push(`event ${id}: stored ${JSON.stringify(stored.get(id))}, acknowledged ${JSON.stringify(title)}`);
  }
  const all = Object.values(timings).flat();
  return {
    engine: stack.api.db.engine,
    clients: options.clients,
    seconds,
    requests: all.length,
    errors,
    lostWrites,
    latency: {
      all: summarize(all),
      ...Object.fromEntries(Object.entries(timings).map(([kind, values]) => [kind, summarize(values)])),
    } as LoadResult['latency'],
  };
}

/** One line per figure, for the test log and the bench. */
export function describeLoad(result: LoadResult): string {
  const ms = (s: Summary) => `p50 ${s.median} ms, p95 ${s.p95} ms (${s.samples})`;
  return [
    `${result.clients} clients for ${result.seconds.toFixed(1)} s on ${result.engine}: ${result.requests} requests, ` +
      `${(result.requests / result.seconds).toFixed(0)}/s, ${result.errors.length} errors, ${result.lostWrites.length} lost writes`,
    ...Object.entries(result.latency).map(([kind, summary]) => `  ${kind.padEnd(6)} ${ms(summary)}`),
  ].join('\n');
}
