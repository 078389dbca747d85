import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESIGN_MESSAGES,
  EMAIL_MESSAGES,
  EMAIL_TEMPLATE_TYPES,
  GUTTER_OPEN,
} from '../../../../../../../api/src/areas/emailSeries/contract.ts';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const LIST = `query($first: Int, $page: Int, $searchQuery: String, $product: EmailProduct, $emailSeriesIds: [Int!],
  $emailTemplateTypeIds: [Int!], $sortBy: EmailTemplateSortField, $sortDesc: Boolean) {
  emailTemplates(first: $first, page: $page, searchQuery: $searchQuery, product: $product, emailSeriesIds: $emailSeriesIds,
    emailTemplateTypeIds: $emailTemplateTypeIds, sortBy: $sortBy, sortDesc: $sortDesc) {
    totalCount edges { node { id internalId name subject active eventType updatedAt
      emailTemplateType { internalId type name audience needs allowiCalFile uniquePerInstance allowsCustomRecipients }
      emailSeries { id internalId name platform } } } } }`;
const LIST_WITH_SERIES_DETAILS = `query($first: Int, $searchQuery: String) { emailTemplates(first: $first, searchQuery: $searchQuery) {
  edges { node { id emailSeries { id product emailsCount } } } } }`;
const TEMPLATE_FIELDS = `id internalId name active subject cc recipients body preheader width icalEvent icalTitle icalDescription eventType
  emailTemplateTypeId emailTemplateType { internalId type } emailSeries { id internalId name product }`;
const ONE = `query($id: Int!) { emailTemplate(internalId: $id) { ${TEMPLATE_FIELDS} } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename ... on EmailTemplate { ${TEMPLATE_FIELDS} } } }`;
const CREATE = `mutation($input: CreateEmailTemplateInput!) { createEmailTemplate(input: $input) { emailTemplate { ${TEMPLATE_FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateEmailTemplateInput!) { updateEmailTemplate(input: $input) { emailTemplate { ${TEMPLATE_FIELDS} } } }`;
const DELETE = `mutation($input: DeleteEmailTemplateInput!) { deleteEmailTemplate(input: $input) { deletedId } }`;
const TYPES = `query($product: EmailProduct) { emailTemplateTypes(product: $product) {
  internalId type name description allowiCalFile uniquePerInstance audience needs allowsCustomRecipients } }`;
const VARIABLES = `query($type: Int) { emailTemplateVariables(emailTemplateTypeId: $type) { label value group } }`;
const PREVIEW = `query($text: String!, $type: Int) { emailPlaceholderPreview(templateString: $text, emailTemplateTypeId: $type) }`;

/** 'Blackout date conflict': a speaker type that takes custom recipients (spec 002 §6). */
const BLACKOUT = EMAIL_TEMPLATE_TYPES.find((t) => t.type === 'speaker-black-out-date-conflict')!;
const CONFLICT_TEMPLATE = {
  name: 'Blackout conflict',
  subject: 'Conflict for {{ speaker.lastName }}',
  body: '<p>{{ event.title }} falls on a blackout date</p>',
  cc: ['office@example.com'],
  recipients: ['scheduling@example.com'],
  emailTemplateTypeId: BLACKOUT.id,
};

type Row = {
  id: string;
  internalId: number;
  name: string;
  subject: string;
  emailTemplateType: { internalId: number; audience: string };
  emailSeries: { internalId: number } | null;
};
const rowsOf = (answer: { data: any }): Row[] => answer.data!.emailTemplates.edges.map((edge: { node: Row }) => edge.node);

