import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const EVENTS_PAGE = `
  query EventsPage($first: Int, $after: String, $page: Int, $sortBy: EventSortField, $sortDesc: Boolean, $filters: EventFilterInput, $searchQuery: String) {
    events(first: $first, after: $after, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, filters: $filters, searchQuery: $searchQuery) {
      totalCount
      totalCountIsExact
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges {
        cursor
        node {
          id internalId shortName title startTime endTime zone type status
          speakers { speakerId speaker { id firstName lastName } }
          venue { id name }
          fieldRep { id name }
          topic { id name }
        }
      }
    }
  }`;

type Page = {
  events: {
    totalCount: number;
    totalCountIsExact: boolean;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
    edges: {
      node: {
        id: string;
        internalId: number;
        startTime: string;
        type: string;
        status: string;
        speakers: { speakerId: number; speaker: { firstName: string } | null }[];
        venue: { name: string } | null;
        fieldRep: { name: string } | null;
        topic: { name: string } | null;
      };
    }[];
  };
};

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('admin@demo.test');
});
afterAll(() => stack?.close());

describe('events connection', () => {
  it('costs the same REST calls for 100 events with their relations as for 10 (no N+1)', async () => {
    const ten = await stack.gql<Page>(EVENTS_PAGE, { token, variables: { first: 10 } });
    const hundred = await stack.gql<Page>(EVENTS_PAGE, { token, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(hundred.errors).toBeUndefined();
    expect(ten.data!.events.edges).toHaveLength(10);
    expect(hundred.data!.events.edges).toHaveLength(100);

    // The relations really were resolved, so their loaders took part in the count.
    const nodes = hundred.data!.events.edges.map((edge) => edge.node);
    expect(nodes.some((node) => node.speakers.some((s) => s.speaker?.firstName))).toBe(true);
    expect(nodes.some((node) => node.venue?.name)).toBe(true);
    expect(nodes.some((node) => node.fieldRep?.name)).toBe(true);
    expect(nodes.some((node) => node.topic?.name)).toBe(true);

    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    expect(hundred.headers['x-upstream-calls']).toBe(String(hundred.upstreamCalls));
    console.info(`REST calls: events(first: 10) = ${ten.upstreamCalls}, events(first: 100) = ${hundred.upstreamCalls}`);
  });

  it('pages forward with cursors (keyset, by the last event) and with page numbers over the same rows', async () => {
    const first = await stack.gql<Page>(EVENTS_PAGE, { token, variables: { first: 5, sortBy: 'TITLE', sortDesc: true } });
    const after = first.data!.events.pageInfo.endCursor;
    const next = await stack.gql<Page>(EVENTS_PAGE, { token, variables: { first: 5, after, sortBy: 'TITLE', sortDesc: true } });
    const page2 = await stack.gql<Page>(EVENTS_PAGE, { token, variables: { first: 5, page: 2, sortBy: 'TITLE', sortDesc: true } });
    // The cursor names the page's last event: its id is what REST pages after.
    expect(Buffer.from(after!, 'base64').toString()).toBe(`arrayconnection:4:${first.data!.events.edges[4]!.node.internalId}`);
    const ids = (page: typeof first) => page.data!.events.edges.map((edge) => edge.node.internalId);
    expect(ids(next)).toHaveLength(5);
    expect(ids(next)).toEqual(ids(page2));
    expect(ids(next).some((id) => ids(first).includes(id))).toBe(false);
    expect(next.data!.events.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    expect(first.data!.events).toMatchObject({ totalCountIsExact: true });
    expect(first.data!.events.totalCount).toBeGreaterThanOrEqual(200);
  });

  it('maps enum sort and filter values to REST and back', async () => {
    const { data, errors } = await stack.gql<Page>(EVENTS_PAGE, {
      token,
      variables: {
        first: 20,
        sortBy: 'START_TIME',
        sortDesc: true,
        filters: { selectedStatuses: ['IN_PROGRESS'], selectedTypes: ['LIVE'] },
      },
    });
    expect(errors).toBeUndefined();
    const nodes = data!.events.edges.map((edge) => edge.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((node) => node.status === 'IN_PROGRESS' && node.type === 'LIVE')).toBe(true);
    const starts = nodes.map((node) => node.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('lists only the statuses in use, as enum values', async () => {
    const { data } = await stack.gql<{ usedEventStatuses: string[] }>('{ usedEventStatuses }', { token });
    expect(data!.usedEventStatuses).toContain('IN_PROGRESS');
  });

  it('refuses first: 101 with BAD_USER_INPUT before any REST call', async () => {
    const { data, errors, upstreamCalls } = await stack.gql('{ events(first: 101) { totalCount } }', { token });
    expect(errors?.[0]).toMatchObject({ message: '`first` must be at most 100', extensions: { code: 'BAD_USER_INPUT' } });
    expect(data).toBeUndefined(); // the whole operation is refused, not only the field
    expect(upstreamCalls).toBe(0);
  });
});
