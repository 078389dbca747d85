import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, lastAudit, useApi, withFlag } from '../../../__tests__/harness.ts';
import { EMAIL_MESSAGES as M, MANUAL_EMAIL_ROLES } from '../contract.ts';
import { htmlToText } from '../render.ts';

const ADMIN = 'admin@demo.test';
const CSPA = 'client-speaker-portal-admin@demo.test';
const PREVIEW = '/email-templates/email-preview';
const TRIGGER = '/email-templates/trigger-email';
const LEDGER = ['email_outbox', 'audit_log', 'password_reset_tokens'];

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Attendance {
  id: number;
  eventId: number;
  firstName: string;
  email: string;
  title: string;
  startTime: string;
  zone: string;
}

interface LedgerRow {
  to_email: string;
  cc: string[];
  subject: string;
  body: string;
  html: string;
  kind: string;
  dedupe_key: string;
  status: string;
  unsubscribable: boolean;
  email_template_id: number;
  event_id: number | null;
  ical: { uid: string; start: string; title: string } | null;
}

describe.each(ENGINES)('manual trigger routes on $name', (engine) => {
  const api = useApi(engine);
  const call = (method: 'GET' | 'POST', query: Record<string, string | number | boolean>, as = ADMIN) =>
    api.call(method, method === 'GET' ? PREVIEW : TRIGGER, { as, query });
  const templateNamed = async (name: string, tenant = 'demo') =>
    (await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = ${tenant} and name = ${name}`))[0]!.id;
  /** A demo attendance of an attendee with an e-mail, at a live event in a venue. */
  const attendance = async (tenant = 'demo') =>
    (
      await api.owner<Attendance>(sql`select ea.id, ea.event_id as "eventId", a.first_name as "firstName", a.email, e.title,
          e.start_time as "startTime", e.zone
        from event_attendances ea join attendees a on a.id = ea.attendee_id join events e on e.id = ea.event_id
        where ea.tenant_id = ${tenant} and a.email is not null and e.venue_id is not null and e.type = 'live'
        order by ea.id limit 1`)
    )[0]!;
  const speakerWithUser = async () =>
    (
      await api.owner<{ id: number; email: string; userId: number; userEmail: string }>(sql`select s.id, s.email, u.id as "userId",
          u.email as "userEmail" from speakers s join users u on u.speaker_id = s.id and u.deleted_at is null
        where s.tenant_id = 'demo' and s.email is not null order by s.id limit 1`)
    )[0]!;
  const ledger = (templateId: number) =>
    api.owner<LedgerRow>(sql`select * from email_outbox where email_template_id = ${templateId} and kind like 'manual:%' order by id`);

  it("previews an attendee template with the attendance's real values, dates in the event's zone", async () => {
    const a = await attendance();
    const id = await templateNamed('Registration confirmation');
    const res = await call('GET', { emailTemplateId: id, attendeeId: a.id, emailType: 'registration-thank-you' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const date = moment.tz(new Date(a.startTime), a.zone).format('dddd, MMMM D, YYYY');
    const time = moment.tz(new Date(a.startTime), a.zone).format('h:mm A');
    expect(res.body).toMatchObject({ success: true, subject: `You are registered: ${a.title}`, to: [a.email.toLowerCase()], error: null });
    const html: string = res.body.previewHtml;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    for (const text of [`Dear ${a.firstName},`, a.title, `${date}, ${time}`, `See you on ${date}`]) expect(html).toContain(escaped(text));
    expect(html).toContain('<table width="600"');
    expect(html).not.toMatch(/\{\{|\{%/);
    // The preview writes nothing.
    await expectNothingWritten(api, LEDGER, () => call('GET', { emailTemplateId: id, attendeeId: a.id }));
  });

  it("asks for what the template's type needs, with the spec's messages", async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{}, M.templateNameRequired],
      [{ emailTemplateId: '' }, M.templateNameRequired],
      [{ emailTemplateId: await templateNamed('Registration confirmation') }, M.needs.attendee],
      [{ emailTemplateId: await templateNamed('Your program tomorrow') }, M.needs.speaker],
      [{ emailTemplateId: await templateNamed('Your program tomorrow'), speakerId: (await speakerWithUser()).id }, M.needs.event],
      [{ emailTemplateId: await templateNamed('New training assigned') }, M.needs.speakerTraining],
    ];
    for (const [query, message] of cases) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(method, query);
        expect(res.status, `${method} ${JSON.stringify(query)}`).toBe(400);
        expect(res.body.message).toBe(message);
      }
    }
    const a = await attendance();
    const id = await templateNamed('Registration confirmation');
    for (const [query, message] of [
      [{ attendeeId: a.id, emailType: 'training-completed' }, M.emailTypeMismatch('training-completed', 'registration-thank-you')],
      [{ attendeeId: a.id, eventId: a.eventId + 1 }, M.attendanceNotInEvent(a.id, a.eventId + 1)],
      [{ attendeeId: a.id, resetSpeakerUserPassword: 'true' }, M.resetNotSpeaker],
      [{ attendeeId: 'x' }, 'attendeeId must be a positive whole number'],
      [{ attendeeId: a.id, resetSpeakerUserPassword: 'yes' }, 'resetSpeakerUserPassword must be true or false'],
    ] as const) {
      const res = await call('POST', { emailTemplateId: id, ...query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("answers 404 for another tenant's template or records", async () => {
    const acmeTemplate = await templateNamed('Registration confirmation', 'acme');
    const acmeAttendance = await attendance('acme');
    const [acmeSpeaker] = await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'acme' limit 1`);
    const a = await attendance();
    for (const [query, message] of [
      [{ emailTemplateId: acmeTemplate, attendeeId: a.id }, `Email template ${acmeTemplate} not found`],
      [
        { emailTemplateId: await templateNamed('Registration confirmation'), attendeeId: acmeAttendance.id },
        `Event Attendee ${acmeAttendance.id} does not exist`,
      ],
      [
        { emailTemplateId: await templateNamed('Welcome to the speaker portal'), speakerId: acmeSpeaker!.id },
        `Speaker ${acmeSpeaker!.id} does not exist`,
      ],
      [
        {
          emailTemplateId: await templateNamed('Your program tomorrow'),
          speakerId: (await speakerWithUser()).id,
          eventId: acmeAttendance.eventId,
        },
        `Event ${acmeAttendance.eventId} does not exist`,
      ],
      [
        { emailTemplateId: await templateNamed('New training assigned'), speakerTrainingId: 2_000_000_000 },
        'Speaker Training 2000000000 does not exist',
      ],
    ] as const) {
      await expectNothingWritten(api, LEDGER, async () => {
        const res = await call('POST', query);
        expect(res.status, JSON.stringify(query)).toBe(404);
        expect(res.body.message).toBe(message);
      });
    }
  });

  it('answers 403 to a role without the permission and to one that may not send by hand', async () => {
    const query = { emailTemplateId: await templateNamed('Registration confirmation'), attendeeId: (await attendance()).id };
    for (const as of ['marketing@demo.test', 'user@demo.test']) {
      const res = await call('GET', query, as);
      expect(res.status, as).toBe(403);
      expect(res.body.message).toBe('You do not have permission to read email_template');
    }
    // A role that reads templates but is not one of the senders.
    const readers = await api.owner<{ role: string }>(sql`select r.role from role_permissions rp join roles r on r.id = rp.role_id
      join entities e on e.id = rp.entity_id join permission_actions p on p.id = rp.permission_id
      where r.tenant_id = 'demo' and e.name = 'email_template' and p.name = 'read'`);
    const reader = readers.map((r) => r.role).find((role) => !(MANUAL_EMAIL_ROLES as readonly string[]).includes(role));
    expect(reader).toBeDefined();
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, query, `${reader}@demo.test`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only the admin or system-admin or client-speaker-portal-admin role may read email_template');
    }
    expect((await call('GET', query, CSPA)).status).toBe(200);
  });

  it("refuses an attendee's template with the registration pages turned off, and writes nothing; a speaker's is sent", async () => {
    const query = { emailTemplateId: await templateNamed('Registration confirmation'), attendeeId: (await attendance()).id };
    const speaker = (await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo' order by id limit 1`))[0]!;
    const welcome = { emailTemplateId: await templateNamed('Welcome to the speaker portal'), speakerId: speaker.id };
    await withFlag(api, 'demo', 'registrationPagesEnabled', false, async () => {
      for (const method of ['GET', 'POST'] as const) {
        await expectNothingWritten(api, LEDGER, async () => {
          const res = await call(method, query);
          expect(res.status, method).toBe(403);
          expect(res.body.message).toBe("'Registration pages' is turned off for your organization");
        });
      }
      expect((await call('GET', welcome)).status).toBe(200);
    });
  });

  it("sends to the template's own recipients, or the Admin's: 403 for others, 400 for a type without them", async () => {
    const speaker = await speakerWithUser();
    const profile = await templateNamed('Profile changed');
    const own = await call('GET', { emailTemplateId: profile, speakerId: speaker.id });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.to).toEqual(['speaker-bureau@example.com']);
    const given = await call('GET', { emailTemplateId: profile, speakerId: speaker.id, recipients: 'A@example.com, b@example.com' });
    expect(given.body.to).toEqual(['a@example.com', 'b@example.com']);
    const byCspa = await call('GET', { emailTemplateId: profile, speakerId: speaker.id, recipients: 'a@example.com' }, CSPA);
    expect(byCspa.status).toBe(403);
    expect(byCspa.body.message).toBe(M.customRecipientsRole);
    const wrongType = await call('GET', {
      emailTemplateId: await templateNamed('Welcome to the speaker portal'),
      speakerId: speaker.id,
      recipients: 'a@example.com',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe(M.customRecipientsType);
    for (const recipients of ['not-an-address', Array.from({ length: 21 }, (_, i) => `r${i}@example.com`).join(',')]) {
      const res = await call('GET', { emailTemplateId: profile, speakerId: speaker.id, recipients });
      expect(res.status).toBe(400);
    }
    const welcome = await call('GET', { emailTemplateId: await templateNamed('Welcome to the speaker portal'), speakerId: speaker.id });
    expect(welcome.body.to).toEqual([speaker.email.toLowerCase()]);
  });

  it('writes one ledger row per recipient, kind manual:{type}, with the iCal event; audited', async () => {
    const a = await attendance();
    const id = await templateNamed('Registration confirmation');
    const res = await call('POST', { emailTemplateId: id, attendeeId: a.id, eventId: a.eventId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, error: null });
    const [row, ...more] = await ledger(id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      to_email: a.email.toLowerCase(),
      subject: `You are registered: ${a.title}`,
      kind: 'manual:registration-thank-you',
      status: 'queued',
      unsubscribable: true,
      email_template_id: id,
      event_id: a.eventId,
      ical: { title: a.title, start: new Date(a.startTime).toISOString() },
    });
    expect(row!.dedupe_key).toMatch(/^manual:[0-9a-f-]{36}$/);
    expect(row!.html).toContain(`Dear ${escaped(a.firstName)},`);
    expect(row!.body).toContain(`Dear ${a.firstName},`);
    expect(row!.body).not.toMatch(/<|\{\{/);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'email_template', entity_id: String(id), action: 'send' });

    // Several recipients: one row each, the template's CC on the first only; a speaker e-mail is not unsubscribable.
    const profile = await templateNamed('Profile changed');
    await api.owner(sql`update email_templates set cc = '{cc@example.com}' where id = ${profile}`);
    const speaker = await speakerWithUser();
    const sent = await call('POST', { emailTemplateId: profile, speakerId: speaker.id, recipients: 'a@example.com,b@example.com' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const rows = await ledger(profile);
    expect(rows.map((r) => [r.to_email, r.cc, r.kind, r.unsubscribable, r.event_id, r.ical])).toEqual([
      ['a@example.com', ['cc@example.com'], 'manual:speaker-profile-modified', false, null, null],
      ['b@example.com', [], 'manual:speaker-profile-modified', false, null, null],
    ]);
  });

  it('sends an inactive template by hand, and prints nothing for a missing value', async () => {
    const a = await attendance();
    const created = await api.call('POST', '/email-templates', {
      as: ADMIN,
      body: {
        name: 'Manual only',
        active: false,
        subject: 'Replay [{{ event.replayUrl }}]',
        body: '<p>[{{ event.replayUrl }}][{{ links.unsubscribe }}][{{ attendee.firstName }}]</p>',
        emailTemplateTypeId: 15,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await api.owner(sql`update events set replay_url = null where id = ${a.eventId}`);
    const res = await call('GET', { emailTemplateId: created.body.id, attendeeId: a.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subject).toBe('Replay []');
    expect(res.body.previewHtml).toContain(`<p>[][][${escaped(a.firstName)}]</p>`);
    expect((await call('POST', { emailTemplateId: created.body.id, attendeeId: a.id })).status).toBe(200);
    expect(await ledger(created.body.id)).toHaveLength(1);
  });

  it("with resetSpeakerUserPassword, also e-mails the speaker's user a password reset link", async () => {
    const speaker = await speakerWithUser();
    const id = await templateNamed('Welcome to the speaker portal');
    const res = await call('POST', { emailTemplateId: id, speakerId: speaker.id, resetSpeakerUserPassword: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [reset] = await api.owner<{ subject: string }>(sql`select subject from email_outbox where tenant_id = 'demo'
      and to_email = ${speaker.userEmail} order by id desc limit 1`);
    expect(reset!.subject).toBe('Reset your Hive password');
    const [token] = await api.owner(sql`select 1 from password_reset_tokens where user_id = ${speaker.userId} and purpose = 'reset'`);
    expect(token).toBeDefined();

    const [lonely] = await api.owner<{ id: number }>(sql`select s.id from speakers s where s.tenant_id = 'demo' and s.email is not null
      and not exists (select 1 from users u where u.speaker_id = s.id and u.deleted_at is null) order by s.id limit 1`);
    await expectNothingWritten(api, LEDGER, async () => {
      const none = await call('POST', { emailTemplateId: id, speakerId: lonely!.id, resetSpeakerUserPassword: 'true' });
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(M.noSpeakerUser);
    });
  });

  it('renders a training e-mail with the training and its link', async () => {
    const [training] = await api.owner<{ id: number; speakerId: number; programId: number; name: string }>(sql`select st.id,
        st.speaker_id as "speakerId", st.program_id as "programId", p.program_name as name
      from speaker_trainings st join training_programs p on p.id = st.program_id join speakers s on s.id = st.speaker_id
      where st.tenant_id = 'demo' and s.email is not null order by st.id limit 1`);
    const id = await templateNamed('New training assigned');
    const res = await call('GET', { emailTemplateId: id, speakerTrainingId: training!.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subject).toBe(`New training: ${training!.name}`);
    const other = await call('GET', { emailTemplateId: id, speakerTrainingId: training!.id, speakerId: training!.speakerId + 1 });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(M.trainingNotOfSpeaker(training!.id, training!.speakerId + 1));
  });
});

describe('the plain-text alternative', () => {
  it('keeps paragraphs, list items and links, and no markup', () => {
    expect(
      htmlToText(
        '<table><tr><td><p>Dear Ann &amp; Bo,</p><p>Line one<br />line two</p><ul><li>First</li><li>Second</li></ul>' +
          '<p><a href="https://x.example/a?b=1&amp;c=2">Join</a> or <a href="https://y.example">https://y.example</a></p></td></tr></table>',
      ),
    ).toBe('Dear Ann & Bo,\n\nLine one\nline two\n\n- First\n- Second\n\nJoin (https://x.example/a?b=1&c=2) or https://y.example');
  });
});
