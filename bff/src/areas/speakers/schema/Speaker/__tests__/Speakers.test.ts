import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const SPEAKERS_PAGE = `
  query SpeakersPage($first: Int, $after: String, $page: Int, $sortBy: SpeakerSortField, $sortDesc: Boolean,
      $searchQuery: String, $filters: SpeakerFilterInput) {
    speakers(first: $first, after: $after, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {
      totalCount
      totalCountIsExact
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          id internalId firstName lastName email phone credentials degree speakerType crmStatus active status
          userId hasUserAccount
          contracts { id name type signedDate contractFile { fileName url } w9File { fileName } }
        }
      }
    }
  }`;

interface SpeakerNode {
  id: string;
  internalId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  credentials: string | null;
  speakerType: string;
  crmStatus: string | null;
  active: boolean | null;
  userId: number | null;
  hasUserAccount: boolean;
  contracts: { id: string; name: string | null; signedDate: string | null }[] | null;
}
type Page = {
  speakers: {
    totalCount: number;
    totalCountIsExact: boolean;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: SpeakerNode }[];
  };
};

let stack: Stack;
let admin: string;
/** Speakers the demo seed gives the tenant, plus the ones added here so that a page of 100 is full. */
const ADDED = 60;

const nodesOf = (page: { data: Page | null | undefined }) => page.data!.speakers.edges.map((edge) => edge.node);

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  await stack.api.db.asOwner(async (tx) => {
    await tx.query(sql`insert into speakers (tenant_id, first_name, last_name, speaker_type, crm_status)
      select 'demo', 'Bulk', 'Zeta ' || lpad(g::text, 3, '0'), 'Patient', 'Nominated_vod' from generate_series(1, ${ADDED}) g`);
    await tx.query(sql`insert into contracts (tenant_id, speaker_id, name, type)
      select tenant_id, id, 'Bulk Agreement', 'individual' from speakers where tenant_id = 'demo' and first_name = 'Bulk'`);
  });
});
afterAll(() => stack?.close());

