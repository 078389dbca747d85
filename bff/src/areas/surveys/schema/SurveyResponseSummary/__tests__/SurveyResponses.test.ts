import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const PAGE = `query($first: Int, $page: Int, $searchQuery: String, $period: ReportPeriodInput, $sortBy: SurveyResponseSortField, $sortDesc: Boolean) {
  surveyResponses(first: $first, page: $page, searchQuery: $searchQuery, period: $period, sortBy: $sortBy, sortDesc: $sortDesc) {
    totalCount pageInfo { hasNextPage }
    edges { node { id internalId shortName title responsesCount event { id internalId shortName startTime } } } } }`;
const EXPORT_URL = `query($searchQuery: String, $period: ReportPeriodInput, $eventIds: [ID!]) {
  surveyResponsesExportUrl(searchQuery: $searchQuery, period: $period, eventIds: $eventIds) }`;

let stack: Stack;
let admin: string;
let events: { id: number; short_name: string }[];

/** The first sheet's rows as arrays of cell values (header first). */
async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  // Every demo event gets responses (1 to 3) to a seeded survey template with questions, a week ago, each answering
  // the template's first question.
  events = await stack.api.db.asOwner(async (tx) => {
    await tx.query(sql`insert into survey_responses (tenant_id, event_id, survey_template_id, submitted_at)
      select e.tenant_id, e.id, (select min(survey_template_id) from questions where tenant_id = 'demo'), now() - interval '7 days'
      from events e, generate_series(1, 3) g where e.tenant_id = 'demo' and g <= 1 + e.id % 3`);
    await tx.query(sql`insert into survey_answers (tenant_id, response_id, question_id, answer)
      select r.tenant_id, r.id, (select min(id) from questions q where q.survey_template_id = r.survey_template_id), 'Answer ' || r.id
      from survey_responses r where r.tenant_id = 'demo'`);
    return tx.query<{ id: number; short_name: string }>(
      sql`select id, short_name from events where tenant_id = 'demo' order by short_name`,
    );
  });
});
afterAll(() => stack?.close());

const nodesOf = (answer: { data: any }) => answer.data!.surveyResponses.edges.map((edge: any) => edge.node);

