import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeFormTemplate } from '../../../../../../../api/src/areas/attendees/__tests__/formTemplate.ts';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const FORM = `query($attendeeId: Int!, $eventId: Int!) {
  eventAttendance(attendeeId: $attendeeId, eventId: $eventId) { attendeeId eventId status subscribed attendee { firstName lastName email city type marketingOptIn } }
  eventAttendanceResponses(attendeeId: $attendeeId, eventId: $eventId) { questionId questionRef answer bool text number choiceRefs openTexts { choiceRef text } }
}`;
const PAYLOAD = `eventAttendance { attendeeId eventId status subscribed attendee { firstName email city type } }
  responses { questionRef answer text choiceRefs } ok fieldErrors { questionRef message }`;
const CREATE = `mutation($input: CreateEventAttendanceInput!) { createEventAttendance(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation($input: UpdateEventAttendanceInput!) { updateEventAttendance(input: $input) { ${PAYLOAD} } }`;

let stack: Stack;
let admin: string;
let eventId: number;
let q: { company: string; role: string; note: string };
let other: string;

async function rest(method: string, path: string, body: unknown) {
  const response = await fetch(`${stack.apiUrl}/${path}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  expect(response.status, JSON.stringify(json)).toBe(201);
  return json;
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  const template = await rest('POST', 'registration-templates', attendeeFormTemplate('BFF attendee form'));
  const [company, role, note] = template.questions as { ref: string; choices: { ref: string }[] }[];
  q = { company: company!.ref, role: role!.ref, note: note!.ref };
  other = role!.choices[1]!.ref;
  const event = await rest('POST', 'events', {
    shortName: 'BFF-FORM-1',
    title: 'BFF form program',
    startTime: '2030-03-01T18:00:00Z',
    endTime: '2030-03-01T20:00:00Z',
    zone: 'US/Central',
    type: 'virtual',
    status: 'confirmed',
    registrationPage: true,
    registrationTemplateId: template.id,
  });
  eventId = event.id;
});
afterAll(() => stack?.close());

const fields = (more: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.bff@example.com',
  answers: [{ questionRef: q.company, text: 'Acme' }],
  ...more,
});

describe('attendee form', () => {
  it('creates with typed answers (one REST write), refuses answers as fieldErrors, edits with the form read in one REST call', async () => {
    const refused = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { eventId, attendance: fields({ firstName: ' ', answers: [{ questionRef: q.role, choiceRefs: [other] }] }) } },
    });
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.createEventAttendance).toMatchObject({ ok: false, eventAttendance: null });
    expect(refused.data!.createEventAttendance.fieldErrors).toEqual(
      expect.arrayContaining([{ questionRef: 'firstName', message: 'Name is required' }]),
    );
    const answersRefused = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { eventId, attendance: fields({ answers: [{ questionRef: q.role, choiceRefs: [other] }] }) } },
    });
    expect(answersRefused.data!.createEventAttendance.fieldErrors).toEqual([
      { questionRef: q.company, message: 'This field is required' },
      { questionRef: q.note, message: 'This field is required' },
    ]);
    const notAQuestion = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { eventId, attendance: fields({ answers: [{ questionRef: 'new-1', text: 'x' }] }) } },
    });
    expect(notAQuestion.data!.createEventAttendance.fieldErrors).toEqual([{ questionRef: 'new-1', message: 'Question not found' }]);
    expect(notAQuestion.upstreamCalls).toBe(0);

    const created = await stack.gql(CREATE, {
      token: admin,
      variables: {
        input: {
          eventId,
          attendance: fields({
            status: 'REGISTERED',
            answers: [
              { questionRef: q.company, text: 'Acme' },
              { questionRef: q.role, choiceRefs: [other], openTexts: [{ choiceRef: other, text: 'Nurse' }] },
              { questionRef: q.note, text: 'Night shifts' },
            ],
          }),
        },
      },
    });
    expect(created.errors).toBeUndefined();
    // The write and the caller's hidden attendee fields.
    expect(created.upstreamCalls).toBe(2);
    const payload = created.data!.createEventAttendance;
    expect(payload.fieldErrors).toBeNull();
    expect(payload.eventAttendance).toMatchObject({
      eventId,
      status: 'REGISTERED',
      subscribed: true,
      attendee: { firstName: 'Ann', type: 'PATIENT' },
    });
    expect(payload.responses.map((r: { answer: string }) => r.answer)).toEqual(['Acme', 'Other: Nurse', 'Night shifts']);

    const attendeeId = payload.eventAttendance.attendeeId;
    const form = await stack.gql(FORM, { token: admin, variables: { attendeeId, eventId } });
    expect(form.errors).toBeUndefined();
    // Both root fields read the one REST call (beside the caller's hidden attendee fields).
    expect(form.upstreamCalls).toBe(2);
    expect(form.data!.eventAttendanceResponses[1]).toMatchObject({
      questionRef: q.role,
      choiceRefs: [other],
      openTexts: [{ choiceRef: other, text: 'Nurse' }],
      text: null,
      bool: null,
    });

    const updated = await stack.gql(UPDATE, {
      token: admin,
      variables: {
        input: {
          attendeeId,
          eventId,
          originalEmail: 'ann.bff@example.com',
          originalFirstName: 'Ann',
          originalLastName: 'Lee',
          attendance: fields({ city: 'Austin', status: 'ATTENDED', type: 'HCP' }),
        },
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateEventAttendance.eventAttendance).toMatchObject({
      status: 'ATTENDED',
      attendee: { city: 'Austin', type: 'HCP' },
    });
    expect(updated.data!.updateEventAttendance.responses.map((r: { text: string }) => r.text)).toEqual(['Acme']);

    const stale = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { attendeeId, eventId, originalFirstName: 'Bob', attendance: fields() } },
    });
    expect(stale.errors?.[0]).toMatchObject({
      message: 'Someone else changed this attendee since you opened it. Reload the attendee to see their changes.',
      extensions: { code: 'CONFLICT' },
    });
    const twice = await stack.gql(CREATE, { token: admin, variables: { input: { eventId, attendance: fields() } } });
    expect(twice.errors?.[0]).toMatchObject({
      message: 'This attendee is already registered for this event',
      extensions: { code: 'CONFLICT' },
    });

    const missing = await stack.gql(FORM, { token: admin, variables: { attendeeId, eventId: 999999 } });
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ eventAttendance: null, eventAttendanceResponses: null });
  });

  it('refuses writes to read-only roles and hides the attendee fields hidden from the role', async () => {
    const user = await stack.signIn('user@demo.test');
    const refused = await stack.gql(CREATE, {
      token: user,
      variables: { input: { eventId, attendance: fields({ email: 'x@example.com' }) } },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You do not have permission to create event_attendee',
      extensions: { code: 'FORBIDDEN' },
    });
    const [row] = await stack.api.db.asOwner((tx) =>
      tx.query<{ attendeeId: number }>(sql`select attendee_id as "attendeeId" from event_attendances where event_id = ${eventId} limit 1`),
    );
    const attendeeId = row!.attendeeId;
    await stack.api.db.asOwner((tx) =>
      tx.query(
        sql`insert into field_settings (tenant_id, entity, role, kind, fields) values ('demo', 'attendee', 'user', 'hidden', ${'{email,city}'})`,
      ),
    );
    try {
      const hidden = await stack.signIn('user@demo.test');
      const form = await stack.gql(FORM, { token: hidden, variables: { attendeeId, eventId } });
      expect(form.errors).toBeUndefined();
      expect(form.data!.eventAttendance.attendee).toMatchObject({ firstName: 'Ann', email: null, city: null });
    } finally {
      await stack.api.db.asOwner((tx) => tx.query(sql`delete from field_settings where tenant_id = 'demo' and entity = 'attendee'`));
    }
  });
});
