import got from 'got';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../__tests__/stack.ts';

/**
 * Role × hidden field × entry point. The seeded hidden fields are: role marketing on event (notes,
 * avRequirements) and role field-rep on speaker (email, phone). Every entry point must answer them
 * null for that role and non-null for admin.
 */

type Row = Record<string, unknown> & { id: string };
type EntryPoint = (token: string) => Promise<Row | undefined>;

const EVENT_FIELDS = 'id internalId title notes avRequirements locationName';
const SPEAKER_FIELDS = 'id internalId lastName email phone';

let stack: Stack;
let tokens: Record<'admin' | 'marketing' | 'field-rep', string>;
let event: { id: string; internalId: number };
let speaker: { id: string; internalId: number; eventInternalId: number };

async function data(query: string, token: string, variables?: Record<string, unknown>) {
  const response = await stack.gql(query, { token, variables });
  expect(response.errors).toBeUndefined();
  return response.data!;
}

/** Grants a role an action on an entity through the REST permission calls (as system admin). */
async function grant(systemAdmin: string, role: string, entity: string, actions: string[]) {
  const rest = got.extend({ prefixUrl: stack.apiUrl, headers: { authorization: `Bearer ${systemAdmin}`, 'x-tenant-id': 'demo' } });
  const options = await rest.get('permissions/options').json<{
    roles: { id: number; role: string }[];
    entities: { id: number; name: string }[];
    permissions: { id: number; name: string }[];
  }>();
  const roleId = options.roles.find((r) => r.role === role)!.id;
  const entityId = options.entities.find((e) => e.name === entity)!.id;
  for (const action of actions) {
    const permissionId = options.permissions.find((p) => p.name === action)!.id;
    await rest.post(`permissions/role/${roleId}/entity/${entityId}/permission/${permissionId}`, { throwHttpErrors: false });
  }
}

beforeAll(async () => {
  stack = await startStack();
  tokens = {
    admin: await stack.signIn('admin@demo.test'),
    marketing: await stack.signIn('marketing@demo.test'),
    'field-rep': await stack.signIn('field-rep@demo.test'),
  };
  // Marketing is read-only on events; let it update and create them so the mutation payloads can be checked.
  await grant(await stack.signIn('system-admin@demo.test'), 'marketing', 'event', ['create', 'update']);

  const page = await data(
    `{ events(first: 100) { edges { node { id internalId notes avRequirements speakers { speaker { id internalId email phone } } } } } }`,
    tokens.admin,
  );
  const nodes = page.events.edges.map((edge: { node: any }) => edge.node);
  event = nodes.find((node: any) => node.notes && node.avRequirements);
  // The speaker's event is one the field rep owns: a field rep reads only their own events (api/src/platform/http/scope.ts).
  const own = await data('{ events(first: 100) { edges { node { internalId } } } }', tokens['field-rep']);
  const ownPage = await data(
    `query($ids: [Int!]) { events(first: 100, filters: { selectedEvents: $ids }) { edges { node {
      internalId speakers { speaker { id internalId email phone } } } } } }`,
    tokens.admin,
    { ids: own.events.edges.map((edge: { node: { internalId: number } }) => edge.node.internalId) },
  );
  const withSpeaker = ownPage.events.edges
    .map((edge: { node: any }) => edge.node)
    .find((node: any) => node.speakers?.some((s: any) => s.speaker?.email && s.speaker?.phone));
  const found = withSpeaker.speakers.find((s: any) => s.speaker?.email && s.speaker?.phone).speaker;
  speaker = { id: found.id, internalId: found.internalId, eventInternalId: withSpeaker.internalId };
  expect(event).toBeDefined();
});
afterAll(() => stack?.close());