describe('speakers connection', () => {
  it('costs the same REST calls for 100 speakers with their contracts and user links as for 10 (no N+1)', async () => {
    const ten = await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(hundred.errors).toBeUndefined();
    expect(nodesOf(ten)).toHaveLength(10);
    expect(nodesOf(hundred)).toHaveLength(100);
    // The contracts and user links were really resolved, so their loaders took part in the count.
    expect(nodesOf(hundred).filter((s) => s.contracts?.length).length).toBeGreaterThan(10);
    expect(nodesOf(hundred).every((s) => s.hasUserAccount === (s.userId !== null))).toBe(true);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    // The list, the caller's hidden fields, the page's contracts.
    expect(hundred.upstreamCalls).toBe(3);
    console.info(`REST calls: speakers(first: 10) = ${ten.upstreamCalls}, speakers(first: 100) = ${hundred.upstreamCalls}`);
  });

  it('searches, filters and sorts with the REST values of the enums', async () => {
    const search = await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 100, searchQuery: 'zeta 00' } });
    expect(search.data!.speakers.totalCount).toBe(9);
    expect(nodesOf(search).every((s) => s.lastName.startsWith('Zeta 00'))).toBe(true);

    const nominated = await stack.gql<Page>(SPEAKERS_PAGE, {
      token: admin,
      variables: { first: 100, filters: { statuses: ['NOMINATED'], active: true } },
    });
    expect(nodesOf(nominated).length).toBeGreaterThan(ADDED);
    expect(nodesOf(nominated).every((s) => s.crmStatus === 'NOMINATED' && s.active === true)).toBe(true);

    const inactive = await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { filters: { active: false } } });
    expect(nodesOf(inactive).length).toBeGreaterThan(0);
    expect(nodesOf(inactive).every((s) => s.active === false)).toBe(true);

    const byFirstName = await stack.gql<Page>(SPEAKERS_PAGE, {
      token: admin,
      variables: { first: 100, sortBy: 'FIRST_NAME', sortDesc: true },
    });
    const names = nodesOf(byFirstName).map((s) => s.firstName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

    const patients = await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 5, sortBy: 'SPEAKER_TYPE' } });
    expect(patients.errors).toBeUndefined();
  });

  it('filters by the events a speaker speaks at and by year', async () => {
    const EVENTS = `{ events(first: 1, sortBy: START_TIME) { edges { node { internalId startTime speakers { speakerId } } } } }`;
    const { data } = await stack.gql(EVENTS, { token: admin });
    const event = data!.events.edges[0].node as { internalId: number; startTime: string; speakers: { speakerId: number }[] };
    const byEvent = await stack.gql<Page>(SPEAKERS_PAGE, {
      token: admin,
      variables: { first: 100, filters: { events: [event.internalId] } },
    });
    expect(
      nodesOf(byEvent)
        .map((s) => s.internalId)
        .sort(),
    ).toEqual(event.speakers.map((s) => s.speakerId).sort());

    const year = new Date(event.startTime).getUTCFullYear();
    const byYear = await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 100, filters: { year } } });
    expect(nodesOf(byYear).map((s) => s.internalId)).toEqual(expect.arrayContaining(event.speakers.map((s) => s.speakerId)));
    const none = await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { filters: { year: 1901 } } });
    expect(none.data!.speakers.totalCount).toBe(0);
  });

  it('pages with cursors and page numbers over the same rows', async () => {
    const first = await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 5 } });
    const next = await stack.gql<Page>(SPEAKERS_PAGE, {
      token: admin,
      variables: { first: 5, after: first.data!.speakers.pageInfo.endCursor },
    });
    const page2 = await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 5, page: 2 } });
    expect(nodesOf(next).map((s) => s.internalId)).toEqual(nodesOf(page2).map((s) => s.internalId));
    expect(first.data!.speakers.totalCountIsExact).toBe(true);
    expect(first.data!.speakers.totalCount).toBe(50 + ADDED);
  });

  it("fetches a speaker by internal id and by node id alike; another tenant's id is null", async () => {
    const ONE = `query($id: Int!) { speaker(internalId: $id) { id firstName contractAddress { city } blackoutDates { date } } }`;
    const page = nodesOf(await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 1, sortBy: 'FIRST_NAME' } }));
    const [speaker] = page;
    const byId = await stack.gql(ONE, { token: admin, variables: { id: speaker!.internalId } });
    const NODE = `query($id: ID!) { node(id: $id) { ... on Speaker { id firstName contractAddress { city } blackoutDates { date } } } }`;
    const byNode = await stack.gql(NODE, { token: admin, variables: { id: speaker!.id } });
    expect(byId.errors).toBeUndefined();
    expect(byNode.data!.node).toEqual(byId.data!.speaker);

    const acme = await stack.signIn('admin@acme.test', 'acme');
    const foreign = await stack.gql(ONE, { token: acme, tenant: 'acme', variables: { id: speaker!.internalId } });
    expect(foreign.data!.speaker).toBeNull();
  });

  it('answers a seeded speaker profile: contract address, blackout dates, contracts and events', async () => {
    const PROFILE = `query($id: Int!) { speaker(internalId: $id) {
      contractAddress { id internalId address city state zip }
      blackoutDates { id date }
      contracts { internalId name type signedDate startDate endDate }
      events { eventId internalId shortName eventTitle startDate zone status }
    } }`;
    const ids = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number }>(sql`select s.id from speakers s where s.tenant_id = 'demo'
        and exists (select 1 from contracts c where c.speaker_id = s.id) and exists (select 1 from event_speakers es where es.speaker_id = s.id)
        and exists (select 1 from contract_addresses a where a.speaker_id = s.id) order by s.id limit 1`),
    );
    const { data, errors } = await stack.gql(PROFILE, { token: admin, variables: { id: ids[0]!.id } });
    expect(errors).toBeUndefined();
    expect(data!.speaker.contractAddress.address).toMatch(/Contract Plaza/);
    expect(data!.speaker.blackoutDates.map((d: { date: string }) => d.date)).toEqual(['2031-12-24', '2031-12-25']);
    expect(data!.speaker.contracts[0]).toMatchObject({ name: expect.stringMatching(/Speaker Agreement/), signedDate: '2026-01-05' });
    expect(data!.speaker.events.length).toBeGreaterThan(0);
    expect(data!.speaker.events[0].eventTitle).toEqual(expect.any(String));
    // Each event with its own zone (the calendar takes its day there, as the blackout check does).
    const zones = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number; zone: string }>(sql`select e.id, e.zone from events e join event_speakers es on es.event_id = e.id
        where es.speaker_id = ${ids[0]!.id}`),
    );
    expect(data!.speaker.events.map((e: { internalId: number; zone: string }) => [e.internalId, e.zone]).sort()).toEqual(
      zones.map((z) => [z.id, z.zone]).sort(),
    );
  });

  it("refuses a field rep the events of a speaker they are assigned to none of, with the spec's message", async () => {
    const fieldRep = await stack.signIn('field-rep@demo.test');
    const bulk = nodesOf(await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 1, searchQuery: 'Zeta 001' } }));
    const { data, errors } = await stack.gql(`query($id: Int!) { speaker(internalId: $id) { firstName events { eventTitle } } }`, {
      token: fieldRep,
      variables: { id: bulk[0]!.internalId },
    });
    expect(data!.speaker.firstName).toBe('Bulk');
    expect(data!.speaker.events).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: 'You are not assigned to any of the speaker events',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('speaker export', () => {
  async function sheetRows(url: string, token: string) {
    const response = await stack.bff.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="speakers-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Speakers')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  }

  it('downloads the filtered speakers in list order, without the columns hidden from the role', async () => {
    const EXPORT = `query($searchQuery: String, $filters: SpeakerFilterInput, $ids: [ID!]) {
      speakerExportUrl(sortBy: LAST_NAME, sortDesc: true, searchQuery: $searchQuery, filters: $filters, ids: $ids) }`;
    const { data } = await stack.gql(EXPORT, { token: admin, variables: { searchQuery: 'Zeta 00', filters: { statuses: ['NOMINATED'] } } });
    expect(data!.speakerExportUrl).toMatch(/^\/download\/speakers\/export\?/);
    const rows = await sheetRows(data!.speakerExportUrl, admin);
    expect(rows[0]).toContain('Email');
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'Zeta 009',
      'Zeta 008',
      'Zeta 007',
      'Zeta 006',
      'Zeta 005',
      'Zeta 004',
      'Zeta 003',
      'Zeta 002',
      'Zeta 001',
    ]);

    const fieldRep = await stack.signIn('field-rep@demo.test');
    const hidden = await sheetRows(data!.speakerExportUrl, fieldRep);
    expect(hidden[0]).not.toContain('Email');
    expect(hidden[0]).toContain('Last Name');

    const page = nodesOf(await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 2, searchQuery: 'Zeta 01' } }));
    const selected = await stack.gql(EXPORT, { token: admin, variables: { ids: page.map((s) => s.id), searchQuery: 'nobody' } });
    expect((await sheetRows(selected.data!.speakerExportUrl, admin)).slice(1)).toHaveLength(2);
  });
});

