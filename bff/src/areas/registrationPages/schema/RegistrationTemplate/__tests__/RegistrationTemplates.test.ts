import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const TEMPLATE_FIELDS = `id internalId name url isiText banner consentText branded marketingOptIn redirectUrl privacyPolicyLink
  brandColor1 brandColor2 questionsCount
  questions { id internalId ref text type order required visible registrationFormType choices { ref text openField order }
    rules { field id parentId operator questionRef comparator value } }`;
const LIST = `query($first: Int, $searchQuery: String, $sortBy: TemplateSortField, $sortDesc: Boolean) {
  registrationTemplates(first: $first, searchQuery: $searchQuery, sortBy: $sortBy, sortDesc: $sortDesc) {
    totalCount edges { node { id internalId name url branded marketingOptIn questionsCount } } } }`;
const ONE = `query($id: Int!) { registrationTemplate(internalId: $id) { ${TEMPLATE_FIELDS} } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename ... on RegistrationTemplate { ${TEMPLATE_FIELDS} } } }`;
const CREATE = `mutation($input: CreateRegistrationTemplateInput!) {
  createRegistrationTemplate(input: $input) { registrationTemplate { ${TEMPLATE_FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateRegistrationTemplateInput!) {
  updateRegistrationTemplate(input: $input) { registrationTemplate { ${TEMPLATE_FIELDS} } } }`;
const ANALYTICS = `query($id: Int!, $period: ReportPeriodInput, $first: Int, $page: Int) {
  registrationTemplate(internalId: $id) { analytics(period: $period, first: $first, page: $page) {
    totalCount edges { node { pageName shortName startTime zone uniqueViews totalViews totalViewsPulse registrationCount
      registrationPulse event { id internalId shortName } } } } } }`;

const TEMPLATE = {
  name: 'Spring Dinner Page',
  url: 'https://www.example.com/spring',
  isiText: '<p>ISI <script>alert(1)</script></p>',
  consentText: '<p>I consent</p>',
  branded: true,
  marketingOptIn: true,
  redirectUrl: 'https://www.example.com/thanks',
  privacyPolicyLink: 'https://www.example.com/privacy',
  brandColor1: '#003366',
  questions: [
    {
      ref: 'new-1',
      text: 'Dietary needs?',
      type: 'SINGLE_SELECT',
      order: 10,
      required: true,
      visible: true,
      registrationFormType: 'EVENT_REGISTER',
      choices: [
        { ref: 'none', text: 'None', openField: false, order: 10 },
        { ref: 'other', text: 'Other', openField: true, order: 20 },
      ],
      rules: [],
    },
    {
      ref: 'new-2',
      text: 'Send me news',
      type: 'CHECKBOX',
      order: 20,
      required: false,
      visible: true,
      registrationFormType: 'OPT_IN',
      choices: [],
      rules: [
        { field: 'VISIBLE', id: 'root', parentId: null, operator: 'AND' },
        { field: 'VISIBLE', id: 'c', parentId: 'root', questionRef: 'new-1', comparator: 'NOT_EMPTY' },
      ],
    },
  ],
};

let stack: Stack;
let admin: string;
const ADDED = 110;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  await stack.api.db.asOwner((tx) =>
    tx.query(
      sql`insert into registration_templates (tenant_id, name) select 'demo', 'Bulk Page ' || lpad(g::text, 3, '0') from generate_series(1, ${ADDED}) g`,
    ),
  );
});
afterAll(() => stack?.close());

