import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intArray } from '../../../platform/db/client.ts';
import { createStorage } from '../../../platform/storage/index.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

const ADMIN = 'admin@demo.test';
const READER = 'user@demo.test';
const ROW_KEYS = ['id', 'name', 'jobNumber', 'language', 'isAnonymous', 'isEvaluation', 'questionsCount'];
const TABLES = ['survey_templates', 'questions', 'question_choices', 'question_rules', 'skip_logic'];

/** A template body: a rating, a single-select whose "No" skips the free text, a free text required when the
 *  rating is under 3. */
const body = (more: Record<string, unknown> = {}) => ({
  name: 'Dinner program survey',
  jobNumber: 'JN-1',
  language: 'es',
  isAnonymous: true,
  isEvaluation: false,
  privacyPolicyLink: 'https://www.example.com/privacy',
  questions: [
    { ref: 'rate', text: 'Rate the dinner', type: 'rating-5', order: 10, required: true, visible: true, minLabel: 'Bad', maxLabel: 'Good' },
    {
      ref: 'again',
      text: 'Come again?',
      type: 'single-select',
      order: 20,
      required: false,
      visible: true,
      choices: [
        { ref: 'y', text: 'Yes', openField: false, order: 10 },
        { ref: 'n', text: 'No', openField: true, order: 20 },
      ],
    },
    {
      ref: 'why',
      text: 'Why so?',
      type: 'free-text',
      order: 30,
      required: false,
      visible: true,
      maxLength: 200,
      rules: [
        { field: 'required', id: 'root', parentId: null, operator: 'AND' },
        { field: 'required', id: 'c', parentId: 'root', questionRef: 'rate', comparatorId: 'less', value: '3' },
      ],
    },
    { ref: 'end', text: 'Thanks!', type: 'checkbox', order: 40, required: false, visible: true },
  ],
  skipLogic: [{ order: 10, questionRef: 'again', choiceRef: 'n', nextQuestionRef: 'end' }],
  ...more,
});

