import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, type GraphQLInterfaceType } from 'graphql';
import { startStack, type Stack } from '../../../../__tests__/stack.ts';
import { typeDefs } from '../../../../server.ts';
import { NODE_FETCHERS } from '../Node.resolvers.ts';

const NODE = `query Node($id: ID!) { node(id: $id) { id __typename ... on Event { internalId title } } }`;
const FIRST_EVENT = `{ events(first: 1) { edges { node { id internalId title } } } }`;

let stack: Stack;
let demoAdmin: string;
beforeAll(async () => {
  stack = await startStack();
  demoAdmin = await stack.signIn('admin@demo.test');
});
afterAll(() => stack?.close());

describe('node(id:)', () => {
  it('has a fetcher from its area for every type that implements Node in the schema, and for no other', () => {
    const schema = buildSchema(typeDefs);
    const implementations = schema
      .getPossibleTypes(schema.getType('Node') as GraphQLInterfaceType)
      .map((t) => t.name)
      .sort();
    expect([...NODE_FETCHERS.keys()].sort()).toEqual(implementations);
  });

  it('answers the same event as the root field', async () => {
    const list = await stack.gql(FIRST_EVENT, { token: demoAdmin });
    const event = list.data!.events.edges[0].node;
    const byNode = await stack.gql(NODE, { token: demoAdmin, variables: { id: event.id } });
    const byRoot = await stack.gql('query($id: Int!) { event(internalId: $id) { id internalId title } }', {
      token: demoAdmin,
      variables: { id: event.internalId },
    });
    expect(byNode.data!.node).toEqual({ ...event, __typename: 'Event' });
    expect(byRoot.data!.event).toEqual(event);
    expect(Buffer.from(event.id, 'base64').toString()).toBe(`Event:${event.internalId}`);
  });

  it("answers another tenant's event exactly like a missing id: null, no error", async () => {
    const acmeAdmin = await stack.signIn('admin@acme.test', 'acme');
    const acmeList = await stack.gql(FIRST_EVENT, { token: acmeAdmin, tenant: 'acme' });
    const acmeEvent = acmeList.data!.events.edges[0].node;
    // Both tenants share the events table, so an acme row's id is never a demo row's id.
    const foreignId = acmeEvent.id;
    const missingId = Buffer.from('Event:99999999').toString('base64');

    const foreign = await stack.gql(NODE, { token: demoAdmin, tenant: 'demo', variables: { id: foreignId } });
    const missing = await stack.gql(NODE, { token: demoAdmin, tenant: 'demo', variables: { id: missingId } });
    expect(foreign.data).toEqual({ node: null });
    expect(foreign.errors).toBeUndefined();
    expect(missing.data).toEqual({ node: null });
    expect(missing.errors).toBeUndefined();
    expect(foreign.status).toBe(missing.status);

    const root = await stack.gql('query($id: Int!) { event(internalId: $id) { id } }', {
      token: demoAdmin,
      variables: { id: acmeEvent.internalId },
    });
    expect(root.data).toEqual({ event: null });
  });

  it('answers null for malformed ids and unknown types', async () => {
    for (const id of ['nonsense', Buffer.from('Secret:1').toString('base64'), Buffer.from('Event:abc').toString('base64')]) {
      const { data, errors } = await stack.gql(NODE, { token: demoAdmin, variables: { id } });
      expect(data).toEqual({ node: null });
      expect(errors).toBeUndefined();
    }
  });

  it('resolves every Node type through nodes(ids:), in order, with missing ones null, batched', async () => {
    const lists = await stack.gql(
      `{
        fieldReps(first: 1) { edges { node { id name } } }
        topics(first: 1) { edges { node { id name } } }
        speakers(first: 1) { edges { node { id lastName } } }
        venues(first: 1) { edges { node { id name } } }
        surveyTemplates(first: 1) { edges { node { id name } } }
        emailSeries(first: 1) { edges { node { id name } } }
        registrationTemplates(first: 1) { edges { node { id name } } }
      }`,
      { token: demoAdmin },
    );
    expect(lists.errors).toBeUndefined();
    const ids = Object.values(lists.data!).map((connection: any) => connection.edges[0].node.id as string);
    const missing = Buffer.from('Topic:99999999').toString('base64');
    const { data, errors } = await stack.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id __typename } }`, {
      token: demoAdmin,
      variables: { ids: [...ids, missing] },
    });
    expect(errors).toBeUndefined();
    expect(data!.nodes.map((node: { id: string } | null) => node?.id ?? null)).toEqual([...ids, null]);
    expect(data!.nodes.map((node: { __typename: string } | null) => node?.__typename ?? null)).toEqual([
      'FieldRep',
      'Topic',
      'Speaker',
      'Venue',
      'SurveyTemplate',
      'EmailSeries',
      'RegistrationTemplate',
      null,
    ]);
  });
});
