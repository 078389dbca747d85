import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStorage } from '../../../platform/storage/index.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';

const ADMIN = 'admin@demo.test';
const READER = 'user@demo.test';
const ROW_KEYS = ['id', 'name', 'url', 'branded', 'marketingOptIn', 'questionsCount'];
const TABLES = ['registration_templates', 'questions', 'question_choices', 'question_rules'];

const body = (more: Record<string, unknown> = {}) => ({
  name: 'Webinar page',
  url: 'https://events.example.com/webinar',
  branded: true,
  marketingOptIn: true,
  redirectUrl: 'https://www.example.com/thanks',
  brandColor1: '#0F6CBD',
  questions: [
    { ref: 'opt', text: 'Send me news', type: 'checkbox', order: 10, required: false, visible: true, registrationFormType: 'opt-in' },
    {
      ref: 'role',
      text: 'Your role',
      type: 'single-select',
      order: 20,
      required: true,
      visible: true,
      registrationFormType: 'event-register',
      choices: [
        { ref: 'a', text: 'Physician', openField: false, order: 10 },
        { ref: 'b', text: 'Other', openField: true, order: 20 },
      ],
      rules: [
        { field: 'visible', id: 'v', parentId: null, operator: 'AND' },
        { field: 'visible', id: 'v1', parentId: 'v', questionRef: 'opt', comparatorId: 'is-true' },
      ],
    },
  ],
  ...more,
});