describe.each(ENGINES)('survey template routes on $name', (engine) => {
  const storage = createStorage({ dataDir: 'memory://' });
  const api = useApi(engine, () => ({ storage }));
  const idsOf = async (tenant: string) =>
    (await api.owner<{ id: number }>(sql`select id from survey_templates where tenant_id = ${tenant} order by id`)).map((r) => r.id);
  const create = async (more: Record<string, unknown> = {}) => {
    const res = await api.call('POST', '/survey-templates', { as: ADMIN, body: body(more) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };

  describe('GET /survey-templates', () => {
    it("lists the tenant's templates with their question counts, in pages, by ids, never acme's", async () => {
      const all = await api.call('GET', '/survey-templates', { as: READER, query: { limit: -1 } });
      expect(all.status).toBe(200);
      const demo = await idsOf('demo');
      expect(all.body.count).toBe(demo.length);
      expect(Object.keys(all.body.results[0]).sort()).toEqual([...ROW_KEYS].sort());
      const counts = await api.owner<{ id: number; n: number }>(
        sql`select survey_template_id as id, count(*)::int as n from questions where tenant_id = 'demo' and survey_template_id is not null group by 1`,
      );
      for (const row of all.body.results) expect(row.questionsCount).toBe(counts.find((c) => c.id === row.id)?.n ?? 0);
      expect(all.body.results.filter((r: { questionsCount: number }) => r.questionsCount >= 4).length).toBeGreaterThanOrEqual(4);

      const page = await api.call('GET', '/survey-templates', { as: READER, query: { limit: 2, page: 2 } });
      expect(page.body.results.map((r: { id: number }) => r.id)).toEqual(all.body.results.slice(2, 4).map((r: { id: number }) => r.id));
      const wanted = demo.slice(0, 2);
      const batch = await api.call('GET', '/survey-templates', { as: READER, query: { filters: { ids: wanted } } });
      expect(batch.body.results.map((r: { id: number }) => r.id).sort()).toEqual(wanted);
      const acme = await api.call('GET', '/survey-templates', { as: READER, query: { filters: { ids: await idsOf('acme') } } });
      expect(acme.body).toEqual({ results: [], count: 0 });
    });

    it.each([false, true])('sorts by name and by questionsCount (descending: %s), searches the name', async (sortDesc) => {
      for (const sortBy of ['name', 'questionsCount']) {
        const res = await api.call('GET', '/survey-templates', { as: READER, query: { limit: -1, sortBy, sortDesc } });
        const values: (string | number)[] = res.body.results.map((r: Record<string, string | number>) => r[sortBy]);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, sortBy).toEqual(sortDesc ? sorted.reverse() : sorted);
      }
      const found = await api.call('GET', '/survey-templates', { as: READER, query: { searchQuery: 'EVALUATION' } });
      expect(found.body.results.map((r: { name: string }) => r.name)).toEqual(['Speaker evaluation']);
      const bad = await api.call('GET', '/survey-templates', { as: READER, query: { sortBy: 'logo' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('sortBy must be one of name, questionsCount');
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a template with its questions, rules and skip logic by ref (201), audited, and reads it back', async () => {
      const created = await create();
      expect(created).toMatchObject({
        name: 'Dinner program survey',
        jobNumber: 'JN-1',
        language: 'es',
        isAnonymous: true,
        questionsCount: 4,
      });
      const [rate, again, why, end] = created.questions;
      expect(created.questions.map((q: { ref: string; id: number }) => q.ref)).toEqual(
        created.questions.map((q: { id: number }) => String(q.id)),
      );
      expect(why.rules[1]).toMatchObject({ questionRef: rate.ref, comparatorId: 'less', value: '3', parentId: 'root' });
      expect(again.choices.map((c: { text: string; openField: boolean }) => [c.text, c.openField])).toEqual([
        ['Yes', false],
        ['No', true],
      ]);
      expect(created.skipLogic).toEqual([
        {
          id: expect.any(Number),
          ref: expect.any(String),
          order: 10,
          questionRef: again.ref,
          choiceRef: again.choices[1].ref,
          nextQuestionRef: end.ref,
        },
      ]);
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'survey_template', entity_id: String(created.id), action: 'create' });
      const read = await api.call('GET', `/survey-templates/${created.id}`, { as: READER });
      expect(read.body).toEqual(created);
      const orders = await api.call('GET', '/survey-templates/conditional-orders', { as: READER, query: { surveyTemplateId: created.id } });
      expect(orders.body).toEqual(created.skipLogic);
    });

    it('PUT replaces the questions: kept refs keep their ids, a removed question goes, a new one comes', async () => {
      const created = await create();
      const [rate, again, , end] = created.questions;
      const res = await api.call('PUT', `/survey-templates/${created.id}`, {
        as: ADMIN,
        body: body({
          name: '  Renamed  ',
          questions: [
            { ...rate, text: 'Rate it' },
            again,
            { ref: 'new-1', text: 'New one', type: 'free-text', order: 25, required: true, visible: true, choices: [] },
            end,
          ].map(({ id: _id, surveyTemplateId: _s, registrationTemplateId: _r, ...q }) => ({
            ...q,
            choices: q.choices.map(({ id: _c, ...c }: { id: number }) => c),
          })),
          skipLogic: [],
        }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.name).toBe('Renamed');
      expect(res.body.questions.map((q: { text: string }) => q.text)).toEqual(['Rate it', 'Come again?', 'New one', 'Thanks!']);
      expect(
        res.body.questions.map((q: { id: number }) => q.id).filter((id: number) => [rate.id, again.id, end.id].includes(id)),
      ).toHaveLength(3);
      expect(res.body.questions[1].choices.map((c: { id: number }) => c.id)).toEqual(again.choices.map((c: { id: number }) => c.id));
      expect(res.body.skipLogic).toEqual([]);
      expect(await api.owner(sql`select id from questions where id = ${created.questions[2].id}`)).toEqual([]);
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'survey_template', entity_id: String(created.id), action: 'update' });
    });

    it('DELETE answers 204 and takes its questions, choices, rules, skip logic, event links and responses with it', async () => {
      const created = await create();
      const [event] = await api.owner<{ id: number }>(sql`select id from events where tenant_id = 'demo' order by id limit 1`);
      await api.owner(
        sql`insert into event_survey_templates (tenant_id, event_id, survey_template_id) values ('demo', ${event!.id}, ${created.id})`,
      );
      // A response with an answer, as the public survey page stores it.
      const [response] = await api.owner<{ id: number }>(sql`insert into survey_responses (tenant_id, event_id, survey_template_id)
        values ('demo', ${event!.id}, ${created.id}) returning id`);
      await api.owner(sql`insert into survey_answers (tenant_id, response_id, question_id, answer)
        values ('demo', ${response!.id}, ${created.questions[0].id}, '4')`);
      const res = await api.call('DELETE', `/survey-templates/${created.id}`, { as: ADMIN });
      expect(res.status).toBe(204);
      for (const [table, column] of [
        ['questions', 'survey_template_id'],
        ['skip_logic', 'survey_template_id'],
        ['event_survey_templates', 'survey_template_id'],
        ['survey_responses', 'survey_template_id'],
      ] as const) {
        expect(await api.owner(sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${created.id}`), table).toEqual(
          [],
        );
      }
      expect(await api.owner(sql`select 1 from survey_answers where response_id = ${response!.id}`)).toEqual([]);
      const choiceIds = created.questions.flatMap((q: { choices: { id: number }[] }) => q.choices.map((c) => c.id));
      expect(await api.owner(sql`select id from question_choices where id = any(${intArray(choiceIds)})`)).toEqual([]);
      expect((await lastAudit(api))[0]).toMatchObject({ entity: 'survey_template', entity_id: String(created.id), action: 'delete' });
      expect((await api.call('DELETE', `/survey-templates/${created.id}`, { as: ADMIN })).status).toBe(404);
    });

    it("answers 404 to a missing template and to acme's, on every route", async () => {
      const [acme] = await idsOf('acme');
      for (const id of [acme!, 999_999]) {
        const message = `Survey template ${id} not found`;
        expect((await api.call('GET', `/survey-templates/${id}`, { as: ADMIN })).body.message).toBe(message);
        expect((await api.call('PUT', `/survey-templates/${id}`, { as: ADMIN, body: body() })).body.message).toBe(message);
        expect((await api.call('DELETE', `/survey-templates/${id}`, { as: ADMIN })).body.message).toBe(message);
        expect((await api.call('GET', `/survey-templates/${id}/pdf-preview`, { as: ADMIN })).status).toBe(404);
        const orders = await api.call('GET', '/survey-templates/conditional-orders', { as: ADMIN, query: { surveyTemplateId: id } });
        expect(orders.status).toBe(404);
      }
      expect(await api.owner(sql`select 1 from survey_templates where id = ${acme!} and name = 'Dinner program survey'`)).toEqual([]);
    });

    it('needs the permission: a reader cannot write (403), a speaker cannot read', async () => {
      const [id] = await idsOf('demo');
      expect((await api.call('POST', '/survey-templates', { as: READER, body: body() })).status).toBe(403);
      expect((await api.call('PUT', `/survey-templates/${id}`, { as: READER, body: body() })).status).toBe(403);
      expect((await api.call('DELETE', `/survey-templates/${id}`, { as: READER })).body.message).toBe(
        'You do not have permission to delete survey_template',
      );
      expect((await api.call('GET', '/survey-templates', { as: 'speaker@demo.test' })).status).toBe(403);
    });
  });

  describe('validation', () => {
    it.each([
      [{ name: '   ' }, 'name', 'Template name cannot be empty'],
      [{ privacyPolicyLink: 'www.example' }, 'privacyPolicyLink', 'Please provide a valid URL (i.e. https://www.example.com)'],
      [{ questions: [] }, 'questions', 'Please create at least 1 question(s)'],
      [{ language: 'fr' }, 'language', 'language must be one of en, es'],
      [{ logo: 'javascript:alert(1)' }, 'logo', 'logo must be an image uploaded to public-s3-upload or an https URL'],
      [
        { skipLogic: [{ order: 10, questionRef: 'again', choiceRef: 'y', nextQuestionRef: 'rate' }] },
        'skipLogic.0.nextQuestionRef',
        'Skip to must be a question after the question',
      ],
      [
        {
          skipLogic: [
            { order: 10, questionRef: 'again', choiceRef: 'n', nextQuestionRef: 'end' },
            { order: 20, questionRef: 'again', choiceRef: 'n', nextQuestionRef: null },
          ],
        },
        'skipLogic.1.choiceRef',
        'There are multiple "Skip Logic" blocks with the same Question ID and Question Choice ID selected.',
      ],
    ])('refuses %j with the text under its field, writing nothing', async (change, field, message) => {
      await expectNothingWritten(api, TABLES, async () => {
        const res = await api.call('POST', '/survey-templates', { as: ADMIN, body: body(change) });
        expect(res.status).toBe(400);
        expect(res.body.fields[field]).toBe(message);
      });
    });

    it('refuses a rule naming a question of nothing, and an answer of the wrong question in skip logic', async () => {
      const questions = body().questions;
      const broken = structuredClone(questions);
      broken[2]!.rules![1]!.questionRef = 'nobody';
      const rule = await api.call('POST', '/survey-templates', { as: ADMIN, body: body({ questions: broken }) });
      expect(rule.body.fields['questions.2.rules.1.questionRef']).toBe('The rule refers to a question that does not exist');
      const skip = await api.call('POST', '/survey-templates', {
        as: ADMIN,
        body: body({ skipLogic: [{ order: 10, questionRef: 'again', choiceRef: 'elsewhere', nextQuestionRef: null }] }),
      });
      expect(skip.body.fields['skipLogic.0.choiceRef']).toBe('Please remove Skip logic first, before removing this choice.');
    });

    it('blocks removing a question or an answer that skip logic uses (spec 001 §4, §5), changing nothing', async () => {
      const created = await create();
      const [, again, , end] = created.questions;
      const asStored = created.questions.map(({ id: _, surveyTemplateId: _s, registrationTemplateId: _r, ...q }: any) => ({
        ...q,
        choices: q.choices.map(({ id: _c, ...c }: any) => c),
      }));
      const skipLogic = created.skipLogic.map(({ id: _, ...entry }: any) => entry);
      const put = (questions: unknown[]) =>
        api.call('PUT', `/survey-templates/${created.id}`, { as: ADMIN, body: body({ questions, skipLogic }) });
      const before = await api.call('GET', `/survey-templates/${created.id}`, { as: ADMIN });
      for (const [questions, field, message] of [
        [
          asStored.filter((q: any) => q.ref !== String(again.id)).map((q: any) => ({ ...q, rules: [] })),
          'skipLogic.0.questionRef',
          'Please remove Skip logic first, before removing this question.',
        ],
        [
          asStored.filter((q: any) => q.ref !== String(end.id)),
          'skipLogic.0.nextQuestionRef',
          'Please remove Skip logic first, before removing this question.',
        ],
        [
          asStored.map((q: any) => (q.ref === String(again.id) ? { ...q, choices: q.choices.slice(0, 1) } : q)),
          'skipLogic.0.choiceRef',
          'Please remove Skip logic first, before removing this choice.',
        ],
      ] as const) {
        const res = await put(questions as unknown[]);
        expect(res.status).toBe(400);
        expect(res.body.fields[field]).toBe(message);
      }
      expect((await api.call('GET', `/survey-templates/${created.id}`, { as: ADMIN })).body).toEqual(before.body);
      // With the skip logic removed too, the question goes.
      const removed = await api.call('PUT', `/survey-templates/${created.id}`, {
        as: ADMIN,
        body: body({ questions: asStored.filter((q: any) => q.ref !== String(end.id)), skipLogic: [] }),
      });
      expect(removed.status).toBe(200);
      expect(removed.body.questions.map((q: any) => q.id)).not.toContain(end.id);
    });

    it('a ref that is the id of another template’s question makes a new question, never touches that one', async () => {
      const other = await create();
      const taken = other.questions[0];
      const mine = await create({ questions: [{ ...body().questions[0], ref: String(taken.id) }], skipLogic: [] });
      expect(mine.questions[0].id).not.toBe(taken.id);
      expect((await api.call('GET', `/survey-templates/${other.id}`, { as: ADMIN })).body.questions[0]).toEqual(taken);
    });

    it('sanitizes the ISI and consent texts before storing them', async () => {
      const created = await create({
        isiText:
          '<img src=x onerror=alert(1)><script>alert(2)</script><p onclick="x()" style="color:red">Safe <a href="javascript:alert(3)">link</a></p>',
        consentText:
          '<p><strong>Agree</strong> to the <a href="https://www.example.com/terms">terms</a></p><iframe src="https://evil.example"></iframe>',
      });
      expect(created.isiText).toBe('<p>Safe <a target="_blank" rel="noopener noreferrer">link</a></p>');
      expect(created.consentText).toBe(
        '<p><strong>Agree</strong> to the <a href="https://www.example.com/terms" target="_blank" rel="noopener noreferrer">terms</a></p>',
      );
      const [stored] = await api.owner<{ isi_text: string }>(sql`select isi_text from survey_templates where id = ${created.id}`);
      expect(stored!.isi_text).not.toMatch(/onerror|script|onclick|style|javascript/);
    });

    it("takes a logo uploaded to this tenant (png or jpeg under 1,000,000 bytes) or an https URL, never acme's upload", async () => {
      await storage.put('demo/public/logo-small.png', Buffer.alloc(999_999), 'image/png');
      await storage.put('demo/public/logo-big.png', Buffer.alloc(1_000_000), 'image/png');
      await storage.put('acme/public/logo-acme.png', Buffer.alloc(10), 'image/png');
      expect((await create({ logo: '/files/demo/public/logo-small.png' })).logo).toBe('/files/demo/public/logo-small.png');
      expect((await create({ logo: 'https://cdn.example.com/logo.png' })).logo).toBe('https://cdn.example.com/logo.png');
      const big = await api.call('POST', '/survey-templates', { as: ADMIN, body: body({ logo: '/files/demo/public/logo-big.png' }) });
      expect(big.body.fields).toEqual({ logo: 'Please upload only files under 1Mb' });
      const acme = await api.call('POST', '/survey-templates', { as: ADMIN, body: body({ logo: '/files/acme/public/logo-acme.png' }) });
      expect(acme.body.fields).toEqual({ logo: 'logo must be an image uploaded to public-s3-upload or an https URL' });
    });
  });
});
