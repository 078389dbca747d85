import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { MAIL_MESSAGES } from '../../mail/contract.ts';
import { createMailTransport, startDelivery } from '../../mail/index.ts';
import { composeMail } from '../compose.ts';
import { planTenantMail } from '../planner.ts';

const clientUrlOf = (tenantId: string) => `http://${tenantId}.localhost:4000`;
const HOUR = 3_600_000;

interface Row {
  id: number;
  kind: string;
  status: string;
  to_email: string;
  subject: string;
  body: string;
  html: string | null;
  send_after: string;
  send_before: string | null;
  unsubscribe_token: string;
  from_address: string | null;
  last_error: string | null;
  ical: { uid: string; sequence: number; start: string; cancelled?: boolean } | null;
  raw: string | null;
}

const BODY =
  '<p>Dear {{ recipient.firstName }}, {{ event.title }} starts at {{ event.startTime }}.</p>' +
  '<p><a href="{{ links.unsubscribe }}">Unsubscribe</a></p>';

describe.each(ENGINES)("an event series' automatic e-mails on $name", (engine) => {
  const api = useApi(engine);
  const worker = () =>
    startDelivery({
      db: api.db,
      clientUrlOf,
      transport: createMailTransport(''),
      pollMs: 0,
      ratePerMinute: 10_000,
      plan: planTenantMail,
      compose: composeMail,
    });
  /** One turn of a worker of its own: plans, then sends what is due. */
  const turn = async () => {
    const delivery = worker();
    try {
      return await delivery.runOnce();
    } finally {
      await delivery.stop();
    }
  };
  let seriesId: number;

  beforeAll(async () => {
    // Only this file's messages are sent: the ledger and the planner's requests of other tests are set aside.
    await api.owner(sql`update email_outbox set status = 'cancelled' where status in ('queued', 'sending')`);
    await api.owner(sql`delete from email_plan_requests`);
    const [series] = await api.owner<{ id: number }>(
      sql`insert into email_series (tenant_id, name) values ('demo', 'Automatic test series') returning id`,
    );
    seriesId = series!.id;
    const template = (type: number, name: string, ical = false) =>
      sql`('demo', ${seriesId}, ${name}, ${`${name}: {{ event.title }}`}, ${BODY}, ${type}, ${ical})`;
    await api.owner(sql`insert into email_templates (tenant_id, email_series_id, name, subject, body, email_template_type_id, ical_event)
      values ${sql.join(
        [
          template(1, 'Thanks for registering', true),
          template(2, 'A week to go'),
          template(7, 'One hour to go', true),
          template(10, 'Thanks for coming'),
          template(17, 'Cancelled', true),
        ],
        sql`, `,
      )}`);
  });

  /** An event of the series starting `inHours` from now (two hours long) with one registered, subscribed attendee. */
  async function eventWithAttendee(inHours: number, email: string) {
    const start = new Date(Date.now() + inHours * HOUR);
    const [event] = await api.owner<{ id: number }>(sql`insert into events (tenant_id, short_name, title, start_time, end_time,
        zone, type, status, email_series_id, email_from_address, email_from_name)
      values ('demo', ${`AUTO-${email}`}, ${`Program for ${email}`}, ${start.toISOString()}, ${new Date(start.getTime() + 2 * HOUR).toISOString()},
        'America/Chicago', 'live', 'confirmed', ${seriesId}, 'programs@acme.test', 'Acme Programs')
      returning id`);
    const [attendee] = await api.owner<{ id: number }>(sql`insert into attendees (tenant_id, first_name, last_name, email)
      values ('demo', 'Ada', 'Lane', ${email}) returning id`);
    const [attendance] = await api.owner<{ id: number }>(sql`insert into event_attendances (tenant_id, event_id, attendee_id, status)
      values ('demo', ${event!.id}, ${attendee!.id}, 'registered') returning id`);
    return { eventId: event!.id, attendanceId: attendance!.id, start };
  }
  const rowsOf = (attendanceId: number) =>
    api.owner<Row>(sql`select * from email_outbox where attendance_id = ${attendanceId} and dedupe_key like 'auto:%' order by id`);
  const byKind = async (attendanceId: number) => Object.fromEntries((await rowsOf(attendanceId)).map((row) => [row.kind, row]));

  it('thanks at once, schedules the reminders, and renders each message with its own unsubscribe link and sender', async () => {
    const { attendanceId, start } = await eventWithAttendee(3 * 24, 'ada.one@example.test');
    await turn();
    const rows = await byKind(attendanceId);
    expect(Object.keys(rows).sort()).toEqual(['registration-thank-you', 'remind-event-in-1-h']);
    const thanks = rows['registration-thank-you']!;
    expect(thanks.status).toBe('sent');
    expect(thanks.subject).toBe(`Thanks for registering: Program for ada.one@example.test`);
    expect(thanks.body).toContain('Dear Ada, Program for ada.one@example.test starts at');
    expect(thanks.html).toContain(`href="http://demo.localhost:4000/unsubscribe/${thanks.unsubscribe_token}"`);
    expect(thanks.from_address).toBe('"Acme Programs" <programs@acme.test>');
    expect(thanks.raw).toContain('From: Acme Programs <programs@acme.test>');
    expect(thanks.ical?.start).toBe(start.toISOString());
    // The week's reminder was due before the registration came: not owed. The hour's waits for its time.
    const reminder = rows['remind-event-in-1-h']!;
    expect(reminder).toMatchObject({ status: 'queued', subject: 'One hour to go', body: '' });
    expect(new Date(reminder.send_after).getTime()).toBe(start.getTime() - HOUR);
    // A second turn sends nothing again.
    await turn();
    expect((await byKind(attendanceId))['registration-thank-you']!.status).toBe('sent');
    expect(await rowsOf(attendanceId)).toHaveLength(2);
  });

  it('moves the reminder when the event is rescheduled, and its calendar entry supersedes the earlier one', async () => {
    const { eventId, attendanceId } = await eventWithAttendee(10 * 24, 'ada.two@example.test');
    await turn();
    const before = await byKind(attendanceId);
    expect(before['remind-event-in-1-week']!.status).toBe('queued');
    // Moved to 45 minutes from now: the hour's reminder is 15 minutes late, within its 30 minutes: sent at once.
    const start = new Date(Date.now() + (3 * HOUR) / 4);
    await api.owner(sql`update events set start_time = ${start.toISOString()}, end_time = ${new Date(start.getTime() + HOUR).toISOString()},
      updated_at = now() + interval '2 seconds' where id = ${eventId}`);
    await turn();
    const after = await byKind(attendanceId);
    const reminder = after['remind-event-in-1-h']!;
    expect(reminder.status).toBe('sent');
    expect(reminder.subject).toBe('One hour to go: Program for ada.two@example.test');
    expect(reminder.ical!.start).toBe(start.toISOString());
    expect(reminder.ical!.sequence).toBeGreaterThan(before['registration-thank-you']!.ical!.sequence);
    expect(reminder.ical!.uid).toBe(before['registration-thank-you']!.ical!.uid);
    // The week's reminder, past its window now, is not sent late.
    expect(after['remind-event-in-1-week']!.status).toBe('missed');
  });

  it('sends the regrets once when the event is cancelled, and drops its reminders', async () => {
    const { eventId, attendanceId } = await eventWithAttendee(3 * 24, 'ada.three@example.test');
    await turn();
    await api.owner(sql`update events set status = 'cancelled', updated_at = now() + interval '2 seconds' where id = ${eventId}`);
    await turn();
    await turn();
    const rows = await byKind(attendanceId);
    expect(rows['remind-event-in-1-h']).toMatchObject({ status: 'cancelled', last_error: MAIL_MESSAGES.notDue });
    expect(rows['regrets-cancelation']).toMatchObject({ status: 'sent', subject: 'Cancelled: Program for ada.three@example.test' });
    expect(rows['regrets-cancelation']!.ical!.cancelled).toBe(true);
    expect(rows['regrets-cancelation']!.raw).toContain('METHOD:CANCEL');
    expect((await rowsOf(attendanceId)).filter((row) => row.kind === 'regrets-cancelation')).toHaveLength(1);
  });

  it('checks again at send time: a row of an event the planner has still to see waits, and a change it missed is caught', async () => {
    const { eventId, attendanceId } = await eventWithAttendee(3 * 24, 'ada.four@example.test');
    await turn();
    // The event moves close: its hour reminder is due now. A worker that does not plan leaves it for the planner.
    await api.owner(sql`update events set start_time = now() + interval '40 minutes', end_time = now() + interval '2 hours'
      where id = ${eventId}`);
    await api.owner(sql`update email_outbox set send_after = now() - interval '1 minute', send_before = now() + interval '30 minutes'
      where attendance_id = ${attendanceId} and kind = 'remind-event-in-1-h'`);
    const unplanned = startDelivery({ db: api.db, clientUrlOf, transport: createMailTransport(''), pollMs: 0, compose: composeMail });
    try {
      await unplanned.runOnce();
      expect((await byKind(attendanceId))['remind-event-in-1-h']!.status).toBe('queued');
      // The attendee unsubscribes, and the planner's requests are lost: the composer still sends nothing.
      await api.owner(sql`update event_attendances set subscribed = false where id = ${attendanceId}`);
      await api.owner(sql`delete from email_plan_requests where event_id = ${eventId}`);
      await unplanned.runOnce();
    } finally {
      await unplanned.stop();
    }
    expect((await byKind(attendanceId))['remind-event-in-1-h']).toMatchObject({ status: 'cancelled', last_error: MAIL_MESSAGES.notDue });
  });

  it('follows up the day after with those who attended, and never twice across two workers', async () => {
    const { attendanceId } = await eventWithAttendee(-30, 'ada.seven@example.test');
    await api.owner(sql`update event_attendances set status = 'attended' where id = ${attendanceId}`);
    // Ended 28 hours ago: the day-after follow-up is due; two workers take their turns at once.
    const [a, b] = [worker(), worker()];
    try {
      await Promise.all([a.runOnce(), b.runOnce()]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const rows = (await rowsOf(attendanceId)).filter((row) => row.kind === 'follow-up-after-1-d');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('sent');
    // The event is past: the registration thank-you and the reminders are not owed.
    expect((await rowsOf(attendanceId)).map((row) => row.kind)).toEqual(['follow-up-after-1-d']);
  });
});
