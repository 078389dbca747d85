import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const QUESTION_FIELDS = `id internalId ref text type order required visible info preNotes postNotes minLength maxLength minLabel
  maxLabel allowedCharactersRegex presetId registrationFormType
  choices { ref internalId text openField order }
  rules { field id parentId operator questionRef comparator value }`;
const TEMPLATE_FIELDS = `id internalId name jobNumber language isiText logo consentText privacyPolicyLink isAnonymous isEvaluation
  questionsCount pdfPreviewUrl questions { ${QUESTION_FIELDS} } skipLogic { ref order questionRef choiceRef nextQuestionRef }`;
const LIST = `query($first: Int, $page: Int, $searchQuery: String, $sortBy: TemplateSortField, $sortDesc: Boolean) {
  surveyTemplates(first: $first, page: $page, searchQuery: $searchQuery, sortBy: $sortBy, sortDesc: $sortDesc) {
    totalCount pageInfo { hasNextPage } edges { node { id internalId name language isAnonymous isEvaluation questionsCount } } } }`;
const ONE = `query($id: Int!) { surveyTemplate(internalId: $id) { ${TEMPLATE_FIELDS} } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename ... on SurveyTemplate { ${TEMPLATE_FIELDS} } } }`;
const CREATE = `mutation($input: CreateSurveyTemplateInput!) { createSurveyTemplate(input: $input) { surveyTemplate { ${TEMPLATE_FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateSurveyTemplateInput!) { updateSurveyTemplate(input: $input) { surveyTemplate { ${TEMPLATE_FIELDS} } } }`;
const DELETE = `mutation($input: DeleteSurveyTemplateInput!) { deleteSurveyTemplate(input: $input) { deletedId } }`;

/** A template with a rating, a single-select with skip logic and a free text required when the rating is low. */
const TEMPLATE = {
  name: 'Evening Program Feedback',
  jobNumber: 'JOB-12',
  language: 'ES',
  isiText: '<p>Important <b>safety</b> information</p>',
  consentText: '<p>I agree</p>',
  privacyPolicyLink: 'https://www.example.com/privacy',
  isAnonymous: true,
  isEvaluation: false,
  questions: [
    {
      ref: 'new-rating',
      text: 'How was it?',
      type: 'RATING_5',
      order: 10,
      required: true,
      visible: true,
      minLabel: 'Poor',
      maxLabel: 'Great',
      choices: [],
      rules: [],
    },
    {
      ref: 'new-again',
      text: 'Would you come again?',
      type: 'SINGLE_SELECT',
      order: 20,
      required: false,
      visible: true,
      choices: [
        { ref: 'c-yes', text: 'Yes', openField: false, order: 10 },
        { ref: 'c-other', text: 'Other', openField: true, order: 20 },
      ],
      rules: [],
    },
    {
      ref: 'new-why',
      text: 'What should change?',
      type: 'FREE_TEXT',
      order: 30,
      required: false,
      visible: true,
      maxLength: 200,
      choices: [],
      rules: [
        { field: 'REQUIRED', id: 'g', parentId: null, operator: 'OR' },
        { field: 'REQUIRED', id: 'c1', parentId: 'g', questionRef: 'new-rating', comparator: 'LESS', value: '3' },
      ],
    },
    { ref: 'new-last', text: 'Anything else?', type: 'CHECKBOX', order: 40, required: false, visible: true, choices: [], rules: [] },
  ],
  skipLogic: [{ order: 10, questionRef: 'new-again', choiceRef: 'c-yes', nextQuestionRef: 'new-last' }],
};

let stack: Stack;
let admin: string;
/** Templates added here so that a page of 100 is full. */
const ADDED = 110;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  await stack.api.db.asOwner((tx) =>
    tx.query(
      sql`insert into survey_templates (tenant_id, name) select 'demo', 'Bulk Survey ' || lpad(g::text, 3, '0') from generate_series(1, ${ADDED}) g`,
    ),
  );
});
afterAll(() => stack?.close());

