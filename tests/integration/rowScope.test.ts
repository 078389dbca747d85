import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { toGlobalId } from 'graphql-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../api/src/platform/auth/model.ts';
import { intArray } from '../../api/src/platform/db/client.ts';
import type { RegisteredRoute } from '../../api/src/platform/http/route.ts';
import { rowScopeOf } from '../../api/src/platform/http/scope.ts';
import { startStack, type Stack } from '../../bff/src/__tests__/stack.ts';
import { granted } from './support/routes.ts';

// Row scope (api/src/platform/http/scope.ts): a speaker reaches the events they speak at, a field rep the
// events they own — decided by who they are, never by a header. For every role with a scope, every
// REST GET route that reads events (from the route table) and the GraphQL entry points answer only
// rows in scope, with and without each product header, and when an admin impersonates the speaker.
const TENANT = 'demo';
const PRODUCTS = [undefined, 'hive', 'speaker-portal', 'dashboard', 'event-management'];
const scopedRoles = ROLES.filter((role) => rowScopeOf({ role, speakerId: 1, fieldRepId: 1 }).events !== null);

interface Caller {
  label: string;
  role: Role;
  token: string;
  headers: Record<string, string>;
  inScope: Set<number>;
  shortNames: Set<string>;
}

let stack: Stack;
const callers: Caller[] = [];
let outOfScope: Map<string, number>;
let shortNameOf: Map<number, string>;

beforeAll(async () => {
  stack = await startStack();
  const owner = <T>(query: ReturnType<typeof sql>) => stack.api.db.asOwner((tx) => tx.query<T>(query));
  const events = await owner<{ id: number; short_name: string }>(sql`select id, short_name from events where tenant_id = ${TENANT}`);
  shortNameOf = new Map(events.map((e) => [e.id, e.short_name]));
  const admin = await stack.signIn(`admin@${TENANT}.test`);
  for (const role of scopedRoles) {
    const email = `${role}@${TENANT}.test`;
    const [user] = await owner<{ speaker_id: number | null; field_rep_id: number | null }>(
      sql`select speaker_id, field_rep_id from users where tenant_id = ${TENANT} and email = ${email}`,
    );
    const ids =
      role === 'speaker'
        ? await owner<{ id: number }>(sql`select event_id as id from event_speakers where speaker_id = ${user!.speaker_id}`)
        : await owner<{ id: number }>(sql`select id from events where field_rep_id = ${user!.field_rep_id}`);
    const inScope = new Set(ids.map((r) => r.id));
    expect(inScope.size, `${role} has events in scope`).toBeGreaterThan(0);
    expect(inScope.size, `${role} does not reach every event`).toBeLessThan(events.length);
    const token = await stack.signIn(email);
    const shortNames = new Set([...inScope].map((id) => shortNameOf.get(id)!));
    for (const product of PRODUCTS) {
      const headers: Record<string, string> = product ? { 'x-product': product } : {};
      callers.push({ label: `${role} x-product=${product ?? '-'}`, role, token, headers, inScope, shortNames });
      if (role === 'speaker') {
        callers.push({
          label: `admin impersonating the speaker x-product=${product ?? '-'}`,
          role,
          token: admin,
          inScope,
          shortNames,
          headers: { ...headers, 'x-impersonate-speaker-id': String(user!.speaker_id) },
        });
      }
    }
  }
  // An event out of every scope, one with a survey (for the QR PDF) and one with speakers (event-speakers).
  const everyScope = new Set(callers.flatMap((c) => [...c.inScope]));
  const [plain] = events.filter((e) => !everyScope.has(e.id));
  const [survey] = await owner<{ id: number }>(sql`select e.id from events e join event_survey_templates t on t.event_id = e.id
    where e.tenant_id = ${TENANT} and e.survey and e.id <> all(${intArray([...everyScope])}) limit 1`);
  outOfScope = new Map([
    ['event', plain!.id],
    ['survey', survey!.id],
  ]);
});
afterAll(() => stack?.close());

