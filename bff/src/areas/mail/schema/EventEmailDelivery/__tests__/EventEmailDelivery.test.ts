import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const DELIVERY = `query($id: Int!, $first: Int, $after: String, $statuses: [MailStatus!]) {
  event(internalId: $id) { internalId
    emailDelivery(first: $first, after: $after, statuses: $statuses) {
      counts { status count } totalCount pageInfo { hasNextPage endCursor }
      edges { cursor node { rowId to kind templateName status sendAfter sentAt lastError attendanceId } } } } }`;

type Row = { rowId: number; to: string | null; kind: string; status: string; templateName: string | null };
const rowsOf = (answer: { data?: any }): Row[] => answer.data!.event.emailDelivery.edges.map((edge: { node: Row }) => edge.node);

let stack: Stack;
let admin: string;
let speaker: string;
/** An event the demo speaker speaks at (with 30 ledger rows written here), and one they do not. */
let eventId: number;
let otherEventId: number;
let template: { id: number; name: string };
/** The rows of `eventId`, newest `sendAfter` first. */
let ids: number[];

beforeAll(async () => {
  stack = await startStack();
  [admin, speaker] = await Promise.all([stack.signIn('admin@demo.test'), stack.signIn('speaker@demo.test')]);
  await stack.api.db.asOwner(async (tx) => {
    [{ id: eventId }] = (await tx.query<{ id: number }>(sql`select e.id from events e join event_speakers es on es.event_id = e.id
      join users u on u.speaker_id = es.speaker_id and u.email = 'speaker@demo.test' where e.tenant_id = 'demo' order by e.id limit 1`)) as [
      { id: number },
    ];
    [{ id: otherEventId }] = (await tx.query<{ id: number }>(sql`select e.id from events e where e.tenant_id = 'demo'
      and not exists (select 1 from event_speakers es join users u on u.speaker_id = es.speaker_id
        where es.event_id = e.id and u.email = 'speaker@demo.test') order by e.id limit 1`)) as [{ id: number }];
    [template] = (await tx.query<{ id: number; name: string }>(
      sql`select id, name from email_templates where tenant_id = 'demo' order by id limit 1`,
    )) as [{ id: number; name: string }];
    await tx.query(sql`delete from email_outbox where event_id in (${eventId}, ${otherEventId})`);
    // 30 attendee messages, one a minute: every third failed, every fifth from the template; and a sign-in link.
    await tx.query(sql`insert into email_outbox (tenant_id, to_email, subject, body, dedupe_key, kind, status, last_error, event_id,
        attendance_id, email_template_id, send_after)
      select 'demo', 'guest' || n || '@example.com', 'Subject ' || n, '', 'event-delivery-test:' || n, 'remind-event-in-1-h',
        case when n % 3 = 0 then 'failed' else 'queued' end, case when n % 3 = 0 then '550 No such user' end, ${eventId},
        9000 + n, case when n % 5 = 0 then ${template.id}::int end, timestamptz '2031-01-01T12:00:00Z' + n * interval '1 minute'
      from generate_series(1, 30) n`);
    await tx.query(sql`insert into email_outbox (tenant_id, to_email, subject, body, dedupe_key, kind, status, event_id, secret)
      values ('demo', 'secret@example.com', 'Sign in', 'link', 'event-delivery-test:secret', 'password-setup', 'queued', ${eventId}, true)`);
    ids = (
      await tx.query<{ id: number }>(sql`select id from email_outbox where dedupe_key like 'event-delivery-test:%' and not secret
        order by send_after desc, id desc`)
    ).map((r) => r.id);
  });
});
afterAll(() => stack?.close());

describe('Event.emailDelivery', () => {
  it("answers a page of the event's rows with the counts of the whole event, in one REST call whatever the page size", async () => {
    const small = await stack.gql(DELIVERY, { token: admin, variables: { id: eventId, first: 5 } });
    expect(small.errors).toBeUndefined();
    const delivery = small.data!.event.emailDelivery;
    expect(delivery.counts).toEqual([
      { status: 'QUEUED', count: 20 },
      { status: 'SENDING', count: 0 },
      { status: 'SENT', count: 0 },
      { status: 'FAILED', count: 10 },
      { status: 'SUPPRESSED', count: 0 },
      { status: 'MISSED', count: 0 },
      { status: 'CANCELLED', count: 0 },
    ]);
    expect(delivery.totalCount).toBe(30);
    expect(delivery.pageInfo.hasNextPage).toBe(true);
    expect(rowsOf(small).map((r) => r.rowId)).toEqual(ids.slice(0, 5));
    expect(rowsOf(small)[0]).toEqual({
      rowId: ids[0],
      to: 'guest30@example.com',
      kind: 'remind-event-in-1-h',
      templateName: template.name,
      status: 'FAILED',
      sendAfter: '2031-01-01T12:30:00.000Z',
      sentAt: null,
      lastError: '550 No such user',
      attendanceId: 9030,
    });
    expect(JSON.stringify(small.data)).not.toContain('secret@example.com');

    const large = await stack.gql(DELIVERY, { token: admin, variables: { id: eventId, first: 100 } });
    expect(rowsOf(large)).toHaveLength(30);
    // The event's own call, and one for its delivery: none per row.
    expect(large.upstreamCalls).toBe(small.upstreamCalls);
    const withoutDelivery = await stack.gql('query($id: Int!) { event(internalId: $id) { internalId } }', {
      token: admin,
      variables: { id: eventId },
    });
    expect(small.upstreamCalls).toBe(withoutDelivery.upstreamCalls + 1);
  });

  it('pages on with the cursor and filters by status; the counts stay the whole event', async () => {
    const first = await stack.gql(DELIVERY, { token: admin, variables: { id: eventId, first: 4, statuses: ['FAILED'] } });
    expect(rowsOf(first).every((r) => r.status === 'FAILED')).toBe(true);
    expect(first.data!.event.emailDelivery.totalCount).toBe(10);
    expect(first.data!.event.emailDelivery.counts).toContainEqual({ status: 'QUEUED', count: 20 });
    const next = await stack.gql(DELIVERY, {
      token: admin,
      variables: { id: eventId, first: 4, statuses: ['FAILED'], after: first.data!.event.emailDelivery.pageInfo.endCursor },
    });
    const failed = ids.filter((_id, index) => (30 - index) % 3 === 0);
    expect([...rowsOf(first), ...rowsOf(next)].map((r) => r.rowId)).toEqual(failed.slice(0, 8));
    const tooMany = await stack.gql(DELIVERY, { token: admin, variables: { id: eventId, first: 101 } });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("lets a speaker read their event's statuses without the attendees' addresses, and no event out of their scope", async () => {
    const own = await stack.gql(DELIVERY, { token: speaker, variables: { id: eventId, first: 100 } });
    expect(own.errors).toBeUndefined();
    expect(rowsOf(own)).toHaveLength(30);
    expect(rowsOf(own).every((r) => r.to === null)).toBe(true);
    expect(JSON.stringify(own.data)).not.toContain('@example.com');
    const other = await stack.gql(DELIVERY, { token: speaker, variables: { id: otherEventId } });
    expect(other.data!.event).toBeNull();
  });
});
