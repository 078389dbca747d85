import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';
import { globalId } from '../../../../../platform/schema/globalId.ts';

const IMPORT = `mutation($input: ImportAttendeesInput!) {
  importAttendees(input: $input) { results { rowNumber ok message eventAttendanceId } }
}`;
const TEMPLATES = `query { signInTemplates { id templateName rowsPerPage description } }`;
const SHEET_URL = `query($templateId: String!, $eventId: ID!, $productsDiscussed: String, $extraPages: Int) {
  signInSheetUrl(templateId: $templateId, eventId: $eventId, productsDiscussed: $productsDiscussed, extraPages: $extraPages)
}`;

interface ImportData {
  importAttendees: { results: { rowNumber: number; ok: boolean; message: string | null; eventAttendanceId: string | null }[] };
}

let stack: Stack;
let admin: string;
let eventId: number;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  const [event] = await stack.api.db.asOwner((tx) =>
    tx.query<{ id: number }>(sql`select id from events where tenant_id = 'demo' and status in ('in-progress', 'confirmed', 'complete')
      order by id limit 1`),
  );
  eventId = event!.id;
});
afterAll(() => stack?.close());

describe('importAttendees', () => {
  it('sends a batch in one REST call and answers each row with the attendance as a global id', async () => {
    const stamp = Date.now();
    const res = await stack.gql<ImportData>(IMPORT, {
      token: admin,
      variables: {
        input: {
          eventId: globalId('Event', eventId),
          defaultStatus: 'ATTENDED',
          rows: [
            { rowNumber: 2, firstName: 'Gql', lastName: 'Import', email: `gql-${stamp}@example.com`, emailSubscribe: false },
            { rowNumber: 3, firstName: 'No', lastName: '' },
          ],
        },
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.upstreamCalls).toBe(1);
    const [good, bad] = res.data!.importAttendees.results;
    expect(good).toMatchObject({ rowNumber: 2, ok: true, message: null });
    expect(good!.eventAttendanceId).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(bad).toEqual({ rowNumber: 3, ok: false, message: 'Last name is required', eventAttendanceId: null });
    const [row] = await stack.api.db.asOwner((tx) =>
      tx.query<{ status: string; subscribed: boolean }>(sql`select ea.status, ea.subscribed from event_attendances ea
        join attendees a on a.id = ea.attendee_id where a.email = ${`gql-${stamp}@example.com`}`),
    );
    expect(row).toEqual({ status: 'attended', subscribed: false });
  });

  it('maps refusals: a role without create is FORBIDDEN, an unknown status BAD_USER_INPUT', async () => {
    const user = await stack.signIn('user@demo.test');
    const input = { eventId: globalId('Event', eventId), rows: [{ rowNumber: 2, firstName: 'A', lastName: 'B' }] };
    const denied = await stack.gql(IMPORT, { token: user, variables: { input } });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await stack.gql(IMPORT, { token: admin, variables: { input: { ...input, defaultStatus: 'NOSHOW' } } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('sign-in sheet', () => {
  it('lists the templates and downloads the PDF through the download route', async () => {
    const templates = await stack.gql<{ signInTemplates: { id: string; rowsPerPage: number }[] }>(TEMPLATES, { token: admin });
    expect(templates.data!.signInTemplates.map((t) => [t.id, t.rowsPerPage])).toEqual([
      ['standard', 10],
      ['compact', 20],
      ['large', 5],
    ]);
    const { data } = await stack.gql<{ signInSheetUrl: string }>(SHEET_URL, {
      token: admin,
      variables: { templateId: 'large', eventId: globalId('Event', eventId), productsDiscussed: ' Cardiozen ', extraPages: 2 },
    });
    expect(data!.signInSheetUrl).toBe(`/download/pdf?eventId=${eventId}&template=large&productsDiscussed=Cardiozen&blankPages=2`);
    const response = await stack.bff.inject({
      method: 'GET',
      url: data!.signInSheetUrl,
      headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A refusal of the service comes back with its message.
    const refused = await stack.bff.inject({
      method: 'GET',
      url: `/download/pdf?eventId=${eventId}&blankPages=99`,
      headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/blankPages must be a number from 0 to 20/);
  });
});