describe('survey responses', () => {
  it('costs the same REST calls for 100 rows with their events as for 10 (no N+1)', async () => {
    expect(events.length).toBeGreaterThanOrEqual(100);
    const ten = await stack.gql(PAGE, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql(PAGE, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(hundred.errors).toBeUndefined();
    expect(nodesOf(ten)).toHaveLength(10);
    expect(nodesOf(hundred)).toHaveLength(100);
    expect(nodesOf(hundred).every((n: any) => n.event.internalId === n.internalId && n.event.shortName === n.shortName)).toBe(true);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    // The list, the caller's hidden fields, the page's events in one batch.
    expect(hundred.upstreamCalls).toBe(3);
    // Sorted by event ID by default.
    expect(nodesOf(ten).map((n: any) => n.shortName)).toEqual(events.slice(0, 10).map((e) => e.short_name));
  });

  it('searches by event ID, sorts by count and filters by period', async () => {
    const [first] = events;
    const search = await stack.gql(PAGE, { token: admin, variables: { searchQuery: first!.short_name } });
    expect(nodesOf(search).map((n: any) => n.shortName)).toContain(first!.short_name);
    const byCount = nodesOf(await stack.gql(PAGE, { token: admin, variables: { sortBy: 'RESPONSES_COUNT', sortDesc: true, first: 100 } }));
    const counts = byCount.map((n: any) => n.responsesCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(counts.at(-1));
    const lastDay = { from: '2000/01/01 00:00', to: '2000/01/02 00:00', timezone: 'America/Chicago' };
    expect(await stack.gql(PAGE, { token: admin, variables: { period: lastDay } })).toMatchObject({
      data: { surveyResponses: { totalCount: 0 } },
    });
    const backwards = await stack.gql(PAGE, { token: admin, variables: { period: { ...lastDay, to: '1999/12/31 00:00' } } });
    expect(backwards.errors![0]).toMatchObject({ message: 'Period To must be after Period From', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers a row through node(id:) as in the list, and null for an event without responses', async () => {
    const [row] = nodesOf(await stack.gql(PAGE, { token: admin, variables: { first: 1 } }));
    const node = await stack.gql(
      `query($id: ID!) { node(id: $id) { __typename ... on SurveyResponseSummary { id internalId shortName responsesCount } } }`,
      {
        token: admin,
        variables: { id: row.id },
      },
    );
    expect(node.data!.node).toEqual({
      __typename: 'SurveyResponseSummary',
      id: row.id,
      internalId: row.internalId,
      shortName: row.shortName,
      responsesCount: row.responsesCount,
    });
    const missing = await stack.gql(`query($id: ID!) { node(id: $id) { id } }`, {
      token: admin,
      variables: { id: Buffer.from('SurveyResponseSummary:99999999').toString('base64') },
    });
    expect(missing).toMatchObject({ data: { node: null }, errors: undefined });
  });

  it("pages an event's responses with their answers, one REST call per page whatever its size", async () => {
    const RESPONSES = `query($id: ID!, $first: Int, $page: Int) { node(id: $id) { ... on SurveyResponseSummary { responsesCount
      responses(first: $first, page: $page) { totalCount edges { node { responseId template submittedAt respondent answers { question answer } } } } } } }`;
    const [row] = nodesOf(await stack.gql(PAGE, { token: admin, variables: { first: 1, sortBy: 'RESPONSES_COUNT', sortDesc: true } }));
    const count: number = row.responsesCount;
    expect(count).toBeGreaterThanOrEqual(3);
    const one = await stack.gql(RESPONSES, { token: admin, variables: { id: row.id, first: 1 } });
    const all = await stack.gql(RESPONSES, { token: admin, variables: { id: row.id, first: Math.min(count, 100) } });
    expect(all.errors).toBeUndefined();
    const responses = all.data!.node.responses;
    expect(responses.totalCount).toBe(count);
    expect(responses.edges).toHaveLength(Math.min(count, 100));
    const nodes = responses.edges.map((edge: any) => edge.node);
    expect(nodes.every((n: any) => typeof n.template === 'string' && typeof n.submittedAt === 'string')).toBe(true);
    // The responses this file added answer the template's first question with 'Answer <response id>'.
    const ours = nodes.find((n: any) => n.answers.some((a: any) => a.answer === `Answer ${n.responseId}`));
    expect(ours.answers[0]).toEqual({ question: expect.any(String), answer: `Answer ${ours.responseId}` });
    // The summary by id, the caller's hidden fields, one page of responses.
    expect(all.upstreamCalls).toBe(one.upstreamCalls);
    const page2 = await stack.gql(RESPONSES, { token: admin, variables: { id: row.id, first: 1, page: 2 } });
    expect(page2.data!.node.responses.edges[0].node).toEqual(responses.edges[1].node);
  });

  it('exports the selected rows and the filtered ones through /download', async () => {
    const rows = nodesOf(await stack.gql(PAGE, { token: admin, variables: { first: 2 } }));
    const selected = await stack.gql(EXPORT_URL, {
      token: admin,
      variables: { eventIds: [rows[0].id, rows[1].event.id], searchQuery: 'ignored' },
    });
    const url: string = selected.data!.surveyResponsesExportUrl;
    expect(url).toMatch(/^\/download\/survey-templates\/responses\/export\?/);
    expect(JSON.parse(new URL(url, 'http://x').searchParams.get('filters')!)).toEqual({ ids: [rows[0].internalId, rows[1].internalId] });
    const file = await stack.bff.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.xlsx');
    const sheet = await sheetRows(file.rawPayload);
    expect(new Set(sheet.slice(1).map((r) => r[0]))).toEqual(new Set([rows[0].shortName, rows[1].shortName]));

    const period = { from: '2000/01/01 00:00', to: '2000/01/02 00:00', timezone: 'America/Chicago' };
    const filtered = await stack.gql(EXPORT_URL, { token: admin, variables: { period, searchQuery: rows[0].shortName } });
    const query = new URL(filtered.data!.surveyResponsesExportUrl, 'http://x').searchParams;
    expect(JSON.parse(query.get('filters')!)).toEqual({ period });
    expect(query.get('searchQuery')).toBe(rows[0].shortName);
    const empty = await stack.bff.inject({
      method: 'GET',
      url: filtered.data!.surveyResponsesExportUrl,
      headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo' },
    });
    expect((await sheetRows(empty.rawPayload)).length).toBe(1);

    const wrongType = await stack.gql(EXPORT_URL, { token: admin, variables: { eventIds: [Buffer.from('Speaker:1').toString('base64')] } });
    expect(wrongType.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is refused to a role without response read', async () => {
    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql(PAGE, { token: marketing });
    expect(refused.errors![0]!).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(refused.data).toEqual({ surveyResponses: null });
  });
});
