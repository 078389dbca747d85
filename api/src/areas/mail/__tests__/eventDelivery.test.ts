import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { MAIL_STATUSES } from '../contract.ts';
import { enqueueMail, type OutgoingMail } from '../outbox.ts';

/** Issue 30 "Delivery status visible per event": `GET /events/:eventId/email-delivery`. */
describe.each(ENGINES)('per-event delivery status on $name', (engine) => {
  const api = useApi(engine);
  const enqueue = (mail: Partial<OutgoingMail> & { to: string }, tenant = 'demo') =>
    api.db.withTenant(tenant, async (tx) => {
      const row = await enqueueMail(tx, tenant, { subject: 'Hello', text: 'Words', key: `test:${randomUUID()}`, kind: 'test', ...mail });
      return row!.id;
    });
  const setStatus = (id: number, status: string, extra = sql``) =>
    api.owner(sql`update email_outbox set status = ${status} ${extra} where id = ${id}`);
  const delivery = (eventId: number, as: string, query?: Record<string, string | number | object>) =>
    api.call('GET', `/events/${eventId}/email-delivery`, { as, query });

  /** A field rep's event that the demo speaker speaks at (the rows below), and an event the speaker does not. */
  let eventId: number;
  let otherEventId: number;
  let template: { id: number; name: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const [own] = await api.owner<{ eventId: number; fieldRepId: number }>(sql`select e.id as "eventId", e.field_rep_id as "fieldRepId"
      from events e join event_speakers es on es.event_id = e.id
      join users u on u.speaker_id = es.speaker_id and u.email = 'speaker@demo.test'
      where e.tenant_id = 'demo' and e.field_rep_id is not null order by e.id limit 1`);
    eventId = own!.eventId;
    // The field rep user owns this event for the test.
    await api.owner(sql`update users set field_rep_id = ${own!.fieldRepId} where tenant_id = 'demo' and email = 'field-rep@demo.test'`);
    const [other] = await api.owner<{ id: number }>(sql`select e.id from events e where e.tenant_id = 'demo'
      and not exists (select 1 from event_speakers es join users u on u.speaker_id = es.speaker_id
        where es.event_id = e.id and u.email = 'speaker@demo.test') order by e.id limit 1`);
    otherEventId = other!.id;
    [template] = (await api.owner<{ id: number; name: string }>(
      sql`select id, name from email_templates where tenant_id = 'demo' order by id limit 1`,
    )) as [{ id: number; name: string }];
    await api.owner(sql`delete from email_outbox where event_id in (${eventId}, ${otherEventId})`);

    const at = (minutes: number) => new Date(Date.UTC(2031, 0, 1, 12, minutes));
    ids.reminder = await enqueue({
      to: 'attendee.one@example.test',
      kind: 'remind-event-in-1-h',
      eventId,
      attendanceId: 7001,
      emailTemplateId: template.id,
      sendAfter: at(50),
    });
    ids.thanks = await enqueue({
      to: 'attendee.two@example.test',
      kind: 'registration-thank-you',
      eventId,
      attendanceId: 7002,
      sendAfter: at(40),
    });
    ids.manual = await enqueue({ to: 'speaker.one@example.test', kind: 'manual:speaker-invite', eventId, sendAfter: at(30) });
    ids.failed = await enqueue({
      to: 'attendee.three@example.test',
      kind: 'attendee-resend',
      eventId,
      attendanceId: 7003,
      sendAfter: at(20),
    });
    ids.missed = await enqueue({
      to: 'attendee.four@example.test',
      kind: 'remind-event-in-1-h',
      eventId,
      attendanceId: 7004,
      sendAfter: at(10),
    });
    // Same time as `missed`: the id breaks the tie, newest first.
    ids.sent = await enqueue({
      to: 'attendee.five@example.test',
      kind: 'registration-thank-you',
      eventId,
      attendanceId: 7005,
      sendAfter: at(10),
    });
    // Never listed: a sign-in link, and another event's message.
    ids.secret = await enqueue({ to: 'secret@example.test', kind: 'password-setup', eventId, secret: true, sendAfter: at(59) });
    ids.elsewhere = await enqueue({ to: 'else@example.test', kind: 'test', eventId: otherEventId, sendAfter: at(5) });
    await setStatus(ids.failed!, 'failed', sql`, last_error = '550 No such user'`);
    await setStatus(ids.missed!, 'missed');
    await setStatus(ids.sent!, 'sent', sql`, sent_at = '2031-01-01T12:11:00Z'`);
  });

  it("lists an event's rows newest first, with every status counted over the whole event", async () => {
    const all = await delivery(eventId, 'admin@demo.test');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.counts).toEqual({ queued: 3, sending: 0, sent: 1, failed: 1, suppressed: 0, missed: 1, cancelled: 0 });
    expect(Object.keys(all.body.counts)).toEqual([...MAIL_STATUSES]);
    expect(all.body.count).toBe(6);
    expect(all.body.results.map((row: { id: number }) => row.id)).toEqual([
      ids.reminder,
      ids.thanks,
      ids.manual,
      ids.failed,
      ids.sent,
      ids.missed,
    ]);
    expect(all.body.results[0]).toEqual({
      id: ids.reminder,
      to: 'attendee.one@example.test',
      kind: 'remind-event-in-1-h',
      templateName: template.name,
      status: 'queued',
      sendAfter: '2031-01-01T12:50:00.000Z',
      sentAt: null,
      lastError: null,
      attendanceId: 7001,
    });
    expect(all.body.results[3]).toMatchObject({ id: ids.failed, status: 'failed', lastError: '550 No such user', templateName: null });
    expect(all.body.results[4]).toMatchObject({ id: ids.sent, status: 'sent', sentAt: '2031-01-01T12:11:00.000Z' });
    expect(JSON.stringify(all.body)).not.toContain('secret@example.test');
    expect(JSON.stringify(all.body)).not.toContain('else@example.test');

    // A page, and a status filter: the counts stay the event's.
    const page = await delivery(eventId, 'admin@demo.test', { page: 2, limit: 4 });
    expect(page.body.results.map((row: { id: number }) => row.id)).toEqual([ids.sent, ids.missed]);
    expect(page.body.count).toBe(6);
    const filtered = await delivery(eventId, 'admin@demo.test', { filters: { statuses: ['failed', 'missed'] } });
    expect(filtered.body.results.map((row: { id: number }) => row.id)).toEqual([ids.failed, ids.missed]);
    expect(filtered.body).toMatchObject({ count: 2, counts: all.body.counts });
    const past = await delivery(eventId, 'admin@demo.test', { page: 9, limit: 4, filters: { statuses: ['queued'] } });
    expect(past.body).toMatchObject({ results: [], count: 3 });

    // Another event's rows are its own.
    const empty = await delivery(otherEventId, 'admin@demo.test', { filters: { statuses: ['sent'] } });
    expect(empty.body).toMatchObject({ results: [], count: 0, counts: { queued: 1, sent: 0 } });
  });

  it("answers an event out of the caller's scope, of another tenant or unknown like a missing event", async () => {
    for (const [id, as] of [
      [otherEventId, 'speaker@demo.test'],
      [eventId, 'admin@acme.test'],
      [2_000_000_000, 'admin@demo.test'],
    ] as const) {
      expect(await delivery(id, as)).toMatchObject({ status: 404, body: { message: `Event ${id} not found` } });
    }
    // The same texts as the event itself.
    expect((await api.call('GET', `/events/${otherEventId}`, { as: 'speaker@demo.test' })).body.message).toBe(
      `Event ${otherEventId} not found`,
    );
  });

  it('shows a recipient only to a role that may read their address', async () => {
    const to = async (as: string) =>
      Object.fromEntries(
        ((await delivery(eventId, as)).body.results as { id: number; to: string | null }[]).map((row) => [row.id, row.to]),
      );
    // The speaker reads the event, not its attendees: no address at all, but the statuses.
    const speaker = await delivery(eventId, 'speaker@demo.test');
    expect(speaker.status).toBe(200);
    expect(speaker.body.count).toBe(6);
    expect(new Set(Object.values(await to('speaker@demo.test')))).toEqual(new Set([null]));
    expect(JSON.stringify(speaker.body)).not.toContain('@example.test');
    // The field rep reads attendees, but speakers' e-mail is hidden from the role (seed): an attendance's row shows its
    // attendee, a row that may be to a speaker does not.
    const fieldRep = await to('field-rep@demo.test');
    expect(fieldRep[ids.reminder!]).toBe('attendee.one@example.test');
    expect(fieldRep[ids.manual!]).toBeNull();
    // The attendee's e-mail hidden from marketing: none shown.
    await api.owner(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
      values ('demo', 'attendee', 'marketing', 'hidden', array['email'])`);
    try {
      expect(new Set(Object.values(await to('marketing@demo.test')))).toEqual(new Set([null]));
    } finally {
      await api.owner(sql`delete from field_settings where tenant_id = 'demo' and entity = 'attendee' and role = 'marketing'`);
    }
    expect((await to('marketing@demo.test'))[ids.manual!]).toBe('speaker.one@example.test');
  });

  it('refuses bad input with a message', async () => {
    const bad: Record<string, string | number | object>[] = [
      { limit: 101 },
      { filters: { statuses: ['lost'] } },
      { filters: '{' },
      { filters: { other: 1 } },
      { page: 0 },
      // No search and no other order: refused, not ignored.
      { searchQuery: 'x' },
      { sortBy: 'sendAfter' },
    ];
    for (const query of bad) {
      const answer = await delivery(eventId, 'admin@demo.test', query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await api.call('GET', '/events/abc/email-delivery', { as: 'admin@demo.test' })).status).toBe(400);
  });
});