let stack: Stack;
let admin: string;
let seriesIds: number[];

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  // Four series of 30 templates each (one per type): 120 rows, so that a page of 100 is full.
  seriesIds = await stack.api.db.asOwner(async (tx) => {
    const series = await tx.query<{ id: number }>(sql`insert into email_series (tenant_id, name)
      select 'demo', 'Template Series ' || g from generate_series(1, 4) g returning id`);
    const ids = series.map((s) => s.id).sort((a, b) => a - b);
    // Template n (1 to 120) is named n and has subject 121 - n.
    await tx.query(sql`insert into email_templates (tenant_id, email_series_id, name, subject, email_template_type_id)
      select 'demo', s, 'Bulk Template ' || lpad(n::text, 3, '0'), 'Subject ' || lpad((121 - n)::text, 3, '0'), t
      from unnest(${sql.param(ids)}::int[]) with ordinality as series(s, i), generate_series(1, 30) t,
        lateral (select (i - 1) * 30 + t as n) numbered`);
    return ids;
  });
});
afterAll(() => stack?.close());

describe('email template list', () => {
  it('costs the same REST calls for 100 templates with their series and types as for 10 (no N+1)', async () => {
    const ten = await stack.gql(LIST, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql(LIST, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(hundred.errors).toBeUndefined();
    expect(rowsOf(ten)).toHaveLength(10);
    expect(rowsOf(hundred)).toHaveLength(100);
    // The list and the caller's hidden fields: each row carries its series and type.
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    expect(hundred.upstreamCalls).toBe(2);
    // A series' product and count come from one batched series list for the page.
    const tenWith = await stack.gql(LIST_WITH_SERIES_DETAILS, { token: admin, variables: { first: 10, searchQuery: 'Bulk Template' } });
    const hundredWith = await stack.gql(LIST_WITH_SERIES_DETAILS, {
      token: admin,
      variables: { first: 100, searchQuery: 'Bulk Template' },
    });
    expect(hundredWith.errors).toBeUndefined();
    expect(hundredWith.data!.emailTemplates.edges[99].node.emailSeries).toEqual({
      id: expect.any(String),
      product: 'HIVE',
      emailsCount: 30,
    });
    expect(hundredWith.upstreamCalls).toBe(tenWith.upstreamCalls);
    expect(hundredWith.upstreamCalls).toBe(3);
  });

  it('costs the same REST calls for 100 templates with their content as for 10: one call more than the rows alone', async () => {
    const LIST_WITH_CONTENT = `query($first: Int, $searchQuery: String) { emailTemplates(first: $first, searchQuery: $searchQuery, sortBy: NAME) {
      edges { node { internalId name body cc recipients preheader width icalEvent icalTitle icalDescription } } } }`;
    const LIST_WITH_BODY = `query($first: Int, $searchQuery: String) { emailTemplates(first: $first, searchQuery: $searchQuery, sortBy: NAME) {
      edges { node { internalId name body } } } }`;
    const LIST_PLAIN = `query($first: Int, $searchQuery: String) { emailTemplates(first: $first, searchQuery: $searchQuery, sortBy: NAME) {
      edges { node { internalId name } } } }`;
    // Give each bulk template a body of its own, so that a row answered another's would show.
    await stack.api.db.asOwner((tx) =>
      tx.query(sql`update email_templates set body = '<p>Body of ' || name || '</p>', preheader = 'Pre ' || name
        where tenant_id = 'demo' and name like 'Bulk Template %'`),
    );
    const calls: Record<number, number> = {};
    for (const first of [10, 100]) {
      const variables = { first, searchQuery: 'Bulk Template' };
      const plain = await stack.gql(LIST_PLAIN, { token: admin, variables });
      const body = await stack.gql(LIST_WITH_BODY, { token: admin, variables });
      const content = await stack.gql(LIST_WITH_CONTENT, { token: admin, variables });
      expect(content.errors).toBeUndefined();
      const rows = content.data!.emailTemplates.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
      expect(rows).toHaveLength(first);
      for (const row of rows) {
        expect(row).toMatchObject({ body: `<p>Body of ${row.name}</p>`, preheader: `Pre ${row.name}`, cc: [], recipients: [] });
      }
      // The list answers no content: the rows asked for it read it together (`GET email-templates/contents`), once.
      expect(body.upstreamCalls).toBe(plain.upstreamCalls + 1);
      expect(content.upstreamCalls).toBe(body.upstreamCalls);
      calls[first] = content.upstreamCalls;
    }
    expect(calls[100]).toBe(calls[10]);
    expect(calls[100]).toBe(3);
    console.info(
      `REST calls: emailTemplates(first: 10) with content = ${calls[10]}, emailTemplates(first: 100) with content = ${calls[100]}`,
    );

    // By node, many templates cost what one costs.
    const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on EmailTemplate { internalId name body } } }`;
    const ids = (
      await stack.gql(LIST_PLAIN, { token: admin, variables: { first: 30, searchQuery: 'Bulk Template' } })
    ).data!.emailTemplates.edges.map((edge: { node: { internalId: number } }) =>
      Buffer.from(`EmailTemplate:${edge.node.internalId}`).toString('base64'),
    );
    const one = await stack.gql(NODES, { token: admin, variables: { ids: ids.slice(0, 1) } });
    const thirty = await stack.gql(NODES, { token: admin, variables: { ids } });
    expect(thirty.errors).toBeUndefined();
    expect(thirty.data!.nodes.map((n: { name: string; body: string }) => n.body)).toEqual(
      thirty.data!.nodes.map((n: { name: string }) => `<p>Body of ${n.name}</p>`),
    );
    expect(thirty.data!.nodes).toHaveLength(30);
    expect(thirty.upstreamCalls).toBe(one.upstreamCalls);
  });

  it('filters by series, type and product, searches, sorts and pages', async () => {
    const ofSeries = await stack.gql(LIST, { token: admin, variables: { emailSeriesIds: [seriesIds[1]], first: 100 } });
    expect(ofSeries.data!.emailTemplates.totalCount).toBe(30);
    expect(rowsOf(ofSeries).every((row) => row.emailSeries?.internalId === seriesIds[1])).toBe(true);
    const ofType = await stack.gql(LIST, {
      token: admin,
      variables: { searchQuery: 'Bulk Template', emailTemplateTypeIds: [3, 4], first: 100 },
    });
    expect(ofType.data!.emailTemplates.totalCount).toBe(8);
    expect(new Set(rowsOf(ofType).map((row) => row.emailTemplateType.internalId))).toEqual(new Set([3, 4]));
    const portal = await stack.gql(LIST, {
      token: admin,
      variables: { searchQuery: 'Bulk Template', product: 'SPEAKER_PORTAL', first: 100 },
    });
    // Types 22 to 30 are the speaker portal's (and Hive's).
    expect(portal.data!.emailTemplates.totalCount).toBe(4 * 9);
    expect(rowsOf(portal).every((row) => row.emailTemplateType.audience === 'SPEAKER')).toBe(true);
    const bySubject = await stack.gql(LIST, {
      token: admin,
      variables: { searchQuery: 'Bulk Template', sortBy: 'SUBJECT', first: 3, page: 2 },
    });
    expect(rowsOf(bySubject).map((row) => [row.name, row.subject])).toEqual([
      ['Bulk Template 117', 'Subject 004'],
      ['Bulk Template 116', 'Subject 005'],
      ['Bulk Template 115', 'Subject 006'],
    ]);
    const search = await stack.gql(LIST, { token: admin, variables: { searchQuery: 'Bulk Template 05', sortBy: 'NAME', sortDesc: true } });
    expect(rowsOf(search).map((row) => row.name)).toEqual([
      'Bulk Template 059',
      'Bulk Template 058',
      'Bulk Template 057',
      'Bulk Template 056',
      'Bulk Template 055',
      'Bulk Template 054',
      'Bulk Template 053',
      'Bulk Template 052',
      'Bulk Template 051',
      'Bulk Template 050',
    ]);
  });

  it('answers FORBIDDEN with the service message to a role without email_template read', async () => {
    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql(LIST, { token: marketing, variables: { first: 10 } });
    expect(refused.data).toEqual({ emailTemplates: null });
    expect(refused.errors![0]).toMatchObject({
      message: 'You do not have permission to read email_template',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });
});

describe('one email template and its writes', () => {
  it('creates a template in a series, reads it by id and node, updates it and deletes it', async () => {
    const seriesId = Buffer.from(`EmailSeries:${seriesIds[0]}`).toString('base64');
    // The seeded series already holds a template of every type: the new one is for webinars only.
    const created = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { emailSeriesId: seriesId, template: { ...CONFLICT_TEMPLATE, eventType: 'webinar', width: 640 } } },
    });
    expect(created.errors).toBeUndefined();
    const template = created.data!.createEmailTemplate.emailTemplate;
    expect(template).toMatchObject({
      name: 'Blackout conflict',
      active: true,
      cc: ['office@example.com'],
      recipients: ['scheduling@example.com'],
      width: 640,
      icalEvent: false,
      eventType: 'webinar',
      emailTemplateType: { internalId: BLACKOUT.id, type: BLACKOUT.type },
      emailSeries: { id: seriesId, internalId: seriesIds[0], name: 'Template Series 1', product: 'HIVE' },
    });

    const byRoot = await stack.gql(ONE, { token: admin, variables: { id: template.internalId } });
    const byNode = await stack.gql(NODE, { token: admin, variables: { id: template.id } });
    expect(byRoot.data!.emailTemplate).toEqual(template);
    expect(byNode.data!.node).toEqual({ __typename: 'EmailTemplate', ...template });

    // Recipients and the series left out are kept; an empty list and a null series clear them.
    const { recipients: _kept, ...withoutRecipients } = CONFLICT_TEMPLATE;
    const updated = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { id: template.id, template: { ...withoutRecipients, eventType: 'webinar', subject: 'Changed' } } },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateEmailTemplate.emailTemplate).toMatchObject({
      subject: 'Changed',
      recipients: ['scheduling@example.com'],
      width: 600,
      emailSeries: { id: seriesId },
    });
    const cleared = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { id: template.id, emailSeriesId: null, template: { ...CONFLICT_TEMPLATE, recipients: [] } } },
    });
    expect(cleared.data!.updateEmailTemplate.emailTemplate).toMatchObject({ recipients: [], emailSeries: null });

    const deleted = await stack.gql(DELETE, { token: admin, variables: { input: { id: template.id } } });
    expect(deleted).toMatchObject({ data: { deleteEmailTemplate: { deletedId: template.id } }, errors: undefined });
    expect(await stack.gql(ONE, { token: admin, variables: { id: template.internalId } })).toMatchObject({
      data: { emailTemplate: null },
      errors: undefined,
    });
  });

  it("answers the service's refusals with its messages and fields", async () => {
    const noName = await stack.gql(CREATE, { token: admin, variables: { input: { template: { ...CONFLICT_TEMPLATE, name: '' } } } });
    expect(noName.data).toEqual({ createEmailTemplate: null });
    expect(noName.errors![0]).toMatchObject({
      message: EMAIL_MESSAGES.templateNameRequired,
      extensions: { code: 'BAD_USER_INPUT', fields: { name: EMAIL_MESSAGES.templateNameRequired } },
    });
    const badCc = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { template: { ...CONFLICT_TEMPLATE, cc: ['not an address'] } } },
    });
    expect(badCc.errors![0]).toMatchObject({ message: EMAIL_MESSAGES.ccInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    // An attendee type cannot name custom recipients.
    const attendeeType = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { template: { ...CONFLICT_TEMPLATE, subject: 'Hello', body: '', emailTemplateTypeId: 1 } } },
    });
    expect(attendeeType.errors![0]!.message).toBe(EMAIL_MESSAGES.customRecipientsType);
    const wrongSeries = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { emailSeriesId: Buffer.from('EmailTemplate:1').toString('base64'), template: CONFLICT_TEMPLATE } },
    });
    expect(wrongSeries.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(wrongSeries.upstreamCalls).toBe(0);
  });

  it("answers another tenant's template like a missing one", async () => {
    const acme = await stack.signIn('admin@acme.test', 'acme');
    const created = await stack.gql(CREATE, {
      token: acme,
      tenant: 'acme',
      variables: { input: { template: { ...CONFLICT_TEMPLATE, name: 'Acme only' } } },
    });
    expect(created.errors).toBeUndefined();
    const acmeTemplate = created.data!.createEmailTemplate.emailTemplate;
    expect(await stack.gql(ONE, { token: admin, variables: { id: acmeTemplate.internalId } })).toMatchObject({
      data: { emailTemplate: null },
      errors: undefined,
    });
    expect(await stack.gql(NODE, { token: admin, variables: { id: acmeTemplate.id } })).toMatchObject({
      data: { node: null },
      errors: undefined,
    });
  });
});

const SAVE_DESIGN = `mutation($input: SaveEmailTemplateDesignInput!) { saveEmailTemplateDesign(input: $input) {
  emailTemplate { id body builder design { blocks { kind text label url src alt width height condition } } } } }`;

describe('the designers (spec 002 §2.14)', () => {
  it('saves Designer V2 blocks (rendered by the service), reads builder and design back, and asks before converting', async () => {
    const created = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { template: { name: 'Designed', subject: 'Hello', body: '', emailTemplateTypeId: 1 } } },
    });
    const { id, internalId } = created.data!.createEmailTemplate.emailTemplate;
    const blocks = [
      { kind: 'TEXT', text: 'Hi {{ recipient.firstName }}', condition: 'recipient.firstName' },
      { kind: 'BUTTON', label: 'Unsubscribe', url: '{{ links.unsubscribe }}' },
      { kind: 'SPACER', height: 16 },
    ];
    const saved = await stack.gql(SAVE_DESIGN, {
      token: admin,
      variables: { input: { emailTemplateId: id, builder: 'V2', design: { blocks } } },
    });
    expect(saved.errors).toBeUndefined();
    const template = saved.data!.saveEmailTemplateDesign.emailTemplate;
    expect(template.builder).toBe('V2');
    expect(template.design.blocks).toEqual([
      {
        kind: 'TEXT',
        text: 'Hi {{ recipient.firstName }}',
        label: null,
        url: null,
        src: null,
        alt: null,
        width: null,
        height: null,
        condition: 'recipient.firstName',
      },
      {
        kind: 'BUTTON',
        text: null,
        label: 'Unsubscribe',
        url: '{{ links.unsubscribe }}',
        src: null,
        alt: null,
        width: null,
        height: null,
        condition: null,
      },
      { kind: 'SPACER', text: null, label: null, url: null, src: null, alt: null, width: null, height: 16, condition: null },
    ]);
    expect(template.body).toMatch(/\{% if recipient\.firstName %\}[\s\S]*Hi \{\{ recipient\.firstName \}\}/);
    const read = await stack.gql(`query($id: Int!) { emailTemplate(internalId: $id) { builder design { blocks { kind } } } }`, {
      token: admin,
      variables: { id: internalId },
    });
    expect(read.data!.emailTemplate).toEqual({
      builder: 'V2',
      design: { blocks: [{ kind: 'TEXT' }, { kind: 'BUTTON' }, { kind: 'SPACER' }] },
    });

    const legacy = { emailTemplateId: id, builder: 'LEGACY', body: '<p>{{ event.title }}</p>' };
    const refused = await stack.gql(SAVE_DESIGN, { token: admin, variables: { input: legacy } });
    expect(refused.data).toEqual({ saveEmailTemplateDesign: null });
    expect(refused.errors![0]!.message).toBe(DESIGN_MESSAGES.confirmToLegacy);
    const converted = await stack.gql(SAVE_DESIGN, { token: admin, variables: { input: { ...legacy, confirmConversion: true } } });
    expect(converted.data!.saveEmailTemplateDesign.emailTemplate).toMatchObject({
      builder: 'LEGACY',
      design: null,
      body: `${GUTTER_OPEN}<p>{{ event.title }}</p></div>`,
    });
    const unknown = await stack.gql(SAVE_DESIGN, {
      token: admin,
      variables: { input: { emailTemplateId: id, builder: 'LEGACY', body: '{{ training.name }}' } },
    });
    expect(unknown.errors![0]).toMatchObject({
      message: EMAIL_MESSAGES.unknownVariable('training.name', 'Registration thank you'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers FORBIDDEN to a role without email_template update', async () => {
    const analyst = await stack.signIn('program-analyst@demo.test');
    const denied = await stack.gql(SAVE_DESIGN, {
      token: analyst,
      variables: { input: { emailTemplateId: Buffer.from('EmailTemplate:1').toString('base64'), builder: 'V2', design: { blocks: [] } } },
    });
    expect(denied.errors![0]).toMatchObject({
      message: 'You do not have permission to update email_template',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe("the editor's catalogue", () => {
  it('answers the template types, all or per product, with the custom recipient types', async () => {
    const all = await stack.gql(TYPES, { token: admin });
    expect(all.errors).toBeUndefined();
    const types = all.data!.emailTemplateTypes;
    expect(types).toHaveLength(30);
    expect(
      types
        .filter((t: any) => t.allowsCustomRecipients)
        .map((t: any) => t.type)
        .sort(),
    ).toEqual(['speaker-black-out-date-conflict', 'speaker-profile-modified']);
    expect(types.find((t: any) => t.type === 'remind-speaker-event-tomorrow')).toMatchObject({
      audience: 'SPEAKER',
      needs: ['SPEAKER', 'EVENT'],
      allowiCalFile: true,
    });
    expect(types.find((t: any) => t.type === 'training-completed').needs).toEqual(['SPEAKER_TRAINING']);
    const portal = await stack.gql(TYPES, { token: admin, variables: { product: 'SPEAKER_PORTAL' } });
    expect(portal.data!.emailTemplateTypes.map((t: any) => t.internalId)).toEqual([22, 23, 24, 25, 26, 27, 28, 29, 30]);
    const events = await stack.gql(TYPES, { token: admin, variables: { product: 'EVENT_MANAGEMENT' } });
    expect(events.data!.emailTemplateTypes.every((t: any) => t.audience === 'ATTENDEE')).toBe(true);
    expect(events.data!.emailTemplateTypes).toHaveLength(21);
  });

  it("answers the variables a type's templates may use", async () => {
    const attendee = await stack.gql(VARIABLES, { token: admin, variables: { type: 1 } });
    expect(attendee.errors).toBeUndefined();
    expect(attendee.data!.emailTemplateVariables).toContainEqual({
      label: 'Attendee first name',
      value: '{{ attendee.firstName }}',
      group: 'attendee',
    });
    const speaker = await stack.gql(VARIABLES, { token: admin, variables: { type: 22 } });
    const groups = new Set(speaker.data!.emailTemplateVariables.map((v: { group: string }) => v.group));
    expect(groups.has('speaker')).toBe(true);
    expect(groups.has('attendee')).toBe(false);
    const all = await stack.gql(VARIABLES, { token: admin });
    expect(all.data!.emailTemplateVariables.length).toBeGreaterThan(speaker.data!.emailTemplateVariables.length);
  });

  it('renders a text with sample values, a variable its type cannot use as nothing, and refuses a text liquid cannot read', async () => {
    const text = 'Dear {{ recipient.firstName }}, {% if venue %}see you at {{ venue.name }}{% endif %}';
    const preview = await stack.gql(PREVIEW, { token: admin, variables: { text, type: 1 } });
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.emailPlaceholderPreview).toBe('Dear Alex, see you at The Drake Hotel');
    // One REST call: the preview reads and writes nothing else.
    expect(preview.upstreamCalls).toBe(1);
    const speakerType = await stack.gql(PREVIEW, {
      token: admin,
      variables: { text: 'Hi {{ speaker.firstName }}{{ attendee.firstName }}', type: 22 },
    });
    expect(speakerType.data!.emailPlaceholderPreview).toBe('Hi Maria');
    const broken = await stack.gql(PREVIEW, { token: admin, variables: { text: '{% if %}' } });
    expect(broken.data).toEqual({ emailPlaceholderPreview: null });
    expect(broken.errors![0]!.message).toMatch(/^The template cannot be read: /);
    expect(broken.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('a series duplicated with its designs', () => {
  it("gives each new template its original's designer and blocks (designOf), and refuses designOf on a stored one", async () => {
    const created = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { template: { name: 'Designed original', subject: 'Hello', body: '', emailTemplateTypeId: 1 } } },
    });
    const original = created.data!.createEmailTemplate.emailTemplate.id;
    const blocks = [{ kind: 'TEXT', text: 'Hi {{ recipient.firstName }}' }];
    const saved = await stack.gql(SAVE_DESIGN, {
      token: admin,
      variables: { input: { emailTemplateId: original, builder: 'V2', design: { blocks } } },
    });
    const body = saved.data!.saveEmailTemplateDesign.emailTemplate.body;
    const template = { name: 'Designed copy', subject: 'Hello', body, emailTemplateTypeId: 1 };
    const SERIES = `mutation($input: CreateEmailSeriesInput!) { createEmailSeries(input: $input) {
      emailSeries { id emailTemplates { id builder design { blocks { kind text } } } } } }`;
    const copied = await stack.gql(SERIES, {
      token: admin,
      variables: { input: { series: { name: 'Duplicated with designs', emailTemplates: [{ id: null, designOf: original, template }] } } },
    });
    expect(copied.errors).toBeUndefined();
    const series = copied.data!.createEmailSeries.emailSeries;
    expect(series.emailTemplates).toEqual([
      { id: expect.any(String), builder: 'V2', design: { blocks: [{ kind: 'TEXT', text: blocks[0]!.text }] } },
    ]);
    const UPDATE_SERIES = `mutation($input: UpdateEmailSeriesInput!) { updateEmailSeries(input: $input) { emailSeries { id } } }`;
    const stored = series.emailTemplates[0].id;
    const refused = await stack.gql(UPDATE_SERIES, {
      token: admin,
      variables: {
        input: {
          id: series.id,
          series: { name: 'Duplicated with designs', emailTemplates: [{ id: stored, designOf: original, template }] },
        },
      },
    });
    expect(refused.errors![0]).toMatchObject({ message: EMAIL_MESSAGES.designOfStored, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe("Designer V2's live preview", () => {
  it('answers the HTML a save would store, without saving; what a save refuses in error; FORBIDDEN to a role that may not edit', async () => {
    const created = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { template: { name: 'Previewed', subject: 'Hello', body: '<p>Kept</p>', emailTemplateTypeId: 1 } } },
    });
    const { id, internalId } = created.data!.createEmailTemplate.emailTemplate;
    const PREVIEW = `query($id: ID!, $design: EmailDesignInput!) { emailDesignPreview(emailTemplateId: $id, design: $design) { html error } }`;
    const design = {
      blocks: [
        { kind: 'HEADING', text: 'Hi {{ recipient.firstName }}' },
        { kind: 'SPACER', height: 16 },
      ],
    };
    const shown = await stack.gql(PREVIEW, { token: admin, variables: { id, design } });
    expect(shown.errors).toBeUndefined();
    expect(shown.upstreamCalls).toBe(1);
    expect(shown.data!.emailDesignPreview.error).toBeNull();
    expect(shown.data!.emailDesignPreview.html).toContain('Hi {{ recipient.firstName }}');
    const read = await stack.gql(`query($id: Int!) { emailTemplate(internalId: $id) { body builder } }`, {
      token: admin,
      variables: { id: internalId },
    });
    expect(read.data!.emailTemplate).toEqual({ body: '<p>Kept</p>', builder: null });
    const refused = await stack.gql(PREVIEW, {
      token: admin,
      variables: { id, design: { blocks: [{ kind: 'TEXT', text: '{{ training.name }}' }] } },
    });
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.emailDesignPreview).toEqual({
      html: null,
      error: EMAIL_MESSAGES.unknownVariable('training.name', 'Registration thank you'),
    });
    const analyst = await stack.signIn('program-analyst@demo.test');
    const denied = await stack.gql(PREVIEW, { token: analyst, variables: { id, design } });
    expect(denied.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
