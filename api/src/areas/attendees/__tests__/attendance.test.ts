import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, lastAudit, useApi, type TestApi, withFlag } from '../../../__tests__/harness.ts';
import { ATTENDANCE_MESSAGES as M } from '../attendance.ts';
import { attendeeFormTemplate } from './formTemplate.ts';

const ADMIN = 'admin@demo.test';
const PORTAL_ADMIN = 'client-speaker-portal-admin@demo.test';
const READER = 'user@demo.test';
const TABLES = ['attendees', 'event_attendances', 'attendance_answers'];

interface Fixture {
  eventId: number;
  q: { company: number; role: number; note: number; optin: number };
  c: { doc: string; other: string };
}

let made = 0;
async function makeEvent(api: TestApi, status = 'confirmed', withTemplate = true): Promise<Fixture> {
  made += 1;
  const template = withTemplate
    ? await api.call('POST', '/registration-templates', { as: ADMIN, body: attendeeFormTemplate(`Form template ${made} ${Math.random()}`) })
    : null;
  if (template) expect(template.status, JSON.stringify(template.body)).toBe(201);
  const event = await api.call('POST', '/events', {
    as: ADMIN,
    body: {
      shortName: `ATT-${made}-${Math.floor(Math.random() * 1e6)}`,
      title: `Attendance program ${made}`,
      startTime: '2030-03-01T18:00:00Z',
      endTime: '2030-03-01T20:00:00Z',
      zone: 'US/Central',
      type: 'virtual',
      status,
      ...(template && { registrationPage: true, registrationTemplateId: template.body.id }),
    },
  });
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  const questions: { id: number; choices: { ref: string; text: string }[] }[] = template?.body.questions ?? [];
  return {
    eventId: event.body.id,
    q: { company: questions[0]?.id ?? 0, role: questions[1]?.id ?? 0, note: questions[2]?.id ?? 0, optin: questions[3]?.id ?? 0 },
    c: { doc: questions[1]?.choices[0]?.ref ?? '', other: questions[1]?.choices[1]?.ref ?? '' },
  };
}

const person = (n: string) => ({ firstName: `Ann${n}`, lastName: `Lee${n}`, email: `ann.${n}@Example.com` });

