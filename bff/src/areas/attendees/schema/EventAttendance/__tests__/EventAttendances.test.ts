import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const PAGE = `
  query AttendancesPage($first: Int, $page: Int, $sortBy: EventAttendanceSortField, $sortDesc: Boolean, $searchQuery: String,
    $filters: EventAttendanceFilterInput) {
    eventAttendances(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {
      totalCount
      totalCountIsExact
      edges { node { id internalId attendeeId eventId status subscribed createdDate sources
        attendee { internalId firstName lastName email type }
        event { id shortName emailSeriesId } } }
    }
  }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on EventAttendance { id status attendee { firstName email } } } }`;
const SET_STATUS = `mutation($input: SetEventAttendanceStatusInput!) { setEventAttendanceStatus(input: $input) { eventAttendances { id status } } }`;
const DELETE = `mutation($input: DeleteEventAttendancesInput!) { deleteEventAttendances(input: $input) { deletedIds } }`;
const RESEND = `mutation($input: ResendAttendeeEmailInput!) { resendAttendeeEmail(input: $input) { success } }`;

interface Node {
  id: string;
  internalId: number;
  attendeeId: number;
  eventId: number;
  status: string;
  sources: string[];
  attendee: { firstName: string | null; lastName: string | null; email: string | null };
  event: { id: string; shortName: string } | null;
}
type Page = { eventAttendances: { totalCount: number; totalCountIsExact: boolean; edges: { node: Node }[] } };
const nodesOf = (page: { data: Page | null | undefined }) => page.data!.eventAttendances.edges.map((edge) => edge.node);

let stack: Stack;
let admin: string;
let eventIds: number[];

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  // 120 attendances over 12 events, so a page of 100 is full and reads many events.
  eventIds = (
    await stack.api.db.asOwner((tx) => tx.query<{ id: number }>(sql`select id from events where tenant_id = 'demo' order by id limit 12`))
  ).map((e) => e.id);
  await stack.api.db.asOwner((tx) =>
    tx.query(sql`with made as (
        insert into attendees (tenant_id, first_name, last_name, email)
        select 'demo', 'Bulkfirst' || lpad(g::text, 3, '0'), 'Bulklast', 'bulk' || g || '@bff.test' from generate_series(1, 120) g
        returning id, first_name)
      insert into event_attendances (tenant_id, event_id, attendee_id, status, source)
      select 'demo', (${sql.param(eventIds)}::int[])[1 + (substr(first_name, 10)::int % 12)], id, 'registered', 'Hive' from made`),
  );
});
afterAll(() => stack?.close());

