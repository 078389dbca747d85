import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, explainPlans, useApi } from '../../../__tests__/harness.ts';
import { listResponseSummaries } from '../queries.ts';

const ADMIN = 'admin@demo.test';

describe.each(ENGINES)('survey responses on $name', (engine) => {
  const api = useApi(engine);

  /** Per event of the demo tenant: its responses (all, or submitted in [from, until)). */
  const counts = async (from = '1900-01-01', until = '3000-01-01') =>
    api.owner<{
      eventId: number;
      shortName: string;
      n: number;
    }>(sql`select e.id as "eventId", e.short_name as "shortName", count(*)::int as n
      from survey_responses r join events e on e.id = r.event_id
      where r.tenant_id = 'demo' and r.submitted_at >= ${from} and r.submitted_at < ${until}
      group by e.id order by e.short_name, e.id`);

  async function download(as: string, query: Record<string, unknown> = {}) {
    const response = await api.app.inject({
      method: 'GET',
      url: '/survey-templates/responses/export',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}` },
    });
    return response;
  }
  async function rowsOf(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Responses')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  }

  it('lists the events with responses and their counts, sorted, searched, paged; 403 without response read', async () => {
    const expected = await counts();
    expect(expected.length).toBeGreaterThan(3);
    const all = await api.call('GET', '/survey-templates/responses', { as: ADMIN, query: { limit: -1 } });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(expected.length);
    expect(all.body.results.map((r: { eventId: number; responsesCount: number }) => [r.eventId, r.responsesCount])).toEqual(
      expected.map((e) => [e.eventId, e.n]),
    );
    expect(Object.keys(all.body.results[0]).sort()).toEqual(['eventId', 'responsesCount', 'shortName', 'title']);
    const byCount = await api.call('GET', '/survey-templates/responses', {
      as: ADMIN,
      query: { limit: -1, sortBy: 'responsesCount', sortDesc: true },
    });
    const n = byCount.body.results.map((r: { responsesCount: number }) => r.responsesCount);
    expect(n).toEqual([...n].sort((a, b) => b - a));
    const one = expected[1]!;
    const found = await api.call('GET', '/survey-templates/responses', { as: ADMIN, query: { searchQuery: one.shortName.toLowerCase() } });
    expect(found.body.results.map((r: { eventId: number }) => r.eventId)).toContain(one.eventId);
    const page2 = await api.call('GET', '/survey-templates/responses', { as: ADMIN, query: { limit: 2, page: 2 } });
    expect(page2.body.results.map((r: { eventId: number }) => r.eventId)).toEqual(expected.slice(2, 4).map((e) => e.eventId));
    const past = await api.call('GET', '/survey-templates/responses', { as: ADMIN, query: { limit: 2, page: 1000 } });
    expect(past.body).toEqual({ results: [], count: expected.length });
    const denied = await api.call('GET', '/survey-templates/responses', { as: 'marketing@demo.test' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have permission to read response');
    const acme = await api.call('GET', '/survey-templates/responses', {
      as: 'admin@acme.test',
      query: { filters: { ids: expected.map((e) => e.eventId) } },
    });
    expect(acme.body).toEqual({ results: [], count: 0 });
  });

  it("keeps each event's count and event ID as responses come and go and the event is renamed", async () => {
    const list = async (query: Record<string, unknown> = {}) =>
      (await api.call('GET', '/survey-templates/responses', { as: ADMIN, query: { limit: -1, ...query } })).body as {
        results: { eventId: number; shortName: string; responsesCount: number }[];
        count: number;
      };
    const before = await counts();
    const event = before.find((e) => e.n > 1)!;
    const row = async () => (await list()).results.find((r) => r.eventId === event.eventId);
    const [response] = await api.owner<{ id: number; survey_template_id: number; submitted_at: string }>(
      sql`select id, survey_template_id, submitted_at from survey_responses where event_id = ${event.eventId} order by id limit 1`,
    );
    await api.owner(sql`delete from survey_responses where id = ${response!.id}`);
    expect((await row())?.responsesCount).toBe(event.n - 1);
    await api.owner(sql`insert into survey_responses (tenant_id, event_id, survey_template_id, submitted_at)
      select 'demo', ${event.eventId}, ${response!.survey_template_id}, ${response!.submitted_at} from generate_series(1, 3)`);
    expect((await row())?.responsesCount).toBe(event.n + 2);
    await api.owner(sql`update events set short_name = ${`${event.shortName}-RENAMED`} where id = ${event.eventId}`);
    expect((await list({ searchQuery: 'renamed' })).results).toEqual([
      { eventId: event.eventId, shortName: `${event.shortName}-RENAMED`, title: expect.any(String), responsesCount: event.n + 2 },
    ]);
    await api.owner(sql`delete from survey_responses where event_id = ${event.eventId}`);
    expect(await row()).toBeUndefined();
    expect((await list()).count).toBe(before.length - 1);
  });

  it.runIf(engine.name === 'postgres')(
    'picks the page from the counted rows by their index and reads the events for that page only',
    async () => {
      const base = { scope: null, shortNameHidden: false, page: 1, limit: 10, sortDesc: false };
      for (const query of [base, { ...base, sortBy: 'responsesCount' as const, sortDesc: true }]) {
        const explained = await explainPlans(api, (tx) => listResponseSummaries(tx, query));
        expect(explained).toMatch(/"Index Name":"event_response_counts_(short_name|responses)_idx"/);
        // Once: joined to the page's rows, not to every counted row (the page is chosen without them).
        expect(explained.match(/"Relation Name":"events"/g)).toHaveLength(1);
      }
    },
  );

  it('filters by the period (YYYY/MM/DD HH:mm in the timezone, To taken whole) and refuses To before From', async () => {
    // 2026/03/01 00:00 to 2026/06/30 23:59 in US/Central = [2026-03-01T06:00Z, 2026-07-01T05:00Z).
    const expected = await counts('2026-03-01T06:00:00Z', '2026-07-01T05:00:00Z');
    const period = { from: '2026/03/01 00:00', to: '2026/06/30 23:59', timezone: 'US/Central' };
    const res = await api.call('GET', '/survey-templates/responses', { as: ADMIN, query: { limit: -1, filters: { period } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results.map((r: { eventId: number; responsesCount: number }) => [r.eventId, r.responsesCount])).toEqual(
      expected.map((e) => [e.eventId, e.n]),
    );
    const backwards = await api.call('GET', '/survey-templates/responses', {
      as: ADMIN,
      query: { filters: { period: { from: '2026/06/30 23:59', to: '2026/03/01 00:00', timezone: 'US/Central' } } },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Period To must be after Period From');
    expect(backwards.body.fields).toEqual({ 'filters.period.to': 'Period To must be after Period From' });
    for (const bad of [
      { from: '2026-03-01', to: '2026/03/02 00:00' },
      { from: '2026/02/30 00:00', to: '2026/03/02 00:00' },
      { ...period, timezone: 'Mars/Base' },
    ]) {
      expect((await api.call('GET', '/survey-templates/responses', { as: ADMIN, query: { filters: { period: bad } } })).status).toBe(400);
    }
  });

  it('exports every answer as XLSX (one row per answer, submitted in the event zone, respondent blank when anonymous)', async () => {
    const response = await download(ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="survey-responses-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await rowsOf(response.rawPayload);
    expect(rows[0]).toEqual(['Event ID', 'Program Name', 'Template', 'Response #', 'Submitted', 'Respondent', 'Question', 'Answer']);
    const answers = await api.owner<{ id: number; answer: string; question: string; anonymous: boolean; email: string | null }>(sql`
      select r.id, a.answer, q.text as question, st.is_anonymous as anonymous, at.email
      from survey_answers a join survey_responses r on r.id = a.response_id join questions q on q.id = a.question_id
      join survey_templates st on st.id = r.survey_template_id left join attendees at on at.id = r.attendee_id
      where r.tenant_id = 'demo'`);
    expect(rows.length - 1).toBe(answers.length);
    const sample = answers.find((a) => a.email && !a.anonymous)!;
    const row = rows.find((r) => r[3] === sample.id && r[6] === sample.question)!;
    expect(row[7]).toBe(sample.answer);
    expect(String(row[5])).toContain(`<${sample.email}>`);
    expect(String(row[4])).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}\.\d{2} (AM|PM)$/);
    // Only the selected events.
    const [first] = await counts();
    const selected = await rowsOf((await download(ADMIN, { filters: { ids: [first!.eventId] } })).rawPayload);
    expect(new Set(selected.slice(1).map((r) => r[0]))).toEqual(new Set([first!.shortName]));
    expect((await download('marketing@demo.test')).statusCode).toBe(403);
  });

  it("answers an event's responses with their answers, paged; 403 without response read, 404 for another tenant's event", async () => {
    const [most] = [...(await counts())].sort((a, b) => b.n - a.n || a.eventId - b.eventId);
    const url = `/survey-templates/responses/${most!.eventId}`;
    const all = await api.call('GET', url, { as: ADMIN, query: { limit: -1 } });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(most!.n);
    const stored = await api.owner<{ id: number; answers: number }>(sql`select r.id, (select count(*)::int from survey_answers a
      where a.response_id = r.id) as answers from survey_responses r where r.event_id = ${most!.eventId} order by r.id`);
    expect(all.body.results.map((r: { responseId: number; answers: unknown[] }) => [r.responseId, r.answers.length])).toEqual(
      stored.map((r) => [r.id, r.answers]),
    );
    expect(Object.keys(all.body.results[0]).sort()).toEqual(['answers', 'respondent', 'responseId', 'submittedAt', 'template']);
    const page2 = await api.call('GET', url, { as: ADMIN, query: { limit: 1, page: 2 } });
    expect(page2.body).toEqual({ results: [all.body.results[1]], count: most!.n });
    expect((await api.call('GET', url, { as: ADMIN, query: { limit: 1, page: 1000 } })).body).toEqual({ results: [], count: most!.n });
    const denied = await api.call('GET', url, { as: 'marketing@demo.test' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have permission to read response');
    const acme = await api.call('GET', url, { as: 'admin@acme.test' });
    expect(acme.status).toBe(404);
    expect(acme.body.message).toBe(`Event ${most!.eventId} not found`);
  });

  it('shows no respondent for an anonymous template', async () => {
    const [named] = await api.owner<{ eventId: number; templateId: number; responseId: number }>(sql`
      select r.event_id as "eventId", r.survey_template_id as "templateId", r.id as "responseId"
      from survey_responses r join attendees a on a.id = r.attendee_id join survey_templates st on st.id = r.survey_template_id
      where r.tenant_id = 'demo' and not st.is_anonymous order by r.id limit 1`);
    const respondentOf = async () =>
      (await api.call('GET', `/survey-templates/responses/${named!.eventId}`, { as: ADMIN, query: { limit: -1 } })).body.results.find(
        (r: { responseId: number }) => r.responseId === named!.responseId,
      ).respondent;
    expect(await respondentOf()).toMatch(/<.+@.+>/);
    await api.owner(sql`update survey_templates set is_anonymous = true where id = ${named!.templateId}`);
    try {
      expect(await respondentOf()).toBeNull();
    } finally {
      await api.owner(sql`update survey_templates set is_anonymous = false where id = ${named!.templateId}`);
    }
  });
});
