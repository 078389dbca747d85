import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { only, type Database } from '../../../platform/db/client.ts';
import { createMailTransport, startDelivery, type LedgerRow } from '../../mail/index.ts';
import { composeMail } from '../compose.ts';
import { planTenantMail } from '../planner.ts';

const ADMIN = 'admin@demo.test';
const SYSADMIN = 'system-admin@demo.test';
const clientUrlOf = (tenantId: string) => `http://${tenantId}.localhost:4000`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  kind: string;
  status: string;
  to_email: string;
  subject: string;
  body: string;
  dedupe_key: string;
  send_after: string;
  send_before: string | null;
  last_error: string | null;
}

/** One turn of the delivery worker: plans, composes and sends to the built-in mailbox. */
async function deliveryTurn(db: Database) {
  const delivery = startDelivery({
    db,
    clientUrlOf,
    transport: createMailTransport(''),
    pollMs: 0,
    compose: composeMail,
    plan: planTenantMail,
  });
  try {
    return await delivery.runOnce();
  } finally {
    await delivery.stop();
  }
}

const ZONE = 'America/Chicago';
/** 18:30 in Chicago `days` days from now. */
const eveningIn = (days: number) => moment.tz(ZONE).add(days, 'day').startOf('day').hour(18).minute(30);