describe('eventAttendances connection', () => {
  it('costs the same REST calls for 100 attendances as for 10 (events batched, no N+1)', async () => {
    const ten = await stack.gql<Page>(PAGE, { token: admin, variables: { first: 10, searchQuery: 'bulkfirst' } });
    const hundred = await stack.gql<Page>(PAGE, { token: admin, variables: { first: 100, searchQuery: 'bulkfirst' } });
    expect(ten.errors).toBeUndefined();
    expect(nodesOf(ten)).toHaveLength(10);
    expect(nodesOf(hundred)).toHaveLength(100);
    expect(new Set(nodesOf(hundred).map((n) => n.event?.id)).size).toBe(12);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    expect(ten.data!.eventAttendances).toMatchObject({ totalCount: 120, totalCountIsExact: true });
    console.info(`REST calls: eventAttendances(first: 10) = ${ten.upstreamCalls}, eventAttendances(first: 100) = ${hundred.upstreamCalls}`);
  });

  it('filters by event and status, sorts and answers the row with its attendee, event and sources', async () => {
    const page = await stack.gql<Page>(PAGE, {
      token: admin,
      variables: {
        first: 100,
        searchQuery: 'bulkfirst',
        filters: { eventIds: [eventIds[1]], statuses: ['REGISTERED'] },
        sortBy: 'FIRST_NAME',
      },
    });
    expect(page.errors).toBeUndefined();
    const nodes = nodesOf(page);
    expect(nodes).toHaveLength(10);
    expect(nodes.every((n) => n.eventId === eventIds[1] && n.status === 'REGISTERED' && n.sources.join() === 'Hive')).toBe(true);
    expect(nodes.map((n) => n.attendee.firstName)).toEqual([...nodes.map((n) => n.attendee.firstName)].sort());
    const refused = await stack.gql<Page>(PAGE, { token: admin, variables: { filters: { eventMonth: 4 } } });
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Event year is required when event month is selected. Clearing event month.'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const node = await stack.gql(NODE, { token: admin, variables: { id: nodes[0]!.id } });
    expect(node.data!.node).toMatchObject({ id: nodes[0]!.id, status: 'REGISTERED' });
  });

  it('sets a status on two attendances in one mutation, deletes one, and refuses read-only roles', async () => {
    const [a, b, c] = nodesOf(await stack.gql<Page>(PAGE, { token: admin, variables: { first: 3, searchQuery: 'bulkfirst' } }));
    const set = await stack.gql(SET_STATUS, { token: admin, variables: { input: { ids: [a!.id, b!.id], status: 'ATTENDED' } } });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setEventAttendanceStatus.eventAttendances).toEqual([
      { id: a!.id, status: 'ATTENDED' },
      { id: b!.id, status: 'ATTENDED' },
    ]);
    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql(SET_STATUS, { token: marketing, variables: { input: { ids: [c!.id], status: 'NOSHOW' } } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const readable = await stack.gql<Page>(PAGE, { token: marketing, variables: { first: 1, searchQuery: 'bulkfirst' } });
    expect(nodesOf(readable)).toHaveLength(1);
    const deleted = await stack.gql(DELETE, { token: admin, variables: { input: { ids: [c!.id] } } });
    expect(deleted.data!.deleteEventAttendances.deletedIds).toEqual([c!.id]);
    expect((await stack.gql(NODE, { token: admin, variables: { id: c!.id } })).data!.node).toBeNull();
  });

  it('resends an e-mail only for a subscribed attendance of an event with a series (the service message otherwise)', async () => {
    const [row] = nodesOf(await stack.gql<Page>(PAGE, { token: admin, variables: { first: 1, searchQuery: 'bulkfirst' } }));
    await stack.api.db.asOwner((tx) => tx.query(sql`update events set email_series_id = null where id = ${row!.eventId}`));
    const refused = await stack.gql(RESEND, { token: admin, variables: { input: { id: row!.id, emailType: 'registration-thank-you' } } });
    expect(refused.errors?.[0]?.message).toBe('Cannot send email notification. The event has no email series');
    await stack.api.db.asOwner((tx) =>
      tx.query(
        sql`update events set email_series_id = (select min(id) from email_series where tenant_id = 'demo') where id = ${row!.eventId}`,
      ),
    );
    const sent = await stack.gql(RESEND, { token: admin, variables: { input: { id: row!.id, emailType: 'registration-thank-you' } } });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.resendAttendeeEmail).toEqual({ success: true });
  });

  it('hides the attendee fields hidden from the role in the list and node', async () => {
    await stack.api.db.asOwner((tx) =>
      tx.query(
        sql`insert into field_settings (tenant_id, entity, role, kind, fields) values ('demo', 'attendee', 'marketing', 'hidden', ${'{email}'})`,
      ),
    );
    try {
      const marketing = await stack.signIn('marketing@demo.test');
      const [first] = nodesOf(await stack.gql<Page>(PAGE, { token: marketing, variables: { first: 1, searchQuery: 'bulkfirst' } }));
      expect(first!.attendee.email).toBeNull();
      expect(first!.attendee.firstName).toBeTruthy();
      const node = await stack.gql(NODE, { token: marketing, variables: { id: first!.id } });
      expect(node.data!.node.attendee.email).toBeNull();
    } finally {
      await stack.api.db.asOwner((tx) => tx.query(sql`delete from field_settings where tenant_id = 'demo' and entity = 'attendee'`));
    }
  });

  it('downloads Export Filtered as XLSX with the filters of the list', async () => {
    const { data } = await stack.gql(
      `query($f: EventAttendanceFilterInput) { eventAttendanceExportUrl(searchQuery: "bulkfirst", filters: $f, sortBy: FIRST_NAME) }`,
      { token: admin, variables: { f: { eventIds: [eventIds[2]] } } },
    );
    expect(data!.eventAttendanceExportUrl).toMatch(/^\/download\/attendees\/export\?/);
    const response = await stack.bff.inject({
      method: 'GET',
      url: data!.eventAttendanceExportUrl,
      headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="attendees-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Attendees')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 3)).toEqual(['Event ID', 'First Name', 'Last Name']);
    expect(rows.length - 1).toBeGreaterThanOrEqual(9);
    expect(rows.slice(1).every((r) => String(r[1]).startsWith('Bulkfirst'))).toBe(true);
  });
});
