import { sql } from 'drizzle-orm';
import { toGlobalId } from 'graphql-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '../../../../../../../api/src/areas/emailSeries/contract.ts';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const PREVIEW = `query($input: EmailTriggerInput!) { emailPreview(input: $input) { success previewHtml subject to error } }`;
const TRIGGER = `mutation($input: EmailTriggerInput!) { triggerEmail(input: $input) { success error } }`;

let stack: Stack;
let admin: string;
/** A demo 'Registration thank you' template, and an attendance of an attendee with an e-mail address. */
let template: { id: number; name: string };
let attendance: { id: number; email: string; title: string };
let acmeAttendanceId: number;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  await stack.api.db.asOwner(async (tx) => {
    template = (
      await tx.query<{ id: number; name: string }>(sql`select t.id, t.name from email_templates t
        where t.tenant_id = 'demo' and t.email_template_type_id = 1 order by t.id limit 1`)
    )[0]!;
    const attendanceOf = (tenant: string) =>
      tx.query<{ id: number; email: string; title: string }>(sql`select ea.id, a.email, e.title from event_attendances ea
        join attendees a on a.id = ea.attendee_id join events e on e.id = ea.event_id
        where ea.tenant_id = ${tenant} and a.email is not null order by ea.id limit 1`);
    attendance = (await attendanceOf('demo'))[0]!;
    acmeAttendanceId = (await attendanceOf('acme'))[0]!.id;
  });
});
afterAll(() => stack?.close());

const input = (fields: Record<string, unknown> = {}) => ({
  emailTemplateId: toGlobalId('EmailTemplate', String(template.id)),
  eventAttendanceId: toGlobalId('EventAttendance', String(attendance.id)),
  ...fields,
});

describe('emailPreview', () => {
  it("renders the template with the attendance's data, to the attendee", async () => {
    const answer = await stack.gql(PREVIEW, { token: admin, variables: { input: input() } });
    expect(answer.errors).toBeUndefined();
    const preview = answer.data!.emailPreview;
    expect(preview).toMatchObject({ success: true, to: [attendance.email], error: null });
    expect(preview.subject).toBe(`You are registered: ${attendance.title}`);
    expect(preview.previewHtml).toContain('Thank you for registering for');
  });

  it("answers a refusal of the service as the screen's error: a choice missing, no template, a record not found", async () => {
    const refusals: [Record<string, unknown>, string | RegExp][] = [
      [{ eventAttendanceId: null }, EMAIL_MESSAGES.needs.attendee],
      [{ emailTemplateId: null }, EMAIL_MESSAGES.templateNameRequired],
      // Another tenant's attendance is one that does not exist.
      [{ eventAttendanceId: toGlobalId('EventAttendance', String(acmeAttendanceId)) }, / does not exist$/],
    ];
    for (const [fields, error] of refusals) {
      const answer = await stack.gql(PREVIEW, { token: admin, variables: { input: input(fields) } });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.emailPreview).toMatchObject({ success: false, previewHtml: null, subject: null, to: [] });
      expect(answer.data!.emailPreview.error).toMatch(error);
    }
    expect((await stack.gql(PREVIEW, { token: admin, variables: { input: input({ eventAttendanceId: null }) } })).data).toEqual({
      emailPreview: { success: false, previewHtml: null, subject: null, to: [], error: 'Please select Event Attendee to send this email' },
    });
  });

  it('refuses a global id of another type before any call', async () => {
    const wrong = toGlobalId('Event', String(attendance.id));
    const answer = await stack.gql(PREVIEW, { token: admin, variables: { input: input({ eventAttendanceId: wrong }) } });
    expect(answer.errors?.[0]).toMatchObject({ message: `Invalid EventAttendance id: ${wrong}`, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('triggerEmail', () => {
  it('writes the message to the delivery ledger', async () => {
    const answer = await stack.gql(TRIGGER, { token: admin, variables: { input: input() } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.triggerEmail).toEqual({ success: true, error: null });
    const rows = await stack.api.db.asOwner((tx) =>
      tx.query<{ to: string; subject: string; kind: string; templateId: number }>(sql`select to_email as to, subject, kind,
        email_template_id as "templateId" from email_outbox where tenant_id = 'demo' and dedupe_key like 'manual:%'`),
    );
    expect(rows).toEqual([
      {
        to: attendance.email,
        subject: `You are registered: ${attendance.title}`,
        kind: 'manual:registration-thank-you',
        templateId: template.id,
      },
    ]);
  });

  it("answers the service's refusal as the screen's error, and a role that may not send by hand as FORBIDDEN", async () => {
    const missing = await stack.gql(TRIGGER, { token: admin, variables: { input: input({ eventAttendanceId: null }) } });
    expect(missing.data!.triggerEmail).toEqual({ success: false, error: EMAIL_MESSAGES.needs.attendee });
    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql(TRIGGER, { token: marketing, variables: { input: input() } });
    expect(refused.data?.triggerEmail ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