// The speaker types a series sends by itself (speakerMail.ts): a training assigned or completed, a speaker's account.
describe.each(ENGINES)("the speaker portal's automatic e-mails on $name", (engine) => {
  const api = useApi(engine);
  const turn = () => deliveryTurn(api.db);
  const rows = (where: ReturnType<typeof sql>) => api.owner<Row>(sql`select * from email_outbox where ${where} order by id`);
  let speaker: { id: number; email: string; firstName: string };

  beforeAll(async () => {
    await api.owner(sql`update email_outbox set status = 'cancelled' where status in ('queued', 'sending')`);
    speaker = only(
      await api.owner<{ id: number; email: string; firstName: string }>(sql`select id, email, first_name as "firstName"
        from speakers where tenant_id = 'demo' and email is not null and status = 'active' and user_id is null order by id limit 1`),
    );
    // The demo's platform series has no training-completed template: one is added.
    await api.owner(sql`insert into email_templates (tenant_id, email_series_id, name, subject, body, email_template_type_id)
      select 'demo', id, 'Training done', 'Well done, {{ speaker.firstName }}: {{ training.name }}', '<p>Done.</p>', 27
      from email_series where tenant_id = 'demo' and platform`);
  });

  it('tells the speaker of a training assigned, and once of it completed however often it is completed again', async () => {
    const program = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: `Mail program ${engine.name}`, type: 'checkbox', expirationDate: inDays(60) },
    });
    expect(program.status).toBe(201);
    const assigned = await api.call('POST', `/speaker-training/assign/speaker/${speaker.id}`, {
      as: ADMIN,
      body: { programId: program.body.id, dueDate: inDays(10) },
    });
    expect(assigned.status).toBe(201);
    const { id: trainingId } = only(
      await api.owner<{ id: number }>(
        sql`select id from speaker_trainings where speaker_id = ${speaker.id} and program_id = ${program.body.id}`,
      ),
    );
    const mine = sql`speaker_training_id = ${trainingId}`;
    // Queued in the assignment's transaction, composed when sent.
    expect(await rows(mine)).toMatchObject([{ kind: 'speaker-training-assigned', status: 'queued', subject: 'New training assigned' }]);
    await turn();
    const [sent] = await rows(mine);
    expect(sent).toMatchObject({
      status: 'sent',
      to_email: speaker.email,
      subject: `New training: Mail program ${engine.name}`,
      dedupe_key: `auto:speaker-training-assigned:training:${trainingId}`,
    });
    expect(sent!.body).toContain(`Dear ${speaker.firstName},`);

    const mark = (completionDate: string | null) =>
      api.call('PUT', `/speaker-training/${trainingId}`, { as: ADMIN, body: { completionDate } });
    expect((await mark(new Date().toISOString())).status).toBe(200);
    expect((await mark(null)).status).toBe(200);
    expect((await mark(new Date().toISOString())).status).toBe(200);
    await turn();
    const completed = (await rows(mine)).filter((row) => row.kind === 'training-completed');
    expect(completed).toMatchObject([{ status: 'sent', subject: `Well done, ${speaker.firstName}: Mail program ${engine.name}` }]);
  });

  it('welcomes a speaker once when a user account is added for them', async () => {
    const made = await api.call('POST', '/users', {
      as: SYSADMIN,
      body: {
        email: `speaker.user.${engine.name}@demo.test`,
        role: 'speaker',
        firstName: 'Sam',
        lastName: 'Speaker',
        speakerId: speaker.id,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await turn();
    expect(await rows(sql`speaker_id = ${speaker.id} and kind = 'speaker-user-added'`)).toMatchObject([
      { status: 'sent', to_email: speaker.email, subject: 'Your speaker portal account' },
    ]);
  });
});

// The remaining speaker types (speakerMail.ts, speakerPlan.ts) and the marketing opt-out link.
describe.each(ENGINES)("the speaker portal's scheduled e-mails on $name", (engine) => {
  const api = useApi(engine);
  const plan = () => api.db.withTenant('demo', (tx) => planTenantMail(tx, 'demo'));
  const turn = () => deliveryTurn(api.db);
  const rows = (where: ReturnType<typeof sql>) => api.owner<Row>(sql`select * from email_outbox where ${where} order by id`);
  const compose = async (id: number) => {
    const row = only(await api.owner<LedgerRow>(sql`select * from email_outbox where id = ${id}`));
    return api.db.withTenant('demo', (tx) => composeMail(tx, row, clientUrlOf('demo')));
  };
  let speaker: { id: number; email: string; firstName: string; lastName: string };
  let event: { id: number; title: string };
  let topicId: number;
  const startsIn = (days: number) =>
    api.owner(sql`update events set start_time = ${eveningIn(days).toISOString()}, end_time = ${eveningIn(days).add(2, 'hour').toISOString()}
      where id = ${event.id}`);

  beforeAll(async () => {
    await api.owner(sql`update email_outbox set status = 'cancelled' where status in ('queued', 'sending')`);
    await api.owner(sql`insert into email_templates (tenant_id, email_series_id, name, subject, body, email_template_type_id)
      select 'demo', s.id, t.name, t.subject, t.body, t.type from email_series s, (values
        ('Training due', '{{ training.name }} is due {{ training.dueDate }}', '<p>Due tomorrow.</p>', 25),
        ('Not trained', 'Not trained for {{ event.title }}', '<p>Topic {{ event.topic }}: please train.</p>', 28),
        ('Still not trained', 'Still not trained for {{ event.title }}', '<p>{{ event.date }}</p>', 26)
      ) as t(name, subject, body, type) where s.tenant_id = 'demo' and s.platform`);
    speaker = only(
      await api.owner<typeof speaker>(sql`select id, email, first_name as "firstName", last_name as "lastName" from speakers
        where tenant_id = 'demo' and email is not null and status = 'active' order by id desc limit 1`),
    );
    topicId = only(await api.owner<{ id: number }>(sql`select id from topics where tenant_id = 'demo' order by id limit 1`)).id;
    // An event of the speaker's, 20 days ahead in Chicago, with no series: the speaker portal's templates send.
    event = only(
      await api.owner<typeof event>(sql`update events set zone = ${ZONE}, status = 'confirmed', email_series_id = null,
          topic_id = ${topicId}, start_time = ${eveningIn(20).toISOString()}, end_time = ${eveningIn(20).add(2, 'hour').toISOString()}
        where id = (select id from events where tenant_id = 'demo' and veeva_id is null order by id limit 1) returning id, title`),
    );
    await api.owner(sql`delete from event_speakers where event_id = ${event.id}`);
    await api.owner(sql`delete from email_plan_requests`);
  });

  it('reminds a training due tomorrow at 9:00 UTC the day before, moves with the due date, and not once completed', async () => {
    const program = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: `Due program ${engine.name}`, type: 'checkbox', expirationDate: inDays(60) },
    });
    expect(program.status).toBe(201);
    const assign = await api.call('POST', `/speaker-training/assign/speaker/${speaker.id}`, {
      as: ADMIN,
      body: { programId: program.body.id, dueDate: inDays(10) },
    });
    expect(assign.status).toBe(201);
    const { id } = only(
      await api.owner<{ id: number }>(
        sql`select id from speaker_trainings where speaker_id = ${speaker.id} and program_id = ${program.body.id}`,
      ),
    );
    const reminder = sql`dedupe_key = ${`auto:remind-training-due-tomorrow:training:${id}`}`;
    // Due on day D (the day entered): told at 9:00 UTC on D - 1, sendable until D begins.
    const at = (day: string) => [`${moment.utc(day).subtract(1, 'day').format('YYYY-MM-DD')}T09:00:00.000Z`, `${day}T00:00:00.000Z`];
    const windowOf = async () => {
      const [row] = await rows(reminder);
      return [new Date(row!.send_after).toISOString(), new Date(row!.send_before!).toISOString(), row!.status];
    };
    expect(await windowOf()).toEqual([...at(inDays(10)), 'queued']);
    expect((await api.call('PUT', `/speaker-training/${id}`, { as: ADMIN, body: { dueDate: inDays(14) } })).status).toBe(200);
    expect(await windowOf()).toEqual([...at(inDays(14)), 'queued']);
    expect(await rows(reminder)).toHaveLength(1);

    // Sent in its window with the training's values; not once the training is complete.
    const [row] = await rows(reminder);
    const inWindow = new Date(at(inDays(14))[0]!).getTime() + 3_600_000;
    const due = moment.utc(inDays(14)).format('MMMM D, YYYY');
    const composedAt = async (time: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(time);
      try {
        return await compose(row!.id);
      } finally {
        vi.useRealTimers();
      }
    };
    expect(await composedAt(inWindow)).toMatchObject({ to: speaker.email, subject: `Due program ${engine.name} is due ${due}` });
    const completed = await api.call('PUT', `/speaker-training/${id}`, { as: ADMIN, body: { completionDate: new Date().toISOString() } });
    expect(completed.status).toBe(200);
    expect(await composedAt(inWindow)).toEqual({ cancel: expect.stringMatching(/^No longer due/) });
  });

  it("reminds each speaker of the event at 9:00 the day before in the event's zone, moved and cancelled with the event", async () => {
    await api.owner(sql`insert into event_speakers (tenant_id, event_id, speaker_id) values ('demo', ${event.id}, ${speaker.id})`);
    await plan();
    const key = `auto:remind-speaker-event-tomorrow:event:${event.id}:speaker:${speaker.id}`;
    const mine = sql`dedupe_key = ${key}`;
    const dayBefore = (days: number) => eveningIn(days).subtract(1, 'day').startOf('day').hour(9).toISOString();
    const [queued] = await rows(mine);
    expect(queued).toMatchObject({ status: 'queued', to_email: speaker.email, subject: 'Your program tomorrow' });
    expect(new Date(queued!.send_after).toISOString()).toBe(dayBefore(20));
    expect(new Date(queued!.send_before!).toISOString()).toBe(eveningIn(20).startOf('day').toISOString());

    // Rescheduled: moved; composed with the event's values and its calendar entry.
    await startsIn(25);
    await plan();
    const [moved] = await rows(mine);
    expect(new Date(moved!.send_after).toISOString()).toBe(dayBefore(25));
    const message = await compose(moved!.id);
    expect(message).toMatchObject({ to: speaker.email, subject: `Tomorrow you present ${event.title}` });
    expect('ical' in message && message.ical?.start.toISOString()).toBe(eveningIn(25).toISOString());

    // Cancelled with the event; queued again when it is back on; cancelled when the speaker is taken off.
    await api.owner(sql`update events set status = 'cancelled' where id = ${event.id}`);
    await plan();
    expect(await rows(mine)).toMatchObject([{ status: 'cancelled' }]);
    await api.owner(sql`update events set status = 'confirmed' where id = ${event.id}`);
    await plan();
    expect(await rows(mine)).toMatchObject([{ status: 'queued' }]);
    await api.owner(sql`delete from event_speakers where event_id = ${event.id}`);
    await plan();
    expect(await rows(mine)).toMatchObject([{ status: 'cancelled' }]);
  });

  it('tells a speaker added to an event of a topic they are not trained on once, reminds them a week before, not once trained', async () => {
    const program = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: `Topic program ${engine.name}`, type: 'checkbox', expirationDate: inDays(90), topicId },
    });
    expect(program.status).toBe(201);
    await startsIn(20);
    await api.owner(sql`insert into event_speakers (tenant_id, event_id, speaker_id) values ('demo', ${event.id}, ${speaker.id})`);
    await turn();
    const notice = sql`dedupe_key = ${`auto:speaker-not-trained-on-topic:event:${event.id}:speaker:${speaker.id}`}`;
    const reminder = sql`dedupe_key = ${`auto:remind-speaker-not-trained-on-topic:event:${event.id}:speaker:${speaker.id}`}`;
    const [sent] = await rows(notice);
    expect(sent).toMatchObject({ status: 'sent', to_email: speaker.email, subject: `Not trained for ${event.title}` });
    const topic = only(await api.owner<{ name: string }>(sql`select name from topics where id = ${topicId}`));
    expect(sent!.body).toContain(`Topic ${topic.name}: please train.`);
    const [queued] = await rows(reminder);
    expect(queued).toMatchObject({ status: 'queued' });
    expect(new Date(queued!.send_after).toISOString()).toBe(eveningIn(13).startOf('day').hour(9).toISOString());

    // Saved again (the speakers replaced whole): not told twice.
    await api.owner(sql`delete from event_speakers where event_id = ${event.id}`);
    await api.owner(sql`insert into event_speakers (tenant_id, event_id, speaker_id) values ('demo', ${event.id}, ${speaker.id})`);
    await turn();
    expect(await rows(notice)).toHaveLength(1);

    // Trained: the reminder is no longer owed.
    await api.call('POST', `/speaker-training/assign/speaker/${speaker.id}`, {
      as: ADMIN,
      body: { programId: program.body.id, dueDate: inDays(5) },
    });
    await api.owner(sql`update speaker_trainings set completion_date = now()
      where speaker_id = ${speaker.id} and program_id = ${program.body.id}`);
    expect(await compose(queued!.id)).toEqual({ cancel: expect.stringMatching(/^No longer due/) });
    await api.owner(sql`delete from event_speakers where event_id = ${event.id}`);
  });

  it("tells of an event on one of the speaker's blackout dates once per date, and a new conflict again", async () => {
    await startsIn(20);
    const day = (days: number) => eveningIn(days).format('YYYY-MM-DD');
    const blackout = await api.call('POST', `/blackout-dates/speaker/${speaker.id}`, {
      as: ADMIN,
      body: { blackoutDates: [day(20), day(22)] },
    });
    expect(blackout.status).toBe(201);
    const conflicts = sql`kind = 'speaker-black-out-date-conflict' and event_id = ${event.id}`;
    await api.owner(sql`insert into event_speakers (tenant_id, event_id, speaker_id) values ('demo', ${event.id}, ${speaker.id})`);
    await turn();
    const key = `auto:speaker-black-out-date-conflict:event:${event.id}:speaker:${speaker.id}`;
    expect(await rows(conflicts)).toMatchObject([{ status: 'sent', dedupe_key: `${key}:date:${day(20)}`, to_email: speaker.email }]);
    expect((await rows(conflicts))[0]!.body).toContain(
      `${event.title} on ${eveningIn(20).format('dddd, MMMM D, YYYY')} falls on a blackout date`,
    );
    // Saved again: told once. Moved onto the other blackout date: told again; moved off it: nothing more.
    await api.owner(sql`delete from event_speakers where event_id = ${event.id}`);
    await api.owner(sql`insert into event_speakers (tenant_id, event_id, speaker_id) values ('demo', ${event.id}, ${speaker.id})`);
    await startsIn(22);
    await turn();
    await startsIn(23);
    await turn();
    expect((await rows(conflicts)).map((r) => [r.dedupe_key, r.status])).toEqual([
      [`${key}:date:${day(20)}`, 'sent'],
      [`${key}:date:${day(22)}`, 'sent'],
    ]);
    // A blackout date written on the event's day by another writer than the route (which refuses it): told too.
    await api.owner(
      sql`insert into speaker_blackout_dates (tenant_id, speaker_id, blackout_date) values ('demo', ${speaker.id}, ${day(23)})`,
    );
    await turn();
    expect((await rows(conflicts)).map((r) => r.dedupe_key)).toEqual([20, 22, 23].map((n) => `${key}:date:${day(n)}`));
    await api.owner(sql`delete from event_speakers where event_id = ${event.id}`);
  });

  it('tells of a profile save the fields it changed and who changed them, nothing for a save that changed nothing', async () => {
    const profile = sql`kind = 'speaker-profile-modified' and speaker_id = ${speaker.id}`;
    const save = (body: object) => api.call('PUT', `/speakers/${speaker.id}`, { as: ADMIN, body });
    expect((await save({ phone: '312-555-0142', city: 'Evanston', firstName: speaker.firstName })).status).toBe(200);
    expect((await save({ phone: '312-555-0142' })).status).toBe(200);
    await turn();
    const admin = only(
      await api.owner<{ name: string }>(sql`select first_name || ' ' || last_name as name from users
      where tenant_id = 'demo' and email = ${ADMIN}`),
    );
    // The demo's template names a custom recipient: it goes there instead of to the speaker.
    const [sent, ...more] = await rows(profile);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      status: 'sent',
      to_email: 'speaker-bureau@example.com',
      subject: `Profile of ${speaker.firstName} ${speaker.lastName} changed`,
    });
    expect(sent!.body).toContain(`${admin.name} changed the profile of ${speaker.firstName} ${speaker.lastName}: Phone, City.`);

    // Without custom recipients it goes to the speaker; a custom profile value's field is named.
    await api.owner(sql`update email_templates set recipients = '{}' where tenant_id = 'demo' and email_template_type_id = 23`);
    const field = only(
      await api.owner<{ id: number; name: string }>(sql`select f.id, f.field_name as name from speaker_profile_fields f
        where f.tenant_id = 'demo' and f.field_type = 'text' order by f.id limit 1`),
    );
    const written = await api.call('POST', '/custom-profile', {
      as: ADMIN,
      body: { speakerId: speaker.id, fieldId: field.id, value: 'New value' },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    await turn();
    expect((await rows(profile)).slice(1)).toMatchObject([{ status: 'sent', to_email: speaker.email }]);
    expect((await rows(profile))[1]!.body).toContain(`: ${field.name}.`);
  });

  it("prints the marketing opt-out link: the message's own one-click unsubscribe page", async () => {
    const template = only(
      await api.owner<{ id: number }>(sql`insert into email_templates (tenant_id, name, subject, body, email_template_type_id)
        values ('demo', 'Opt-out ${sql.raw(engine.name)}', 'News', '<p><a href="{{ links.marketingOptOut }}">Opt out</a></p>', 1)
        returning id`),
    );
    const attendance = only(
      await api.owner<{ id: number }>(sql`select ea.id from event_attendances ea join attendees a on a.id = ea.attendee_id
        where ea.tenant_id = 'demo' and a.email is not null order by ea.id limit 1`),
    );
    const sent = await api.call('POST', '/email-templates/trigger-email', {
      as: ADMIN,
      query: { emailTemplateId: template.id, attendeeId: attendance.id },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const row = only(
      await api.owner<{ body: string; token: string }>(sql`select body, unsubscribe_token as token from email_outbox
        where email_template_id = ${template.id}`),
    );
    expect(row.body).toContain(`Opt out (http://demo.localhost:4000/unsubscribe/${row.token})`);
  });
});