describe('field hiding and row scope', () => {
  const ENTRY_POINTS = `query($id: Int!, $nodeId: ID!) {
    speakers(first: 100) { edges { node { internalId email phone contracts { signedDate contractFile { fileName } } } } }
    speaker(internalId: $id) { email phone contracts { signedDate contractFile { fileName } } }
    node(id: $nodeId) { ... on Speaker { email phone contracts { signedDate contractFile { fileName } } } }
  }`;

  it('nulls the fields hidden from the role in the list, the root field and node, for speakers and their contracts', async () => {
    // The demo hides a field rep's view of speakers' e-mail and phone; contracts' signed date and file are hidden here.
    const configured = await fetch(`${stack.apiUrl}/permissions/entity/contract/role/program-analyst/hidden-fields`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-tenant-id': 'demo',
        authorization: `Bearer ${await stack.signIn('system-admin@demo.test')}`,
      },
      body: JSON.stringify({ fields: ['signedDate', 'contractResourceId'] }),
    });
    expect(configured.status).toBe(200);
    const [withFile] = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number }>(sql`select c.speaker_id as id from contracts c where c.tenant_id = 'demo' and c.signed_date is not null
        and c.speaker_id in (select id from speakers where email is not null) order by c.id limit 1`),
    );
    // A contract file, so that hiding its id has something to hide.
    await stack.api.db.asOwner(async (tx) => {
      const [file] = await tx.query<{
        id: number;
      }>(sql`insert into attachments (tenant_id, kind, file_name, content_type, size, storage_key)
        values ('demo', 'contract', 'agreement.pdf', 'application/pdf', 5, 'demo/protected/none.pdf') returning id`);
      await tx.query(sql`update contracts set contract_resource_id = ${file!.id} where speaker_id = ${withFile!.id}`);
    });
    const variables = { id: withFile!.id, nodeId: Buffer.from(`Speaker:${withFile!.id}`).toString('base64') };
    const read = async (email: string, refused = false) => {
      const { data, errors } = await stack.gql(ENTRY_POINTS, { token: await stack.signIn(email), variables });
      // A field rep may not read contracts at all: each contracts field is refused, the rest of the page stands.
      if (refused) expect(new Set(errors?.map((e) => e.extensions.code))).toEqual(new Set(['FORBIDDEN']));
      else expect(errors).toBeUndefined();
      const listed = data!.speakers.edges.find((e: { node: { internalId: number } }) => e.node.internalId === withFile!.id).node;
      return [listed, data!.speaker, data!.node];
    };
    for (const shown of await read('admin@demo.test')) {
      expect(shown.email).toEqual(expect.any(String));
      expect(shown.contracts[0]).toEqual({ signedDate: '2026-01-05', contractFile: { fileName: 'agreement.pdf' } });
    }
    for (const seen of await read('field-rep@demo.test', true)) {
      expect(seen).toMatchObject({ email: null, phone: null, contracts: null });
    }
    for (const seen of await read('program-analyst@demo.test')) {
      expect(seen.email).toEqual(expect.any(String));
      expect(seen.contracts[0]).toEqual({ signedDate: null, contractFile: null });
    }
  });

  it("refuses a Speaker-role user another speaker's records, and answers their own", async () => {
    const speaker = await stack.signIn('speaker@demo.test');
    const own = (await stack.gql(`{ viewer { speakerId } }`, { token: speaker })).data!.viewer.speakerId as number;
    const PROFILE = `query($id: Int!) { speaker(internalId: $id) { internalId blackoutDates { date } contracts { name } contractAddress { city } } }`;
    const mine = await stack.gql(PROFILE, { token: speaker, variables: { id: own } });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.speaker.internalId).toBe(own);

    const other = nodesOf(await stack.gql<Page>(SPEAKERS_PAGE, { token: admin, variables: { first: 1, searchQuery: 'Zeta 002' } }))[0]!;
    const update = await stack.gql(`mutation($input: UpdateSpeakerInput!) { updateSpeaker(input: $input) { speaker { id } } }`, {
      token: speaker,
      variables: { input: { id: other.id, firstName: 'Taken' } },
    });
    expect(update.errors?.[0]).toMatchObject({
      message: 'A speaker can only reach their own speaker record',
      extensions: { code: 'FORBIDDEN' },
    });
    const dates = await stack.gql(
      `mutation($input: AddBlackoutDatesInput!) { addBlackoutDates(input: $input) { blackoutDates { date } } }`,
      {
        token: speaker,
        variables: { input: { speakerId: other.id, dates: ['2032-01-01'] } },
      },
    );
    expect(dates.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it("answers a Speaker-role user a co-speaker's name on their events, but not the co-speaker's record by id or node", async () => {
    const speaker = await stack.signIn('speaker@demo.test');
    const own = (await stack.gql(`{ viewer { speakerId } }`, { token: speaker })).data!.viewer.speakerId as number;
    const events = await stack.gql<{
      events: { edges: { node: { speakers: { speakerId: number; speaker: { id: string; lastName: string } | null }[] } }[] };
    }>(`{ events(first: 100) { edges { node { speakers { speakerId speaker { id lastName } } } } } }`, { token: speaker });
    expect(events.errors).toBeUndefined();
    const coSpeaker = events.data!.events.edges.flatMap((e) => e.node.speakers).find((s) => s.speakerId !== own);
    expect(coSpeaker?.speaker?.lastName).toEqual(expect.any(String));
    const refusal = { message: 'A speaker can only reach their own speaker record', extensions: { code: 'FORBIDDEN' } };
    const byId = await stack.gql(`query($id: Int!) { speaker(internalId: $id) { firstName } }`, {
      token: speaker,
      variables: { id: coSpeaker!.speakerId },
    });
    expect(byId.data?.speaker ?? null).toBeNull();
    expect(byId.errors?.[0]).toMatchObject(refusal);
    const byNode = await stack.gql(`query($id: ID!) { node(id: $id) { ... on Speaker { firstName } } }`, {
      token: speaker,
      variables: { id: coSpeaker!.speaker!.id },
    });
    expect(byNode.data?.node ?? null).toBeNull();
    expect(byNode.errors?.[0]).toMatchObject(refusal);
  });
});