describe('registration templates', () => {
  it('costs the same REST calls for 100 templates with their question counts as for 10 (no N+1)', async () => {
    const ten = await stack.gql(LIST, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql(LIST, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(hundred.errors).toBeUndefined();
    expect(ten.data!.registrationTemplates.edges).toHaveLength(10);
    expect(hundred.data!.registrationTemplates.edges).toHaveLength(100);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    expect(hundred.upstreamCalls).toBe(2);
    const byCount = await stack.gql(LIST, { token: admin, variables: { sortBy: 'QUESTIONS_COUNT', sortDesc: true, first: 3 } });
    expect(byCount.data!.registrationTemplates.edges[0].node.questionsCount).toBeGreaterThan(0);
    const search = await stack.gql(LIST, { token: admin, variables: { searchQuery: 'Bulk Page 05' } });
    expect(search.data!.registrationTemplates.edges.map((e: any) => e.node.name)).toEqual([
      'Bulk Page 050',
      'Bulk Page 051',
      'Bulk Page 052',
      'Bulk Page 053',
      'Bulk Page 054',
      'Bulk Page 055',
      'Bulk Page 056',
      'Bulk Page 057',
      'Bulk Page 058',
      'Bulk Page 059',
    ]);
  });

  it('creates a template with questions by ref, reads it by id and through node(id:), and updates it', async () => {
    const created = await stack.gql(CREATE, { token: admin, variables: { input: { template: TEMPLATE } } });
    expect(created.errors).toBeUndefined();
    const template = created.data!.createRegistrationTemplate.registrationTemplate;
    expect(template).toMatchObject({
      name: TEMPLATE.name,
      branded: true,
      brandColor1: '#003366',
      brandColor2: '#ffffff',
      questionsCount: 2,
    });
    // The service sanitized the rich text.
    expect(template.isiText).not.toContain('script');
    const [diet, news] = template.questions;
    expect(diet).toMatchObject({ type: 'SINGLE_SELECT', registrationFormType: 'EVENT_REGISTER', ref: String(diet.internalId) });
    expect(news.rules).toEqual([
      { field: 'VISIBLE', id: 'root', parentId: null, operator: 'AND', questionRef: null, comparator: null, value: null },
      { field: 'VISIBLE', id: 'c', parentId: 'root', operator: null, questionRef: diet.ref, comparator: 'NOT_EMPTY', value: null },
    ]);

    const byRoot = await stack.gql(ONE, { token: admin, variables: { id: template.internalId } });
    const byNode = await stack.gql(NODE, { token: admin, variables: { id: template.id } });
    expect(byRoot.data!.registrationTemplate).toEqual(template);
    expect(byNode.data!.node).toEqual({ __typename: 'RegistrationTemplate', ...template });

    const updated = await stack.gql(UPDATE, {
      token: admin,
      variables: {
        input: {
          id: template.id,
          template: {
            ...TEMPLATE,
            name: 'Spring Dinner Page (v2)',
            branded: false,
            questions: [{ ...TEMPLATE.questions[0], ref: diet.ref, choices: diet.choices }],
          },
        },
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateRegistrationTemplate.registrationTemplate).toMatchObject({
      name: 'Spring Dinner Page (v2)',
      branded: false,
      questionsCount: 1,
      questions: [{ internalId: diet.internalId, text: 'Dietary needs?' }],
    });
  });

  it('answers the service refusals, FORBIDDEN and another tenant like a missing id', async () => {
    const badUrl = await stack.gql(CREATE, { token: admin, variables: { input: { template: { ...TEMPLATE, redirectUrl: 'not a url' } } } });
    expect(badUrl.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { redirectUrl: expect.stringContaining('Please provide a valid URL') },
    });
    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql(CREATE, { token: marketing, variables: { input: { template: TEMPLATE } } });
    expect(refused.errors![0]!.extensions.code).toBe('FORBIDDEN');
    const acme = await stack.signIn('admin@acme.test', 'acme');
    const acmeRow = (await stack.gql(LIST, { token: acme, tenant: 'acme', variables: { first: 1 } })).data!.registrationTemplates.edges[0]
      .node;
    expect(await stack.gql(ONE, { token: admin, variables: { id: acmeRow.internalId } })).toMatchObject({
      data: { registrationTemplate: null },
      errors: undefined,
    });
    expect(await stack.gql(NODE, { token: admin, variables: { id: acmeRow.id } })).toMatchObject({
      data: { node: null },
      errors: undefined,
    });
  });

  it("answers a template's analytics per event, with the events in one batch", async () => {
    const { template, events } = await stack.api.db.asOwner(async (tx) => {
      // A template of its own, so that no seeded view or registration counts.
      const [row] = await tx.query<{ id: number }>(
        sql`insert into registration_templates (tenant_id, name) values ('demo', 'Analytics Page') returning id`,
      );
      const rows = await tx.query<{ id: number; short_name: string }>(
        sql`update events set registration_template_id = ${row!.id} where id in (select id from events where tenant_id = 'demo' order by id desc limit 12)
          returning id, short_name`,
      );
      await tx.query(sql`insert into registration_page_views (tenant_id, event_id, registration_template_id, visitor)
        select 'demo', e.id, ${row!.id}, 'visitor-' || (g % 2) from events e, generate_series(1, 3) g where e.registration_template_id = ${row!.id}`);
      return { template: row!.id, events: rows };
    });
    const all = await stack.gql(ANALYTICS, { token: admin, variables: { id: template, first: 20 } });
    expect(all.errors).toBeUndefined();
    const analytics = all.data!.registrationTemplate.analytics;
    expect(analytics.totalCount).toBe(events.length);
    expect(analytics.edges).toHaveLength(events.length);
    const row = analytics.edges.map((e: any) => e.node).find((n: any) => n.event.internalId === events[0]!.id);
    expect(row).toMatchObject({ shortName: events[0]!.short_name, uniqueViews: 2, totalViews: 3, registrationCount: 0 });
    expect(row.event.shortName).toBe(row.shortName);
    const two = await stack.gql(ANALYTICS, { token: admin, variables: { id: template, first: 2 } });
    // The template, the hidden fields, the analytics page, the page's events in one batch.
    expect(two.upstreamCalls).toBe(all.upstreamCalls);
    const none = await stack.gql(ANALYTICS, {
      token: admin,
      variables: { id: template, period: { from: '2000/01/01 00:00', to: '2000/01/02 00:00', timezone: 'America/Chicago' } },
    });
    expect(none.data!.registrationTemplate.analytics.edges.every((e: any) => e.node.totalViews === 0)).toBe(true);
  });
});
