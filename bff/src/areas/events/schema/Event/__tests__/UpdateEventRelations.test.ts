import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const CREATE = `mutation Create($input: CreateEventInput!) { createEvent(input: $input) { event { id } } }`;
const UPDATE = `
  mutation Update($input: UpdateEventInput!) {
    updateEvent(input: $input) {
      event {
        title locationCity locationZip
        speakers { speakerId speaker { lastName } }
        venue { internalId name }
        conference { url details }
        eventShareInfo { ogTitle twitterCardUrl facebookCardUrl cardImageAlt }
      }
    }
  }`;
const SPEAKERS = `{ speakers(first: 2) { edges { node { internalId lastName } } } venues(first: 1) { edges { node { internalId name } } } }`;

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
});
afterAll(() => stack?.close());

describe('updateEvent with speakers, venue, conference and share info', () => {
  it('changes them in the same single REST write as the form fields (PATCH), and leaves them when not sent', async () => {
    const created = await stack.gql(CREATE, {
      token: admin,
      variables: {
        input: {
          shortName: 'REL-1',
          title: 'Relations',
          startTime: '2027-04-01T15:00:00.000Z',
          endTime: '2027-04-01T16:00:00.000Z',
          zone: 'US/Central',
          type: 'HYBRID',
          status: 'CONFIRMED',
        },
      },
    });
    const id = created.data!.createEvent.event.id;
    const lookups = await stack.gql(SPEAKERS, { token: admin });
    const [s1, s2] = lookups.data!.speakers.edges.map((e: any) => e.node);
    const venue = lookups.data!.venues.edges[0].node;

    const titleOnly = await stack.gql(UPDATE, { token: admin, variables: { input: { id, title: 'Renamed' } } });
    const everything = await stack.gql(UPDATE, {
      token: admin,
      variables: {
        input: {
          id,
          title: 'Relations 2',
          locationCity: 'Chicago',
          locationZip: '60601',
          speakerIds: [s1.internalId, s2.internalId],
          venueId: venue.internalId,
          conference: { url: 'https://meet.example.com/abc', details: 'PIN 1234' },
          eventShareInfo: {
            ogTitle: 'Join us',
            twitterCardUrl: 'https://cdn.example.com/t.png',
            facebookCardUrl: 'https://cdn.example.com/f.png',
            cardImageAlt: 'Speaker at the podium',
          },
        },
      },
    });
    expect(everything.errors).toBeUndefined();
    expect(everything.data!.updateEvent.event).toMatchObject({
      title: 'Relations 2',
      locationCity: 'Chicago',
      locationZip: '60601',
      venue: { internalId: venue.internalId, name: venue.name },
      conference: { url: 'https://meet.example.com/abc', details: 'PIN 1234' },
      eventShareInfo: {
        ogTitle: 'Join us',
        twitterCardUrl: 'https://cdn.example.com/t.png',
        facebookCardUrl: 'https://cdn.example.com/f.png',
        cardImageAlt: 'Speaker at the podium',
      },
    });
    expect(everything.data!.updateEvent.event.speakers.map((s: any) => s.speakerId).sort()).toEqual([s1.internalId, s2.internalId].sort());
    // One write either way: the relations add no write call, only the reads of what the answer shows
    // (one batched read of speakers and one of venues; the hidden fields of every entity come in one call
    // that both operations make).
    expect(everything.upstreamCalls - titleOnly.upstreamCalls).toBe(2);

    const untouched = await stack.gql(UPDATE, { token: admin, variables: { input: { id, notes: 'Still here' } } });
    expect(untouched.data!.updateEvent.event.venue.internalId).toBe(venue.internalId);
    expect(untouched.data!.updateEvent.event.speakers).toHaveLength(2);

    const cleared = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { id, venueId: null, conference: null, speakerIds: [] } },
    });
    expect(cleared.data!.updateEvent.event).toMatchObject({ venue: null, conference: null, speakers: [] });
  });

  it('refuses a bad conference URL with the service message and changes nothing', async () => {
    const created = await stack.gql(CREATE, {
      token: admin,
      variables: {
        input: {
          shortName: 'REL-2',
          title: 'Bad link',
          startTime: '2027-04-01T15:00:00.000Z',
          endTime: '2027-04-01T16:00:00.000Z',
          zone: 'US/Central',
          type: 'VIRTUAL',
          status: 'CONFIRMED',
        },
      },
    });
    const id = created.data!.createEvent.event.id;
    const bad = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { id, title: 'Changed', conference: { url: 'meet.example.com' } } },
    });
    expect(bad.errors![0]).toMatchObject({ message: 'Conference link must be a valid URL', extensions: { code: 'BAD_USER_INPUT' } });
    const after = await stack.gql(`query($id: ID!) { node(id: $id) { ... on Event { title conference { url } } } }`, {
      token: admin,
      variables: { id },
    });
    expect(after.data!.node).toEqual({ title: 'Bad link', conference: null });
  });
});
