import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '../../../../../../../api/src/areas/emailSeries/contract.ts';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const LIST = `query($first: Int, $page: Int, $searchQuery: String, $product: EmailProduct, $sortBy: EmailSeriesSortField, $sortDesc: Boolean) {
  emailSeries(first: $first, page: $page, searchQuery: $searchQuery, product: $product, sortBy: $sortBy, sortDesc: $sortDesc) {
    totalCount pageInfo { hasNextPage } edges { node { id internalId name platform product emailsCount } } } }`;
const TEMPLATE_FIELDS = `id internalId name active subject cc recipients body preheader width icalEvent icalTitle icalDescription eventType
  emailTemplateTypeId emailTemplateType { internalId type name } emailSeries { id name }`;
const SERIES_FIELDS = `id internalId name platform product emailsCount emailTemplates { ${TEMPLATE_FIELDS} }`;
const ONE = `query($id: Int!) { emailSeriesById(internalId: $id) { ${SERIES_FIELDS} } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename ... on EmailSeries { ${SERIES_FIELDS} } } }`;
const CREATE = `mutation($input: CreateEmailSeriesInput!) { createEmailSeries(input: $input) { emailSeries { ${SERIES_FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateEmailSeriesInput!) { updateEmailSeries(input: $input) { emailSeries { ${SERIES_FIELDS} } } }`;
const DELETE = `mutation($input: DeleteEmailSeriesInput!) { deleteEmailSeries(input: $input) { deletedId } }`;

/** Type 1 is 'Registration thank you', 2 'Reminder: 1 week before' (api contract `EMAIL_TEMPLATE_TYPES`). */
const THANK_YOU = {
  name: 'Thank you',
  subject: 'Thanks for registering for {{ event.title }}',
  body: '<p>Hi {{ recipient.firstName }}</p>',
  emailTemplateTypeId: 1,
};
const WEEK_BEFORE = { name: 'One week to go', subject: 'See you next week', emailTemplateTypeId: 2, eventType: 'live' };

type Node = { id: string; internalId: number; name: string; product: string; emailsCount: number };
const nodesOf = (answer: { data: any }): Node[] => answer.data!.emailSeries.edges.map((edge: { node: Node }) => edge.node);

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  // 110 series more, so that a page of 100 is full; the first ten hold 1 to 10 templates, and five are the speaker
  // portal's.
  await stack.api.db.asOwner(async (tx) => {
    await tx.query(sql`insert into email_series (tenant_id, name, product)
      select 'demo', 'Bulk Series ' || lpad(g::text, 3, '0'), case when g > 105 then 'speaker-portal' else 'hive' end
      from generate_series(1, 110) g`);
    await tx.query(sql`insert into email_templates (tenant_id, email_series_id, name, subject, email_template_type_id)
      select s.tenant_id, s.id, 'Bulk ' || t, 'Subject ' || t, t
      from email_series s, generate_series(1, 10) t
      where s.tenant_id = 'demo' and s.name between 'Bulk Series 001' and 'Bulk Series 010' and t <= substr(s.name, 13)::int`);
  });
});
afterAll(() => stack?.close());