describe('survey templates', () => {
  it('costs the same REST calls for 100 templates with their question counts as for 10 (no N+1)', async () => {
    const ten = await stack.gql(LIST, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql(LIST, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(hundred.errors).toBeUndefined();
    expect(ten.data!.surveyTemplates.edges).toHaveLength(10);
    expect(hundred.data!.surveyTemplates.edges).toHaveLength(100);
    expect(hundred.data!.surveyTemplates.totalCount).toBeGreaterThan(ADDED);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    // The list (question counts included) and the caller's hidden fields.
    expect(hundred.upstreamCalls).toBe(2);
  });

  it('searches and sorts by question count', async () => {
    const search = await stack.gql(LIST, { token: admin, variables: { searchQuery: 'Bulk Survey 10', first: 100 } });
    expect(search.data!.surveyTemplates.edges.map((e: any) => e.node.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk Survey ${100 + i}`).filter((name) => name <= 'Bulk Survey 110'),
    );
    const byCount = await stack.gql(LIST, { token: admin, variables: { sortBy: 'QUESTIONS_COUNT', sortDesc: true, first: 5 } });
    const counts = byCount.data!.surveyTemplates.edges.map((e: any) => e.node.questionsCount);
    expect(counts[0]).toBeGreaterThan(0);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('creates a template with questions, rules and skip logic by ref, reads it by id and through node(id:), updates and deletes it', async () => {
    const created = await stack.gql(CREATE, { token: admin, variables: { input: { template: TEMPLATE } } });
    expect(created.errors).toBeUndefined();
    const template = created.data!.createSurveyTemplate.surveyTemplate;
    expect(template).toMatchObject({ name: TEMPLATE.name, jobNumber: 'JOB-12', language: 'ES', isAnonymous: true, questionsCount: 4 });
    expect(template.pdfPreviewUrl).toBe(`/download/survey-templates/${template.internalId}/pdf-preview`);
    const [rating, again, why, last] = template.questions;
    // New refs became ids; rules and skip logic name the saved questions and choices.
    for (const question of template.questions) expect(question.ref).toBe(String(question.internalId));
    expect(rating).toMatchObject({ type: 'RATING_5', minLabel: 'Poor', maxLabel: 'Great', required: true });
    expect(again.choices.map((c: any) => [c.text, c.openField, c.ref === String(c.internalId)])).toEqual([
      ['Yes', false, true],
      ['Other', true, true],
    ]);
    expect(why.rules).toEqual([
      { field: 'REQUIRED', id: 'g', parentId: null, operator: 'OR', questionRef: null, comparator: null, value: null },
      { field: 'REQUIRED', id: 'c1', parentId: 'g', operator: null, questionRef: rating.ref, comparator: 'LESS', value: '3' },
    ]);
    expect(template.skipLogic).toEqual([
      { ref: expect.any(String), order: 10, questionRef: again.ref, choiceRef: again.choices[0].ref, nextQuestionRef: last.ref },
    ]);

    const byRoot = await stack.gql(ONE, { token: admin, variables: { id: template.internalId } });
    const byNode = await stack.gql(NODE, { token: admin, variables: { id: template.id } });
    expect(byRoot.data!.surveyTemplate).toEqual(template);
    expect(byNode.data!.node).toEqual({ __typename: 'SurveyTemplate', ...template });
    // One GET survey-templates/{id} (questions and skip logic with it) and the hidden fields.
    expect(byRoot.upstreamCalls).toBe(2);

    // The update keeps the kept refs' ids, drops the left-out question and adds a new one.
    const kept = template.questions.filter((q: any) => q.ref !== why.ref);
    const input = {
      id: template.id,
      template: {
        ...TEMPLATE,
        name: 'Evening Program Feedback (v2)',
        questions: [
          ...kept.map((q: any) => ({
            ref: q.ref,
            text: q.text,
            type: q.type,
            order: q.order,
            required: q.required,
            visible: q.visible,
            minLabel: q.minLabel,
            maxLabel: q.maxLabel,
            choices: q.choices.map(({ internalId: _, ...choice }: any) => choice),
            rules: [],
          })),
          {
            ref: 'new-extra',
            text: 'Your role?',
            type: 'MULTI_SELECT',
            order: 50,
            required: false,
            visible: true,
            presetId: 'yes-no',
            choices: [],
            rules: [],
          },
        ],
        skipLogic: [
          { ref: template.skipLogic[0].ref, order: 10, questionRef: again.ref, choiceRef: again.choices[0].ref, nextQuestionRef: null },
        ],
      },
    };
    const updated = await stack.gql(UPDATE, { token: admin, variables: { input } });
    expect(updated.errors).toBeUndefined();
    const after = updated.data!.updateSurveyTemplate.surveyTemplate;
    expect(after.name).toBe('Evening Program Feedback (v2)');
    expect(after.questions.slice(0, 3).map((q: any) => q.internalId)).toEqual(kept.map((q: any) => q.internalId));
    expect(after.questions[3]).toMatchObject({ text: 'Your role?', presetId: 'yes-no', choices: [{ text: 'Yes' }, { text: 'No' }] });
    expect(after.skipLogic).toEqual([expect.objectContaining({ questionRef: again.ref, nextQuestionRef: null })]);

    const deleted = await stack.gql(DELETE, { token: admin, variables: { input: { id: template.id } } });
    expect(deleted.data!.deleteSurveyTemplate).toEqual({ deletedId: template.id });
    const gone = await stack.gql(ONE, { token: admin, variables: { id: template.internalId } });
    expect(gone).toMatchObject({ data: { surveyTemplate: null }, errors: undefined });
  });

  it('answers the service refusals with their messages and fields', async () => {
    const empty = await stack.gql(CREATE, { token: admin, variables: { input: { template: { ...TEMPLATE, name: '  ' } } } });
    expect(empty.errors![0]!.message).toContain('Template name cannot be empty');
    expect(empty.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'Template name cannot be empty' } });

    const unknownRef = await stack.gql(CREATE, {
      token: admin,
      variables: {
        input: { template: { ...TEMPLATE, skipLogic: [{ order: 10, questionRef: 'nope', choiceRef: 'c-yes', nextQuestionRef: null }] } },
      },
    });
    expect(unknownRef.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');

    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql(CREATE, { token: marketing, variables: { input: { template: TEMPLATE } } });
    expect(refused.errors![0]!).toMatchObject({
      message: 'You do not have permission to create survey_template',
      extensions: { code: 'FORBIDDEN' },
    });
    const badId = await stack.gql(DELETE, { token: admin, variables: { input: { id: Buffer.from('Event:1').toString('base64') } } });
    expect(badId.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    const missing = await stack.gql(DELETE, {
      token: admin,
      variables: { input: { id: Buffer.from('SurveyTemplate:99999').toString('base64') } },
    });
    expect(missing.errors![0]!.extensions.code).toBe('NOT_FOUND');
  });

  it("answers another tenant's template like a missing one: null", async () => {
    const acme = await stack.signIn('admin@acme.test', 'acme');
    const acmeList = await stack.gql(LIST, { token: acme, tenant: 'acme', variables: { first: 1 } });
    const acmeTemplate = acmeList.data!.surveyTemplates.edges[0].node;
    const foreign = await stack.gql(ONE, { token: admin, variables: { id: acmeTemplate.internalId } });
    const byNode = await stack.gql(NODE, { token: admin, variables: { id: acmeTemplate.id } });
    expect(foreign).toMatchObject({ data: { surveyTemplate: null }, errors: undefined });
    expect(byNode).toMatchObject({ data: { node: null }, errors: undefined });
  });

  it("nulls the fields hidden from a role in the list, the root field, node(id:) and a list row's questions", async () => {
    // Written as the owner: the service's hidden-field calls take only the fields an area declares configurable.
    await stack.api.db.asOwner((tx) =>
      tx.query(sql`insert into field_settings (tenant_id, entity, role, kind, fields) values
        ('demo', 'survey_template', 'marketing', 'hidden', array['jobNumber']),
        ('demo', 'question', 'marketing', 'hidden', array['text', 'info'])`),
    );
    const created = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { template: { ...TEMPLATE, name: 'Hidden Fields Check' } } },
    });
    const template = created.data!.createSurveyTemplate.surveyTemplate;
    const marketing = await stack.signIn('marketing@demo.test');
    const byRoot = (await stack.gql(ONE, { token: marketing, variables: { id: template.internalId } })).data!.surveyTemplate;
    const byNode = (await stack.gql(NODE, { token: marketing, variables: { id: template.id } })).data!.node;
    const byList = (
      await stack.gql(
        `{ surveyTemplates(searchQuery: "Hidden Fields Check") { edges { node { jobNumber questions { text info type } } } } }`,
        {
          token: marketing,
        },
      )
    ).data!.surveyTemplates.edges[0].node;
    for (const answer of [byRoot, byNode, byList]) {
      expect(answer.jobNumber).toBeNull();
      expect(answer.questions.map((q: any) => [q.text, q.info])).toEqual(TEMPLATE.questions.map(() => [null, null]));
      expect(answer.questions[0].type).toBe('RATING_5');
    }
    // An administrator still sees them.
    expect((await stack.gql(ONE, { token: admin, variables: { id: template.internalId } })).data!.surveyTemplate).toMatchObject({
      jobNumber: 'JOB-12',
      questions: [{ text: 'How was it?' }, {}, {}, {}],
    });
  });

  it("serves a template's questions from an event's templates, and the PDF preview through /download", async () => {
    const list = await stack.gql(
      `{ surveyTemplates(first: 1, sortBy: QUESTIONS_COUNT, sortDesc: true) { edges { node { internalId questions { text } skipLogic { order } pdfPreviewUrl } } } }`,
      {
        token: admin,
      },
    );
    const node = list.data!.surveyTemplates.edges[0].node;
    expect(node.questions.length).toBeGreaterThan(0);
    const pdf = await stack.bff.inject({
      method: 'GET',
      url: node.pdfPreviewUrl,
      headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await stack.bff.inject({
      method: 'GET',
      url: '/download/survey-templates/1/other',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(other.statusCode).toBe(404);
  });
});
