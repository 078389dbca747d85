import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const IMPORT = `mutation Import($input: ImportEventsInput!) {
  importEvents(input: $input) { createdCount failedCount lines { line eventId errors } }
}`;
const EXPORT_URL = `query Url($ids: [ID!], $filters: EventFilterInput, $sortBy: EventSortField) {
  eventExportUrl(ids: $ids, filters: $filters, sortBy: $sortBy)
}`;
const EVENTS = `query Events($filters: EventFilterInput) {
  events(first: 100, filters: $filters, sortBy: SHORT_NAME) { totalCount edges { node { id internalId shortName survey } } }
}`;

const line = (n: number, shortName: string, extra: Record<string, string> = {}) => ({
  line: n,
  shortName,
  programName: 'Imported program',
  startDate: '2027-06-01 18:00',
  endDate: '2027-06-01 20:00',
  zone: 'US/Central',
  status: 'Confirmed',
  type: 'Live',
  ...extra,
});

let stack: Stack;
let admin: string;
let systemAdmin: string;
let marketing: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  systemAdmin = await stack.signIn('system-admin@demo.test');
  marketing = await stack.signIn('marketing@demo.test');
});
afterAll(() => stack?.close());

async function download(url: string, token: string) {
  return stack.bff.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' } });
}
async function sheetRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet('Events')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}
/** The permission calls, as the system admin makes them (Tenant Configuration is theirs). */
const restAsSystemAdmin = (method: string, path: string, body?: unknown) =>
  fetch(`${stack.apiUrl}/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      authorization: `Bearer ${systemAdmin}`,
      'x-tenant-id': 'demo',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });

describe('importEvents', () => {
  it('answers per line in one REST call and creates the valid lines', async () => {
    const { data, errors, upstreamCalls } = await stack.gql(IMPORT, {
      token: admin,
      variables: {
        input: { rows: [line(2, 'BFF-IMP-1'), line(3, 'BFF-IMP-2', { zone: 'Mars/Base' }), line(4, 'BFF-IMP-3', { endDate: '' })] },
      },
    });
    expect(errors).toBeUndefined();
    expect(upstreamCalls).toBe(1);
    expect(data!.importEvents).toMatchObject({ createdCount: 1, failedCount: 2 });
    expect(data!.importEvents.lines.map((l: { errors: string[] }) => l.errors)).toEqual([
      [],
      ['Invalid timezone on line 3'],
      ['end_date is missing on line 4'],
    ]);
    const created = await stack.gql(EVENTS, { token: admin, variables: { filters: { selectedEvents: [] } } });
    const ids = created.data!.events.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(ids).toContain(data!.importEvents.lines[0].eventId);
  });

  it('is FORBIDDEN for marketing (no event create) and creates nothing', async () => {
    const before = (await stack.gql(EVENTS, { token: admin })).data!.events.totalCount;
    const { data, errors } = await stack.gql(IMPORT, { token: marketing, variables: { input: { rows: [line(2, 'BFF-IMP-MKT')] } } });
    expect(data?.importEvents).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: 'You do not have permission to create event', extensions: { code: 'FORBIDDEN' } });
    expect((await stack.gql(EVENTS, { token: admin })).data!.events.totalCount).toBe(before);
  });
});

describe('event export', () => {
  it('downloads the filtered events through /download with the session, in list order', async () => {
    const filters = { selectedStatuses: ['CANCELLED'], selectedTypes: ['LIVE'] };
    const url = (await stack.gql(EXPORT_URL, { token: admin, variables: { filters, sortBy: 'SHORT_NAME' } })).data!.eventExportUrl;
    expect(url).toMatch(/^\/download\/events\/export\?/);
    expect(JSON.parse(new URL(url, 'http://x').searchParams.get('filters')!)).toEqual({
      selectedStatuses: ['cancelled'],
      selectedTypes: ['live'],
    });
    const response = await download(url, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="events-.*\.xlsx"/);
    const rows = await sheetRows(response.rawPayload);
    const list = await stack.gql(EVENTS, { token: admin, variables: { filters } });
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.data!.events.edges.map((e: { node: { shortName: string } }) => e.node.shortName));
  });

  it('exports the selected events by global id', async () => {
    const list = await stack.gql(EVENTS, { token: admin, variables: { filters: { selectedStatuses: ['COMPLETE'] } } });
    const picked = list.data!.events.edges.slice(0, 2).map((e: { node: { id: string; shortName: string } }) => e.node);
    const url = (await stack.gql(EXPORT_URL, { token: admin, variables: { ids: picked.map((p: { id: string }) => p.id) } })).data!
      .eventExportUrl;
    const rows = await sheetRows((await download(url, admin)).rawPayload);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(picked.map((p: { shortName: string }) => p.shortName).sort());
  });

  it('leaves out the columns hidden from marketing and keeps them for admin', async () => {
    expect(
      (
        await restAsSystemAdmin('PUT', 'permissions/entity/event/role/marketing/hidden-fields', {
          fields: ['notes', 'fieldRepId', 'attended'],
        })
      ).status,
    ).toBe(200);
    const url = (await stack.gql(EXPORT_URL, { token: marketing })).data!.eventExportUrl;
    const forMarketing = (await sheetRows((await download(url, marketing)).rawPayload))[0];
    expect(forMarketing).not.toContain('Event Owner');
    expect(forMarketing).not.toContain('Attended');
    const forAdmin = (await sheetRows((await download(url, admin)).rawPayload))[0];
    expect(forAdmin).toEqual(expect.arrayContaining(['Event Owner', 'Attended']));
  });

  it('answers 403 with the service message to a role without event read, 401 without a session', async () => {
    type Option = { id: number; role?: string; name?: string };
    const options = (await (await restAsSystemAdmin('GET', 'permissions/options')).json()) as Record<
      'roles' | 'entities' | 'permissions',
      Option[]
    >;
    const idOf = (list: Option[], name: string) => list.find((x) => (x.role ?? x.name) === name)!.id;
    const grant = `permissions/role/${idOf(options.roles, 'marketing')}/entity/${idOf(options.entities, 'event')}/permission/${idOf(options.permissions, 'read')}`;
    expect((await restAsSystemAdmin('DELETE', grant)).status).toBe(204);
    const denied = await download('/download/events/export', marketing);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You do not have permission to read event');
    const anonymous = await stack.bff.inject({ method: 'GET', url: '/download/events/export', headers: { 'x-tenant-id': 'demo' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await restAsSystemAdmin('POST', grant)).status).toBe(201);
  });

  it('serves only the allowed REST file paths', async () => {
    const other = await download('/download/users/my-user-data', admin);
    expect(other.statusCode).toBe(404);
  });
});

describe('QR codes and slide decks', () => {
  it('downloads the QR PDF of an event with a survey', async () => {
    const list = await stack.gql(EVENTS, { token: admin, variables: { filters: { selectedTemplates: [1] } } });
    const event = list.data!.events.edges[0].node;
    const response = await download(`/download/events/qr.pdf?ids=${event.internalId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`qr-${event.shortName}.pdf`);
  });

  it("answers a topic's slide deck with a download URL, and null for a topic without one", async () => {
    const TOPICS = `{ topics(first: 10) { edges { node { name slideDeck { fileName size downloadUrl } } } } }`;
    const { data, errors } = await stack.gql(TOPICS, { token: admin });
    expect(errors).toBeUndefined();
    const topics = data!.topics.edges.map((e: { node: unknown }) => e.node);
    const withDeck = topics.find((t: { slideDeck: unknown }) => t.slideDeck);
    expect(topics.some((t: { slideDeck: unknown }) => t.slideDeck === null)).toBe(true);
    const file = await download(withDeck.slideDeck.downloadUrl, admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(withDeck.slideDeck.size);
  });

  it('reads the slide decks of a list of topics in one REST call, however many topics', async () => {
    const DECKS = (first: number) => `{ topics(first: ${first}) { edges { node { slideDeck { fileName } } } } }`;
    const one = await stack.gql(DECKS(1), { token: admin });
    const all = await stack.gql(DECKS(100), { token: admin });
    expect(all.data!.topics.edges.length).toBeGreaterThan(3);
    expect(all.upstreamCalls).toBe(one.upstreamCalls);
  });
});
