import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const CREATE = `
  mutation Create($input: CreateEventInput!) {
    createEvent(input: $input) {
      event { id internalId shortName title startTime endTime zone type status notes mealType }
      eventEdge { cursor node { id } }
    }
  }`;
const UPDATE = `
  mutation Update($input: UpdateEventInput!) {
    updateEvent(input: $input) { event { id title notes status type startTime zone } }
  }`;
const DELETE = `mutation Delete($input: DeleteEventsInput!) { deleteEvents(input: $input) { deletedIds } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { id ... on Event { title } } }`;

const newEvent = (shortName: string) => ({
  shortName,
  title: 'Cardiology Update',
  startTime: '2027-03-01T15:00:00.000Z',
  endTime: '2027-03-01T17:00:00.000Z',
  zone: 'US/Central',
  type: 'LIVE',
  status: 'IN_PROGRESS',
  notes: 'Bring slides',
  mealType: 'LIGHT_REFRESHMENTS',
});

type Created = { createEvent: { event: Record<string, any>; eventEdge: { node: { id: string } } } };

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
});
afterAll(() => stack?.close());

describe('event mutations', () => {
  it('creates an event and answers it with enum values and ISO dates, also as an edge', async () => {
    const { data, errors } = await stack.gql<Created>(CREATE, { token: admin, variables: { input: newEvent('BFF-CREATE-1') } });
    expect(errors).toBeUndefined();
    expect(data!.createEvent.event).toMatchObject({
      shortName: 'BFF-CREATE-1',
      startTime: '2027-03-01T15:00:00.000Z',
      type: 'LIVE',
      status: 'IN_PROGRESS',
      mealType: 'LIGHT_REFRESHMENTS',
    });
    expect(data!.createEvent.eventEdge.node.id).toBe(data!.createEvent.event.id);
    const fetched = await stack.gql(NODE, { token: admin, variables: { id: data!.createEvent.event.id } });
    expect(fetched.data!.node).toEqual({ id: data!.createEvent.event.id, title: 'Cardiology Update' });
  });

  it('takes null for an unset list or switch on create (the api reads them as absent)', async () => {
    const input = { ...newEvent('BFF-CREATE-NULLS'), speakerIds: null, surveyTemplates: null, survey: null, registrationPage: null };
    const { data, errors } = await stack.gql<Created>(CREATE, { token: admin, variables: { input } });
    expect(errors).toBeUndefined();
    expect(data!.createEvent.event.shortName).toBe('BFF-CREATE-NULLS');
  });

  it('updates only the fields sent and leaves the others as they were', async () => {
    const created = await stack.gql<Created>(CREATE, { token: admin, variables: { input: newEvent('BFF-UPDATE-1') } });
    const id = created.data!.createEvent.event.id;
    const { data, errors } = await stack.gql(UPDATE, { token: admin, variables: { input: { id, title: 'Renamed', status: 'CONFIRMED' } } });
    expect(errors).toBeUndefined();
    expect(data!.updateEvent.event).toMatchObject({
      id,
      title: 'Renamed',
      status: 'CONFIRMED',
      notes: 'Bring slides',
      type: 'LIVE',
      startTime: '2027-03-01T15:00:00.000Z',
      zone: 'US/Central',
    });
  });

  it('stores a location type and answers it; an update changes it', async () => {
    const { data, errors } = await stack.gql<Created>(CREATE.replace('mealType }', 'mealType locationType }'), {
      token: admin,
      variables: { input: { ...newEvent('BFF-LOC-1'), locationType: 'OUT_OF_OFFICE' } },
    });
    expect(errors).toBeUndefined();
    expect(data!.createEvent.event.locationType).toBe('OUT_OF_OFFICE');
    const updated = await stack.gql(UPDATE.replace('zone }', 'zone locationType }'), {
      token: admin,
      variables: { input: { id: data!.createEvent.event.id, locationType: 'IN_VENUE' } },
    });
    expect(updated.data!.updateEvent.event.locationType).toBe('IN_VENUE');
  });

  it("answers a refused input with the service's text and, in extensions.fields, the text per field", async () => {
    const { data, errors } = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { ...newEvent('BFF-LONG'), title: 'x'.repeat(301) } },
    });
    expect(data?.createEvent ?? null).toBeNull();
    expect(errors![0]).toMatchObject({
      message: 'Program Name must be at most 300 characters',
      extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { title: 'Program Name must be at most 300 characters' } },
    });
  });

  it('deletes events all or nothing', async () => {
    const a = await stack.gql<Created>(CREATE, { token: admin, variables: { input: newEvent('BFF-DEL-A') } });
    const b = await stack.gql<Created>(CREATE, { token: admin, variables: { input: newEvent('BFF-DEL-B') } });
    const ids = [a.data!.createEvent.event.id, b.data!.createEvent.event.id];

    const missing = Buffer.from('Event:99999999').toString('base64');
    const refused = await stack.gql(DELETE, { token: admin, variables: { input: { ids: [ids[0], missing] } } });
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await stack.gql(NODE, { token: admin, variables: { id: ids[0] } })).data!.node).not.toBeNull();

    const { data } = await stack.gql(DELETE, { token: admin, variables: { input: { ids } } });
    expect(data!.deleteEvents.deletedIds).toEqual(ids);
    const gone = await stack.gql(NODE, { token: admin, variables: { id: ids[0] } });
    expect(gone.data!.node).toBeNull();
    expect(gone.errors).toBeUndefined();
  });

  it('answers a denied action as FORBIDDEN with the service message', async () => {
    const marketing = await stack.signIn('marketing@demo.test');
    const { data, errors } = await stack.gql(CREATE, { token: marketing, variables: { input: newEvent('BFF-DENIED') } });
    expect(data?.createEvent).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: 'You do not have permission to create event', extensions: { code: 'FORBIDDEN' } });
  });

  it('answers bad input as BAD_USER_INPUT with the service message naming the field', async () => {
    const { errors } = await stack.gql(CREATE, { token: admin, variables: { input: { ...newEvent('BFF-BAD'), title: '' } } });
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toContain('Program Name is required');
  });

  it('refuses an id of another type as BAD_USER_INPUT without calling the service', async () => {
    const fieldRepId = Buffer.from('FieldRep:1').toString('base64');
    const { errors, upstreamCalls } = await stack.gql(UPDATE, { token: admin, variables: { input: { id: fieldRepId, title: 'x' } } });
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(upstreamCalls).toBe(0);
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    const { errors } = await stack.gql('{ events(first: 1) { totalCount } }', { tenant: 'demo' });
    expect(errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