describe.each(ENGINES)('registration template routes on $name', (engine) => {
  const storage = createStorage({ dataDir: 'memory://' });
  const api = useApi(engine, () => ({ storage }));
  const idsOf = async (tenant: string) =>
    (await api.owner<{ id: number }>(sql`select id from registration_templates where tenant_id = ${tenant} order by id`)).map((r) => r.id);

  it("lists the tenant's templates with their question counts, sorted, searched, by ids, never acme's", async () => {
    const all = await api.call('GET', '/registration-templates', { as: READER, query: { limit: -1 } });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe((await idsOf('demo')).length);
    expect(Object.keys(all.body.results[0]).sort()).toEqual([...ROW_KEYS].sort());
    for (const row of all.body.results) expect([2, 3]).toContain(row.questionsCount);
    for (const sortDesc of [false, true]) {
      const sorted = await api.call('GET', '/registration-templates', {
        as: READER,
        query: { limit: -1, sortBy: 'questionsCount', sortDesc },
      });
      const counts = sorted.body.results.map((r: { questionsCount: number }) => r.questionsCount);
      expect(counts).toEqual([...counts].sort((a, b) => (sortDesc ? b - a : a - b)));
    }
    const found = await api.call('GET', '/registration-templates', { as: READER, query: { searchQuery: 'webinar' } });
    expect(found.body.results.map((r: { name: string }) => r.name)).toEqual(['Webinar sign-up']);
    const acme = await api.call('GET', '/registration-templates', { as: READER, query: { filters: { ids: await idsOf('acme') } } });
    expect(acme.body).toEqual({ results: [], count: 0 });
  });

  it('creates a template with questions (201), audited; PUT keeps the kept refs and replaces the rest', async () => {
    const res = await api.call('POST', '/registration-templates', { as: ADMIN, body: body({ isiText: '<p>ISI<script>x()</script></p>' }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body;
    expect(created).toMatchObject({
      name: 'Webinar page',
      branded: true,
      marketingOptIn: true,
      brandColor1: '#0F6CBD',
      brandColor2: '#ffffff',
      isiText: '<p>ISI</p>',
      questionsCount: 2,
    });
    const [opt, role] = created.questions;
    expect(opt.registrationFormType).toBe('opt-in');
    expect(role.rules[1]).toMatchObject({ questionRef: opt.ref, comparatorId: 'is-true' });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'registration_template', entity_id: String(created.id), action: 'create' });
    expect((await api.call('GET', `/registration-templates/${created.id}`, { as: READER })).body).toEqual(created);

    const put = await api.call('PUT', `/registration-templates/${created.id}`, {
      as: ADMIN,
      body: body({ brandColor2: '#000', questions: [{ ...body().questions[0], ref: opt.ref, text: 'News please' }] }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.brandColor2).toBe('#000');
    expect(put.body.questions.map((q: { id: number; text: string }) => [q.id, q.text])).toEqual([[opt.id, 'News please']]);
    expect(await api.owner(sql`select id from questions where id = ${role.id}`)).toEqual([]);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'registration_template', action: 'update' });
    const none = await api.call('PUT', `/registration-templates/${created.id}`, { as: ADMIN, body: body({ questions: [] }) });
    expect(none.body.questionsCount).toBe(0);
    // Spec 002 §9: the brand colours default to #ffffff.
    const { brandColor1: _, ...uncoloured } = body({ questions: [] });
    const plain = await api.call('POST', '/registration-templates', { as: ADMIN, body: uncoloured });
    expect(plain.body).toMatchObject({ brandColor1: '#ffffff', brandColor2: '#ffffff' });
    const cleared = await api.call('PUT', `/registration-templates/${plain.body.id}`, {
      as: ADMIN,
      body: { ...uncoloured, brandColor1: null },
    });
    expect(cleared.body.brandColor1).toBeNull();
  });

  it('answers the questions of a template by form, the opt-in form left out unless asked (the attendee form)', async () => {
    const free = { ref: 'note', text: 'Anything else?', type: 'free-text', order: 30, required: false, visible: true };
    const created = (
      await api.call('POST', '/registration-templates', { as: ADMIN, body: body({ questions: [...body().questions, free] }) })
    ).body;
    const [opt, role, note] = created.questions;
    const forms = (query: Record<string, string | number> = {}, as = READER) =>
      api.call('GET', '/registration-templates/questions', { as, query: { registrationTemplateId: created.id, ...query } });
    const standard = await forms();
    expect(standard.status).toBe(200);
    expect(standard.body).toEqual({
      results: [
        { registrationFormType: 'event-register', questions: [role] },
        { registrationFormType: null, questions: [note] },
      ],
      count: 2,
    });
    const all = await forms({ includeOptIn: 'true' });
    expect(all.body.results.map((f: { registrationFormType: string | null }) => f.registrationFormType)).toEqual([
      'opt-in',
      'event-register',
      null,
    ]);
    expect(all.body.results[0].questions).toEqual([opt]);
    const [acme] = await idsOf('acme');
    expect((await forms({ registrationTemplateId: acme! })).body.message).toBe(`Registration template ${acme} not found`);
    expect((await forms({}, 'speaker@demo.test')).status).toBe(403);
    expect((await forms({ includeOptIn: 'yes' })).body.fields).toEqual({ includeOptIn: 'includeOptIn must be true or false' });
  });

  it('takes a banner uploaded to this tenant strictly under 1,000,000 bytes (spec 002 §5 "Please upload only files under 1Mb")', async () => {
    await storage.put('demo/public/banner-ok.jpg', Buffer.alloc(999_999), 'image/jpeg');
    await storage.put('demo/public/banner-big.png', Buffer.alloc(1_000_000), 'image/png');
    const ok = await api.call('POST', '/registration-templates', { as: ADMIN, body: body({ banner: '/files/demo/public/banner-ok.jpg' }) });
    expect(ok.status).toBe(201);
    expect(ok.body.banner).toBe('/files/demo/public/banner-ok.jpg');
    await expectNothingWritten(api, TABLES, async () => {
      const big = await api.call('POST', '/registration-templates', {
        as: ADMIN,
        body: body({ banner: '/files/demo/public/banner-big.png' }),
      });
      expect(big.status).toBe(400);
      expect(big.body.fields).toEqual({ banner: 'Please upload only files under 1Mb' });
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Template name cannot be empty'],
    [{ url: 'events' }, 'url', 'Please provide a valid URL (i.e. https://www.example.com)'],
    [{ redirectUrl: 'javascript:alert(1)' }, 'redirectUrl', 'Please provide a valid URL (i.e. https://www.example.com)'],
    [{ privacyPolicyLink: 'ftp://x.example' }, 'privacyPolicyLink', 'Please provide a valid URL (i.e. https://www.example.com)'],
    [{ brandColor1: 'red' }, 'brandColor1', 'brandColor1 must be a colour such as #ffffff'],
    [{ banner: 'http://insecure.example/banner.png' }, 'banner', 'banner must be an image uploaded to public-s3-upload or an https URL'],
  ])('refuses %j with the text under its field, writing nothing', async (change, field, message) => {
    await expectNothingWritten(api, TABLES, async () => {
      const res = await api.call('POST', '/registration-templates', { as: ADMIN, body: body(change) });
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    });
  });

  it("answers 404 to acme's and missing templates, 403 to a reader's writes", async () => {
    const [acme] = await idsOf('acme');
    for (const id of [acme!, 999_999]) {
      expect((await api.call('GET', `/registration-templates/${id}`, { as: ADMIN })).body.message).toBe(
        `Registration template ${id} not found`,
      );
      expect((await api.call('PUT', `/registration-templates/${id}`, { as: ADMIN, body: body() })).status).toBe(404);
    }
    expect((await api.call('POST', '/registration-templates', { as: READER, body: body() })).status).toBe(403);
    expect((await api.call('GET', '/registration-templates', { as: 'speaker@demo.test' })).status).toBe(403);
  });
});