const eventEntryPoints: Record<string, EntryPoint> = {
  'events connection': async (token) =>
    (
      await data(
        `query($ids: [Int!]) { events(first: 5, filters: { selectedEvents: $ids }) { edges { node { ${EVENT_FIELDS} } } } }`,
        token,
        {
          ids: [event.internalId],
        },
      )
    ).events.edges.find((edge: { node: Row }) => edge.node.id === event.id)?.node,
  'event(internalId:)': async (token) =>
    (await data(`query($id: Int!) { event(internalId: $id) { ${EVENT_FIELDS} } }`, token, { id: event.internalId })).event,
  'node(id:)': async (token) =>
    (await data(`query($id: ID!) { node(id: $id) { ... on Event { ${EVENT_FIELDS} } } }`, token, { id: event.id })).node,
  'updateEvent payload': async (token) =>
    (
      await data(`mutation($input: UpdateEventInput!) { updateEvent(input: $input) { event { ${EVENT_FIELDS} } } }`, token, {
        input: { id: event.id, locationName: 'Room 101' },
      })
    ).updateEvent.event,
};

const speakerEntryPoints: Record<string, EntryPoint> = {
  'events { speakers { speaker } }': async (token) => {
    const result = await data(
      `query($ids: [Int!]) { events(first: 5, filters: { selectedEvents: $ids }) { edges { node { speakers { speaker { ${SPEAKER_FIELDS} } } } } } }`,
      token,
      { ids: [speaker.eventInternalId] },
    );
    return result.events.edges[0]?.node.speakers.map((s: { speaker: Row }) => s.speaker).find((s: Row) => s?.id === speaker.id);
  },
  'speakers connection': async (token) =>
    (await data(`{ speakers(first: 100) { edges { node { ${SPEAKER_FIELDS} } } } }`, token)).speakers.edges
      .map((edge: { node: Row }) => edge.node)
      .find((node: Row) => node.id === speaker.id),
  'node(id:)': async (token) =>
    (await data(`query($id: ID!) { node(id: $id) { ... on Speaker { ${SPEAKER_FIELDS} } } }`, token, { id: speaker.id })).node,
};

const matrix = [
  { entity: 'event', role: 'marketing' as const, hidden: ['notes', 'avRequirements'], visible: ['title'], entryPoints: eventEntryPoints },
  { entity: 'speaker', role: 'field-rep' as const, hidden: ['email', 'phone'], visible: ['lastName'], entryPoints: speakerEntryPoints },
];

describe.each(matrix)('$entity hidden from $role', ({ role, hidden, visible, entryPoints }) => {
  describe.each(Object.keys(entryPoints))('via %s', (entry) => {
    it.each(hidden)(`${role} gets %s as null, admin gets a value`, async (field) => {
      const asRole = await entryPoints[entry]!(tokens[role]);
      const asAdmin = await entryPoints[entry]!(tokens.admin);
      expect(asRole).toBeDefined();
      expect(asRole![field]).toBeNull();
      expect(asAdmin![field]).not.toBeNull();
      for (const field of visible) expect(asRole![field]).toEqual(asAdmin![field]);
    });
  });
});

describe('createEvent payload', () => {
  it('nulls notes for marketing and keeps it for admin', async () => {
    const create = (token: string, shortName: string) =>
      data(
        `mutation($input: CreateEventInput!) { createEvent(input: $input) { event { ${EVENT_FIELDS} } eventEdge { node { notes } } } }`,
        token,
        {
          input: {
            shortName,
            title: 'Hidden notes',
            startTime: '2027-05-01T15:00:00.000Z',
            endTime: '2027-05-01T16:00:00.000Z',
            zone: 'US/Eastern',
            type: 'VIRTUAL',
            status: 'CONFIRMED',
            notes: 'internal only',
          },
        },
      );
    const asMarketing = (await create(tokens.marketing, 'BFF-HIDE-M')).createEvent;
    const asAdmin = (await create(tokens.admin, 'BFF-HIDE-A')).createEvent;
    expect(asMarketing.event.notes).toBeNull();
    expect(asMarketing.eventEdge.node.notes).toBeNull();
    expect(asAdmin.event.notes).toBe('internal only');
    expect(asMarketing.event.title).toBe('Hidden notes');
  });
});