describe('email series list', () => {
  it('costs the same REST calls for 100 series as for 10 (no N+1)', async () => {
    const ten = await stack.gql(LIST, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql(LIST, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(hundred.errors).toBeUndefined();
    expect(nodesOf(ten)).toHaveLength(10);
    expect(nodesOf(hundred)).toHaveLength(100);
    // The list and the caller's hidden fields.
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    expect(hundred.upstreamCalls).toBe(2);
  });

  it("costs the same REST calls for 100 series' templates as for 10, and answers them null to a role that reads series only", async () => {
    const WITH_TEMPLATES = `query($first: Int) { emailSeries(first: $first, searchQuery: "Bulk Series", sortBy: NAME) {
      edges { node { internalId name emailsCount emailTemplates { id name } } } } }`;
    type Row = Node & { emailTemplates: { id: string; name: string }[] | null };
    const ten = await stack.gql(WITH_TEMPLATES, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql(WITH_TEMPLATES, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(hundred.errors).toBeUndefined();
    const rows = nodesOf(hundred) as Row[];
    expect(rows).toHaveLength(100);
    // Bulk Series 001 to 010 hold 1 to 10 templates, the rest none.
    expect(rows.map((s) => s.emailTemplates!.length)).toEqual(rows.map((s) => s.emailsCount));
    expect(rows[2]!.emailTemplates!.map((t) => t.name)).toEqual(['Bulk 1', 'Bulk 2', 'Bulk 3']);
    // The list, the caller's hidden fields and the page's templates (one call for them all).
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    expect(hundred.upstreamCalls).toBe(3);
    // The same templates as the series read by id.
    const one = await stack.gql(`query($id: Int!) { emailSeriesById(internalId: $id) { emailTemplates { id name } } }`, {
      token: admin,
      variables: { id: rows[9]!.internalId },
    });
    expect(one.data!.emailSeriesById.emailTemplates).toEqual(rows[9]!.emailTemplates);

    const reader = await stack.signIn('user@demo.test');
    const lookup = await stack.gql(WITH_TEMPLATES, { token: reader, variables: { first: 100 } });
    expect(lookup.errors).toBeUndefined();
    expect((nodesOf(lookup) as Row[]).map((s) => s.emailTemplates)).toEqual(Array(100).fill(null));
    expect(lookup.upstreamCalls).toBe(hundred.upstreamCalls);
  });

  it('searches, sorts by the templates count, filters by product and pages', async () => {
    const byCount = await stack.gql(LIST, {
      token: admin,
      variables: { searchQuery: 'Bulk Series', sortBy: 'EMAILS_COUNT', sortDesc: true, first: 3 },
    });
    expect(byCount.errors).toBeUndefined();
    expect(nodesOf(byCount).map((s) => [s.name, s.emailsCount])).toEqual([
      ['Bulk Series 010', 10],
      ['Bulk Series 009', 9],
      ['Bulk Series 008', 8],
    ]);
    const portal = await stack.gql(LIST, { token: admin, variables: { product: 'SPEAKER_PORTAL', first: 100 } });
    const portalRows = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number }>(sql`select id from email_series where tenant_id = 'demo' and product = 'speaker-portal'`),
    );
    expect(portal.data!.emailSeries.totalCount).toBe(portalRows.length);
    expect(nodesOf(portal).map((s) => s.name)).toEqual(expect.arrayContaining(['Bulk Series 106', 'Bulk Series 110']));
    expect(nodesOf(portal).every((s) => s.product === 'SPEAKER_PORTAL')).toBe(true);
    const page = await stack.gql(LIST, { token: admin, variables: { searchQuery: 'bulk series', sortBy: 'NAME', first: 4, page: 3 } });
    expect(page.data!.emailSeries).toMatchObject({ totalCount: 110, pageInfo: { hasNextPage: true } });
    expect(nodesOf(page).map((s) => s.name)).toEqual(['Bulk Series 009', 'Bulk Series 010', 'Bulk Series 011', 'Bulk Series 012']);
  });
});

describe('one email series and its writes', () => {
  it('creates a series with templates, reads it by id and node, updates it by template ids and deletes it', async () => {
    const created = await stack.gql(CREATE, {
      token: admin,
      variables: {
        input: {
          product: 'HIVE',
          series: {
            name: 'Spring webinars',
            emailTemplates: [
              { id: null, template: THANK_YOU },
              { id: null, template: WEEK_BEFORE },
            ],
          },
        },
      },
    });
    expect(created.errors).toBeUndefined();
    const series = created.data!.createEmailSeries.emailSeries;
    expect(series).toMatchObject({ name: 'Spring webinars', platform: false, product: 'HIVE', emailsCount: 2 });
    const thankYou = series.emailTemplates.find((t: any) => t.emailTemplateTypeId === 1);
    const weekBefore = series.emailTemplates.find((t: any) => t.emailTemplateTypeId === 2);
    expect(thankYou).toMatchObject({
      name: 'Thank you',
      active: true,
      width: 600,
      cc: [],
      eventType: null,
      emailTemplateType: { internalId: 1, type: 'registration-thank-you' },
      emailSeries: { id: series.id, name: 'Spring webinars' },
    });
    expect(weekBefore).toMatchObject({ eventType: 'live', emailTemplateType: { type: 'remind-event-in-1-week' } });

    const byRoot = await stack.gql(ONE, { token: admin, variables: { id: series.internalId } });
    const byNode = await stack.gql(NODE, { token: admin, variables: { id: series.id } });
    expect(byRoot.data!.emailSeriesById).toEqual(series);
    expect(byNode.data!.node).toEqual({ __typename: 'EmailSeries', ...series });
    // One call: the series with its templates.
    expect(byRoot.upstreamCalls).toBe(byNode.upstreamCalls);

    // The form's Save: the kept template by its global id, changed; the other left out (deleted); a new one.
    const updated = await stack.gql(UPDATE, {
      token: admin,
      variables: {
        input: {
          id: series.id,
          series: {
            name: 'Spring webinars 2027',
            emailTemplates: [
              { id: thankYou.id, template: { ...THANK_YOU, subject: 'Welcome aboard' } },
              { id: null, template: { ...WEEK_BEFORE, eventType: 'virtual' } },
            ],
          },
        },
      },
    });
    expect(updated.errors).toBeUndefined();
    const saved = updated.data!.updateEmailSeries.emailSeries;
    expect(saved).toMatchObject({ id: series.id, name: 'Spring webinars 2027', emailsCount: 2 });
    expect(saved.emailTemplates.find((t: any) => t.id === thankYou.id)).toMatchObject({ subject: 'Welcome aboard' });
    expect(saved.emailTemplates.map((t: any) => t.id)).not.toContain(weekBefore.id);
    expect(saved.emailTemplates.find((t: any) => t.emailTemplateTypeId === 2)).toMatchObject({ eventType: 'virtual' });

    const deleted = await stack.gql(DELETE, { token: admin, variables: { input: { id: series.id } } });
    expect(deleted).toMatchObject({ data: { deleteEmailSeries: { deletedId: series.id } }, errors: undefined });
    expect(await stack.gql(ONE, { token: admin, variables: { id: series.internalId } })).toMatchObject({
      data: { emailSeriesById: null },
      errors: undefined,
    });
  });

  it("answers the service's refusals with its messages", async () => {
    const duplicates = await stack.gql(CREATE, {
      token: admin,
      variables: {
        input: {
          series: {
            name: 'Twice',
            emailTemplates: [
              { id: null, template: THANK_YOU },
              { id: null, template: { ...THANK_YOU, name: 'Again' } },
            ],
          },
        },
      },
    });
    expect(duplicates.errors![0]).toMatchObject({ message: EMAIL_MESSAGES.duplicates, extensions: { code: 'BAD_USER_INPUT' } });
    const noName = await stack.gql(CREATE, {
      token: admin,
      variables: {
        input: { series: { name: 'Nameless template', emailTemplates: [{ id: null, template: { ...THANK_YOU, name: ' ' } }] } },
      },
    });
    expect(noName.errors![0]).toMatchObject({ message: EMAIL_MESSAGES.templateNameRequired, extensions: { code: 'BAD_USER_INPUT' } });
    const noSeriesName = await stack.gql(CREATE, { token: admin, variables: { input: { series: { name: '', emailTemplates: [] } } } });
    expect(noSeriesName.errors![0]).toMatchObject({ message: EMAIL_MESSAGES.seriesNameRequired, extensions: { code: 'BAD_USER_INPUT' } });
    // A template id of another type is refused before any call.
    const wrongId = await stack.gql(UPDATE, {
      token: admin,
      variables: {
        input: {
          id: Buffer.from('EmailSeries:1').toString('base64'),
          series: { name: 'X', emailTemplates: [{ id: Buffer.from('Event:1').toString('base64'), template: THANK_YOU }] },
        },
      },
    });
    expect(wrongId.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(wrongId.upstreamCalls).toBe(0);
  });

  it("refuses a template of another series, and a platform series' delete", async () => {
    const [a, b] = await Promise.all(
      ['Series A', 'Series B'].map(async (name) => {
        const answer = await stack.gql(CREATE, {
          token: admin,
          variables: { input: { series: { name, emailTemplates: [{ id: null, template: THANK_YOU }] } } },
        });
        return answer.data!.createEmailSeries.emailSeries;
      }),
    );
    const stolen = await stack.gql(UPDATE, {
      token: admin,
      variables: {
        input: { id: a.id, series: { name: 'Series A', emailTemplates: [{ id: b.emailTemplates[0].id, template: WEEK_BEFORE }] } },
      },
    });
    expect(stolen.errors![0]!.message).toBe(EMAIL_MESSAGES.templateNotInSeries(b.emailTemplates[0].internalId));
    expect((await stack.gql(ONE, { token: admin, variables: { id: b.internalId } })).data!.emailSeriesById.emailTemplates).toEqual(
      b.emailTemplates,
    );

    await stack.api.db.asOwner((tx) => tx.query(sql`update email_series set platform = true where id = ${a.internalId}`));
    const locked = await stack.gql(DELETE, { token: admin, variables: { input: { id: a.id } } });
    expect(locked.errors![0]!.message).toBe(EMAIL_MESSAGES.platformSeriesLocked);
    expect((await stack.gql(ONE, { token: admin, variables: { id: a.internalId } })).data!.emailSeriesById).toMatchObject({
      platform: true,
    });
  });

  it("answers another tenant's series like a missing one, and FORBIDDEN to a role that may not write", async () => {
    const acme = await stack.signIn('admin@acme.test', 'acme');
    const acmeRow = nodesOf(await stack.gql(LIST, { token: acme, tenant: 'acme', variables: { first: 1 } }))[0]!;
    expect(await stack.gql(ONE, { token: admin, variables: { id: acmeRow.internalId } })).toMatchObject({
      data: { emailSeriesById: null },
      errors: undefined,
    });
    expect(await stack.gql(NODE, { token: admin, variables: { id: acmeRow.id } })).toMatchObject({
      data: { node: null },
      errors: undefined,
    });
    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql(CREATE, { token: marketing, variables: { input: { series: { name: 'Mine', emailTemplates: [] } } } });
    expect(refused.errors![0]).toMatchObject({
      message: 'You do not have permission to create email_series',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