const rest = (caller: Caller, path: string) =>
  fetch(`${stack.apiUrl}${path}`, {
    headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${caller.token}`, ...caller.headers },
  });

/** What each event-reading GET route must answer out of scope; a new route under /events fails until it is added here. */
const EVENT_ROUTES: Record<string, (caller: Caller) => Promise<string[]>> = {
  '/events': async (caller) => {
    const body = (await (await rest(caller, '/events?limit=-1')).json()) as { results: { id: number }[]; count: number };
    const ids = body.results.map((e: { id: number }) => e.id);
    return ids
      .filter((id: number) => !caller.inScope.has(id))
      .map((id: number) => `lists event ${id}`)
      .concat(body.count === caller.inScope.size ? [] : [`counts ${body.count}, in scope ${caller.inScope.size}`]);
  },
  '/events/:id': async (caller) => {
    const outside = await rest(caller, `/events/${outOfScope.get('event')}`);
    const inside = await rest(caller, `/events/${[...caller.inScope][0]}`);
    return [
      ...(outside.status === 404 ? [] : [`reads event out of scope: ${outside.status}`]),
      ...(inside.status === 200 ? [] : [`cannot read its own event: ${inside.status}`]),
    ];
  },
  '/events/used-event-statuses': async (caller) => {
    const statuses = (await (await rest(caller, '/events/used-event-statuses')).json()) as string[];
    const own = await stack.api.db.asOwner((tx) =>
      tx.query<{ status: string }>(sql`select distinct status from events where id = any(${intArray([...caller.inScope])})`),
    );
    const allowed = new Set(own.map((r) => r.status));
    return statuses.filter((s) => !allowed.has(s)).map((s) => `names status ${s} of events out of scope`);
  },
  '/events/event-speakers/:eventId/:speakerId': async (caller) => {
    const id = outOfScope.get('event')!;
    const [link] = await stack.api.db.asOwner((tx) =>
      tx.query<{ speaker_id: number }>(sql`select speaker_id from event_speakers where event_id = ${id} limit 1`),
    );
    const response = await rest(caller, `/events/event-speakers/${id}/${link!.speaker_id}`);
    return response.status === 404 ? [] : [`reads a speaker link of an event out of scope: ${response.status}`];
  },
  '/events/export': async (caller) => {
    const response = await rest(caller, '/events/export');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const names: string[] = [];
    workbook.getWorksheet('Events')!.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(1).value));
    });
    return names
      .filter((name) => !caller.shortNames.has(name))
      .map((name) => `exports event ${name}`)
      .concat(names.length === caller.inScope.size ? [] : [`exports ${names.length} rows, in scope ${caller.inScope.size}`]);
  },
  '/events/qr.pdf': async (caller) => {
    const response = await rest(caller, `/events/qr.pdf?ids=${outOfScope.get('survey')}`);
    return response.status === 404 ? [] : [`prints the QR code of an event out of scope: ${response.status}`];
  },
};

describe('row scope: speakers and field reps reach only their own rows', () => {
  it('covers every scoped role and every REST GET route that reads events', () => {
    expect(scopedRoles.sort()).toEqual(['field-rep', 'speaker']);
    const eventRoutes = stack.api.routes.filter((r: RegisteredRoute) => r.method === 'GET' && r.url.startsWith('/events'));
    expect(eventRoutes.map((r) => r.url).sort()).toEqual(Object.keys(EVENT_ROUTES).sort());
  });

  it('answers only rows in scope through the REST service, whatever the headers', async () => {
    const failures: string[] = [];
    for (const caller of callers) {
      for (const route of stack.api.routes.filter((r) => r.method === 'GET' && EVENT_ROUTES[r.url])) {
        if (!granted(caller.role, route)) continue;
        for (const failure of await EVENT_ROUTES[route.url]!(caller)) failures.push(`${caller.label} GET ${route.url}: ${failure}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);

  it('answers only rows in scope through GraphQL: the list, node(id:), event(internalId:)', async () => {
    const failures: string[] = [];
    const outside = outOfScope.get('event')!;
    for (const caller of callers) {
      const { data, errors } = await stack.gql<{
        events: { totalCount: number; edges: { node: { internalId: number } }[] };
        node: { id: string } | null;
        event: { id: string } | null;
      }>(
        `query($id: ID!, $internal: Int!) {
          events(first: 100) { totalCount edges { node { internalId } } }
          node(id: $id) { id } event(internalId: $internal) { id }
        }`,
        {
          token: caller.token,
          tenant: TENANT,
          headers: caller.headers,
          variables: { id: toGlobalId('Event', String(outside)), internal: outside },
        },
      );
      if (!data?.events) {
        failures.push(`${caller.label}: ${JSON.stringify(errors)}`);
        continue;
      }
      if (data.events.totalCount !== caller.inScope.size)
        failures.push(`${caller.label}: totalCount ${data.events.totalCount}, in scope ${caller.inScope.size}`);
      for (const { node } of data.events.edges)
        if (!caller.inScope.has(node.internalId)) failures.push(`${caller.label}: lists event ${node.internalId}`);
      if (data.node) failures.push(`${caller.label}: node(id:) reads event ${outside}`);
      if (data.event) failures.push(`${caller.label}: event(internalId:) reads event ${outside}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);

  it('lets a speaker read only themselves and the co-speakers of their events', async () => {
    const speakers = callers.filter((c) => c.role === 'speaker' && !c.headers['x-impersonate-speaker-id']);
    const [caller] = speakers;
    const allowed = new Set(
      (
        await stack.api.db.asOwner((tx) =>
          tx.query<{ id: number }>(sql`select distinct es.speaker_id as id
      from event_speakers es where es.event_id = any(${intArray([...caller!.inScope])})`),
        )
      ).map((r) => r.id),
    );
    const [stranger] = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number }>(sql`select id from speakers where tenant_id = ${TENANT} and id <> all(${intArray([...allowed])}) limit 1`),
    );
    for (const c of speakers) {
      const list = (await (await rest(c, '/speakers?limit=-1')).json()) as { results: { id: number }[] };
      expect(
        list.results.map((s: { id: number }) => s.id).every((id: number) => allowed.has(id)),
        c.label,
      ).toBe(true);
      // A speaker reaches only their own speaker record by id (spec 001 §6): another id is refused, not hidden.
      expect((await rest(c, `/speakers/${stranger!.id}`)).status, c.label).toBe(403);
      // Their custom profile, attachments and liaison alike (areas/speakerProfile).
      for (const path of ['/custom-profile/speaker/:id', '/custom-profile/speaker/:id/attachments', '/custom-profile/:id/liaison'])
        expect((await rest(c, path.replace(':id', String(stranger!.id)))).status, `${c.label} ${path}`).toBe(403);
    }
  });
});