describe.each(ENGINES)('attendee form calls on $name', (engine) => {
  const api = useApi(engine);
  const post = (body: unknown, as = ADMIN) => api.call('POST', '/attendees', { as, body });

  it('adds an attendee with the defaults of spec 001 §4, answers kept, audited; GET answers it with its responses', async () => {
    const f = await makeEvent(api);
    const res = await post({
      eventId: f.eventId,
      ...person('a1'),
      responses: [
        { questionId: f.q.company, answer: ' Acme ' },
        { questionId: f.q.role, answer: { choiceRefs: [f.c.doc] } },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      eventId: f.eventId,
      status: 'walkin',
      subscribed: true,
      sources: [{ source: 'Hive' }],
      attendee: { firstName: 'Anna1', lastName: 'Leea1', email: 'ann.a1@example.com', type: 'patient', marketingOptIn: false },
      event: { id: f.eventId, status: 'confirmed', registrationPage: true },
    });
    expect(res.body.responses.map((r: { questionId: number; answer: string }) => [r.questionId, r.answer])).toEqual([
      [f.q.company, 'Acme'],
      [f.q.role, 'Physician'],
    ]);
    const audits = await lastAudit(api, 2);
    expect(audits.map((a) => [a.entity, a.action])).toEqual([
      ['event_attendee', 'create'],
      ['attendee', 'create'],
    ]);
    const got = await api.call('GET', `/attendees/${res.body.attendeeId}/event/${f.eventId}`, { as: READER });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    expect(got.body.responses[1].value).toEqual({ choiceRefs: [f.c.doc] });
  });

  it('holds the answers to the rules engine as the public page does: conditional required, lengths, hidden and unknown questions', async () => {
    const f = await makeEvent(api);
    await expectNothingWritten(api, TABLES, async () => {
      const missing = await post({
        eventId: f.eventId,
        ...person('b1'),
        responses: [{ questionId: f.q.role, answer: { choiceRefs: [f.c.other] } }],
      });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({
        [`responses.${f.q.company}`]: 'This field is required',
        [`responses.${f.q.note}`]: 'This field is required',
      });
      const long = await post({ eventId: f.eventId, ...person('b2'), responses: [{ questionId: f.q.company, answer: 'x'.repeat(21) }] });
      expect(long.body.fields).toEqual({ [`responses.${f.q.company}`]: 'Maximum length is 20' });
      const unknown = await post({
        eventId: f.eventId,
        ...person('b3'),
        responses: [
          { questionId: f.q.company, answer: 'Acme' },
          { questionId: 999999, answer: 'x' },
        ],
      });
      expect(unknown.body.fields).toEqual({ 'responses.999999': 'Question not found' });
      // The opt-in form is not the attendee form's.
      const optIn = await post({
        eventId: f.eventId,
        ...person('b4'),
        responses: [
          { questionId: f.q.company, answer: 'Acme' },
          { questionId: f.q.optin, answer: true },
        ],
      });
      expect(optIn.body.fields).toEqual({ [`responses.${f.q.optin}`]: 'Question not found' });
      const malformed = await post({
        eventId: f.eventId,
        ...person('b5'),
        responses: [{ questionId: f.q.company, answer: { choiceRefs: 'x' } }],
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toMatch(/^Invalid answer/);
      const wrongType = await post({
        eventId: f.eventId,
        ...person('b6'),
        responses: [
          { questionId: f.q.company, answer: true },
          { questionId: f.q.role, answer: 'Physician' },
        ],
      });
      expect(wrongType.status).toBe(400);
      expect(Object.keys(wrongType.body.fields)).toEqual([`responses.${f.q.company}`, `responses.${f.q.role}`]);
    });
    // Answered: saved; the note's answer without "Other" is dropped (a hidden question's answer is not kept).
    const ok = await post({
      eventId: f.eventId,
      ...person('b7'),
      responses: [
        { questionId: f.q.company, answer: 'Acme' },
        { questionId: f.q.note, answer: 'ignored' },
      ],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.responses.map((r: { questionId: number }) => r.questionId)).toEqual([f.q.company]);
    const withNote = await post({
      eventId: f.eventId,
      ...person('b8'),
      responses: [
        { questionId: f.q.company, answer: 'Acme' },
        { questionId: f.q.role, answer: { choiceRefs: [f.c.other] } },
        { questionId: f.q.note, answer: 'Nurse' },
      ],
    });
    expect(withNote.body.responses.map((r: { answer: string }) => r.answer)).toEqual(['Acme', 'Other', 'Nurse']);
  });

  it("refuses bad input with the form's texts and writes nothing", async () => {
    const f = await makeEvent(api, 'confirmed', false);
    await expectNothingWritten(api, TABLES, async () => {
      const cases: [unknown, string, string][] = [
        [{ eventId: f.eventId, firstName: ' ', lastName: 'L' }, 'firstName', 'Name is required'],
        [{ eventId: f.eventId, firstName: 'F' }, 'lastName', 'Name is required'],
        [{ eventId: f.eventId, firstName: 'F', lastName: 'L', email: 'nope' }, 'email', 'Invalid email format'],
        [{ firstName: 'F', lastName: 'L' }, 'eventId', 'Event is required'],
        [
          { eventId: f.eventId, firstName: 'F', lastName: 'L', status: 'gone' },
          'status',
          'status must be one of walkin, attended, registered, noshow, cancelled, ineligible',
        ],
        [{ eventId: f.eventId, firstName: 'F', lastName: 'L', zipCode: '12' }, 'zipCode', 'Zip code must be 5 digits'],
        [{ eventId: f.eventId, firstName: 'F', lastName: 'L', extra: 1 }, '', ''],
      ];
      for (const [body, field, message] of cases) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        if (field) expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
      }
      const noEvent = await post({ eventId: 99999999, firstName: 'F', lastName: 'L' });
      expect([noEvent.status, noEvent.body.message]).toEqual([404, M.eventNotFound]);
      const noAnswersToGive = await post({
        eventId: f.eventId,
        firstName: 'F',
        lastName: 'L',
        responses: [{ questionId: 1, answer: 'x' }],
      });
      expect(noAnswersToGive.body.fields).toEqual({ 'responses.1': 'Question not found' });
    });
    const cancelled = await makeEvent(api, 'cancelled', false);
    const refused = await post({ eventId: cancelled.eventId, firstName: 'F', lastName: 'L' });
    expect([refused.status, refused.body.message]).toEqual([409, M.eventNotOpen]);
    for (const status of ['in-progress', 'complete']) {
      const open = await makeEvent(api, status, false);
      expect((await post({ eventId: open.eventId, firstName: 'F', lastName: status })).status).toBe(201);
    }
  });

  it('one attendee per e-mail: reused in another event, refused twice in one event; hcp by the tenant flag', async () => {
    const a = await makeEvent(api, 'confirmed', false);
    const b = await makeEvent(api, 'confirmed', false);
    const first = await post({ eventId: a.eventId, ...person('c1'), type: 'caregiver' });
    const again = await post({ eventId: a.eventId, ...person('c1'), email: 'ANN.c1@example.com' });
    expect([again.status, again.body.message]).toEqual([409, M.already]);
    const other = await post({ eventId: b.eventId, ...person('c1'), firstName: 'Annie' });
    expect(other.status).toBe(201);
    expect(other.body.attendeeId).toBe(first.body.attendeeId);
    expect(other.body.attendee.firstName).toBe('Annie');
    // Without an e-mail: always a new attendee.
    const n1 = await post({ eventId: a.eventId, firstName: 'No', lastName: 'Mail' });
    const n2 = await post({ eventId: b.eventId, firstName: 'No', lastName: 'Mail', email: '' });
    expect(n1.body.attendeeId).not.toBe(n2.body.attendeeId);
    expect(n2.body.attendee.email).toBeNull();
    await withFlag(api, 'demo', 'attendeeDefaultTypeHcpEnabled', true, async () => {
      expect((await post({ eventId: a.eventId, firstName: 'Hcp', lastName: 'Default' })).body.attendee.type).toBe('hcp');
    });
  });

  it('updates the attendee and the attendance, answers replaced; e-mail of another attendee and stale originals refused', async () => {
    const f = await makeEvent(api);
    const created = await post({ eventId: f.eventId, ...person('d1'), responses: [{ questionId: f.q.company, answer: 'Acme' }] });
    const taken = await post({ eventId: f.eventId, ...person('d2'), responses: [{ questionId: f.q.company, answer: 'Acme' }] });
    const url = `/attendees/${created.body.attendeeId}/events/${f.eventId}`;
    const base = {
      ...person('d1'),
      email: 'ann.d1@example.com',
      originalEmail: 'ann.d1@example.com',
      originalFirstName: 'Annd1',
      originalLastName: 'Leed1',
      status: 'attended',
      type: 'hcp',
      subscribed: false,
      marketingOptIn: true,
      city: 'Austin',
      responses: [
        { questionId: f.q.company, answer: 'Globex' },
        { questionId: f.q.role, answer: { choiceRefs: [f.c.other] } },
        { questionId: f.q.note, answer: 'Pharmacist' },
      ],
    };
    const res = await api.call('PUT', url, { as: ADMIN, body: base });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'attended',
      subscribed: false,
      attendee: { type: 'hcp', marketingOptIn: true, city: 'Austin' },
    });
    expect(res.body.responses.map((r: { answer: string }) => r.answer)).toEqual(['Globex', 'Other', 'Pharmacist']);
    const audits = await lastAudit(api, 2);
    expect(audits[0]).toMatchObject({ entity: 'event_attendee', action: 'update' });
    expect(audits[1]).toMatchObject({ entity: 'attendee', action: 'update', changed_fields: ['city', 'type', 'marketingOptIn'] });

    await expectNothingWritten(api, TABLES, async () => {
      const clash = await api.call('PUT', url, { as: ADMIN, body: { ...base, email: 'Ann.D2@example.com' } });
      expect([clash.status, clash.body.message]).toEqual([409, M.emailTaken('ann.d2@example.com')]);
      const stale = await api.call('PUT', url, { as: ADMIN, body: { ...base, originalFirstName: 'Someone' } });
      expect([stale.status, stale.body.message]).toEqual([409, M.changedMeanwhile]);
      const noNote = await api.call('PUT', url, { as: ADMIN, body: { ...base, responses: base.responses.slice(0, 2) } });
      expect(noNote.body.fields).toEqual({ [`responses.${f.q.note}`]: 'This field is required' });
      const missing = await api.call('PUT', `/attendees/${taken.body.attendeeId}/events/999999`, { as: ADMIN, body: base });
      expect([missing.status, missing.body.message]).toEqual([404, M.attendeeNotFound]);
      const moved = await api.call('PUT', url, { as: ADMIN, body: { ...base, eventId: f.eventId + 1 } });
      expect(moved.status).toBe(400);
    });
    const got = await api.call('GET', `/attendees/${created.body.attendeeId}/event/999999`, { as: ADMIN });
    expect([got.status, got.body.message]).toEqual([404, M.attendeeNotFound]);
  });

  it('ignores the address fields while the tenant hides them, and the subscriptions from roles that do not see them', async () => {
    const f = await makeEvent(api, 'confirmed', false);
    await api.owner(sql`update tenants set metadata = metadata || '{"hideAttendeeAddressFields": true}' where id = 'demo'`);
    try {
      const res = await post(
        {
          eventId: f.eventId,
          ...person('e1'),
          address: '1 Main',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          subscribed: false,
          marketingOptIn: true,
        },
        PORTAL_ADMIN,
      );
      expect(res.status).toBe(201);
      expect(res.body.attendee).toMatchObject({ address: null, city: null, state: null, zipCode: null, marketingOptIn: false });
      expect(res.body.subscribed).toBe(true);
    } finally {
      await api.owner(sql`update tenants set metadata = metadata - 'hideAttendeeAddressFields' where id = 'demo'`);
    }
  });

  it('needs create/update on event_attendee and attendee; read-only roles read; another tenant sees nothing', async () => {
    const f = await makeEvent(api, 'confirmed', false);
    const created = await post({ eventId: f.eventId, ...person('g1') });
    await expectNothingWritten(api, TABLES, async () => {
      const refused = await post({ eventId: f.eventId, ...person('g2') }, READER);
      expect(refused.status).toBe(403);
      const update = await api.call('PUT', `/attendees/${created.body.attendeeId}/events/${f.eventId}`, { as: READER, body: person('g1') });
      expect(update.status).toBe(403);
      // Acme has registration pages off (its attendee routes answer 403): on, they find nothing of demo.
      await withFlag(api, 'acme', 'registrationPagesEnabled', true, async () => {
        const acme = await api.call('GET', `/attendees/${created.body.attendeeId}/event/${f.eventId}`, { as: 'admin@acme.test' });
        expect([acme.status, acme.body.message]).toEqual([404, M.attendeeNotFound]);
        const acmeWrite = await api.call('POST', '/attendees', { as: 'admin@acme.test', body: { eventId: f.eventId, ...person('g3') } });
        expect([acmeWrite.status, acmeWrite.body.message]).toEqual([404, M.eventNotFound]);
      });
    });
    expect((await api.call('GET', `/attendees/${created.body.attendeeId}/event/${f.eventId}`, { as: READER })).status).toBe(200);
  });
});
