import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';
import type { HttpError } from '../../../platform/http/errors.ts';
import { EMAIL_MESSAGES as M, EMAIL_TEMPLATE_TYPES, emailTemplateTypeById, TEMPLATE_VARIABLES } from '../contract.ts';
import { sanitizeEmailTemplate } from '../emailHtml.ts';
import { checkTemplateText } from '../liquid.ts';
import { insertTemplates } from '../store.ts';

const ADMIN = 'admin@demo.test';
const TABLES = ['email_series', 'email_templates'];
const LIST_KEYS = [
  ...['id', 'name', 'active', 'subject', 'eventType', 'emailTemplateTypeId', 'emailTemplateType', 'emailSeriesId', 'emailSeries'],
  ...['updatedAt', 'builder'],
];

const body = (more: Record<string, unknown> = {}) => ({
  name: 'Blackout notice',
  subject: 'Conflict on {{ event.date }}',
  body: '<p onclick="x()">{{ speaker.firstName }}, {{ event.title }} falls on your blackout date.</p><script>x()</script>',
  emailTemplateTypeId: 29,
  ...more,
});

interface Row {
  id: number;
  name: string;
  subject: string;
  eventType: string | null;
  emailTemplateTypeId: number;
  emailTemplateType: { name: string };
  emailSeriesId: number | null;
  emailSeries: { name: string } | null;
}

describe.each(ENGINES)('email template routes on $name', (engine) => {
  const api = useApi(engine);
  const seriesId = async (name: string, tenant = 'demo') =>
    (await api.owner<{ id: number }>(sql`select id from email_series where tenant_id = ${tenant} and name = ${name}`))[0]!.id;
  const list = async (query: Record<string, string | number | boolean | object> = {}) => {
    const res = await api.call('GET', '/email-templates', { as: ADMIN, query: { limit: -1, ...query } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { results: Row[]; count: number };
  };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  it("stores the seed's templates sanitized and within their types' variables", async () => {
    const rows = await api.owner<{ body: string; subject: string; preheader: string | null; ical_title: string | null; type: number }>(
      sql`select body, subject, preheader, ical_title, email_template_type_id as type from email_templates`,
    );
    expect(rows.length).toBe(2 * 18);
    for (const row of rows) {
      const type = emailTemplateTypeById(row.type)!;
      expect(sanitizeEmailTemplate(row.body)).toBe(row.body);
      for (const text of [row.body, row.subject, row.preheader, row.ical_title])
        expect(() => checkTemplateText('body', text, type)).not.toThrow();
    }
  });

  it("lists the tenant's templates with type and series, sorted by each column both ways", async () => {
    const all = await list();
    const stored = await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = 'demo' order by name, id`);
    expect(all.count).toBe(18);
    expect(ids(all.results)).toEqual(ids(stored));
    expect(Object.keys(all.results[0]!).sort()).toEqual([...LIST_KEYS].sort());
    const confirmation = all.results.find((r) => r.name === 'Registration confirmation')!;
    expect(confirmation).toMatchObject({
      emailTemplateType: { id: 1, type: 'registration-thank-you', name: 'Registration thank you' },
      emailSeries: { id: await seriesId('Standard invitations'), name: 'Standard invitations', platform: false },
    });
    const orders: Record<string, string> = { name: 't.name', subject: 't.subject', eventType: 't.event_type', series: 's.name' };
    for (const [sortBy, column] of Object.entries(orders)) {
      for (const desc of [false, true]) {
        const direction = desc ? 'desc' : 'asc';
        const expected = await api.owner<{ id: number }>(
          sql.raw(`select t.id from email_templates t left join email_series s on s.id = t.email_series_id where t.tenant_id = 'demo'
            order by ${column} ${direction}, t.id ${direction}`),
        );
        expect(ids((await list({ sortBy, sortDesc: desc })).results), `${sortBy} ${direction}`).toEqual(ids(expected));
      }
    }
    const byType = (await list({ sortBy: 'type' })).results.map((r) => r.emailTemplateType.name);
    expect(byType).toEqual([...byType].sort((a, b) => a.localeCompare(b, 'en')));
    const byTypeDesc = (await list({ sortBy: 'type', sortDesc: true })).results.map((r) => r.emailTemplateType.name);
    expect(byTypeDesc).toEqual([...byType].reverse());

    const page = await api.call('GET', '/email-templates', { as: ADMIN, query: { limit: 3, page: 2 } });
    expect(page.body.count).toBe(18);
    expect(ids(page.body.results)).toEqual(ids(all.results).slice(3, 6));
  });

  it('searches name and subject, filters by series, types and product, and never shows acme', async () => {
    const tomorrow = await list({ searchQuery: 'TOMORROW' });
    expect(tomorrow.results.map((r) => r.name).sort()).toEqual(['See you tomorrow', 'Your program tomorrow']);
    // Only the subject says so.
    expect((await list({ searchQuery: 'we are live' })).results.map((r) => r.name)).toEqual(['Starting now']);
    expect(await list({ searchQuery: '%_' })).toEqual({ results: [], count: 0 });

    const followUp = await seriesId('Follow-up series');
    const inSeries = await list({ filters: { selectedEmailSeries: [followUp] } });
    expect(inSeries.count).toBe(3);
    expect(inSeries.results.every((r) => r.emailSeriesId === followUp)).toBe(true);
    const registrations = await list({ filters: { selectedEmailTypes: [1] } });
    expect(registrations.results.map((r) => r.name)).toEqual(['Registration confirmation', 'Virtual registration confirmation']);
    const both = await list({ filters: { selectedEmailSeries: [followUp], selectedEmailTypes: [1, 9] } });
    expect(both.results.map((r) => r.name)).toEqual(['Thank you for attending']);

    const portal = await list({ product: 'speaker-portal' });
    expect(portal.count).toBe(5);
    expect(portal.results.every((r) => emailTemplateTypeById(r.emailTemplateTypeId)!.audience === 'speaker')).toBe(true);
    const events = await list({ product: 'event-management' });
    expect(events.count).toBe(13);
    expect(events.results.every((r) => emailTemplateTypeById(r.emailTemplateTypeId)!.audience === 'attendee')).toBe(true);

    const acme = await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = 'acme'`);
    expect(await list({ filters: { ids: ids(acme) } })).toEqual({ results: [], count: 0 });
    expect(await list({ filters: { selectedEmailSeries: [await seriesId('Follow-up series', 'acme')] } })).toEqual({
      results: [],
      count: 0,
    });

    for (const [query, message] of [
      [{ filters: { selectedEmailSeries: ['x'] } }, 'ids must be positive whole numbers'],
      [{ sortBy: 'body' }, 'sortBy must be one of name, subject, type, eventType, series'],
      [{ product: 'dashboard' }, 'product must be one of hive, speaker-portal, event-management'],
    ] as const) {
      const res = await api.call('GET', '/email-templates', { as: ADMIN, query });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('answers the types (all, or of a product) and the variables (all, or of a type)', async () => {
    const all = await api.call('GET', '/email-templates/types', { as: ADMIN });
    expect(all.body).toHaveLength(30);
    expect(all.body[23]).toEqual({
      id: 24,
      type: 'remind-speaker-event-tomorrow',
      name: 'Speaker reminder: event tomorrow',
      description: 'Sent to each speaker the day before the event',
      allowiCalFile: true,
      uniquePerInstance: true,
      audience: 'speaker',
      needs: ['speaker', 'event'],
    });
    const portal = await api.call('GET', '/email-templates/types', { as: ADMIN, query: { product: 'speaker-portal' } });
    expect(portal.body.map((t: { id: number }) => t.id)).toEqual([22, 23, 24, 25, 26, 27, 28, 29, 30]);
    const events = await api.call('GET', '/email-templates/types', { as: ADMIN, query: { product: 'event-management' } });
    expect(events.body).toHaveLength(21);

    const variables = await api.call('GET', '/email-templates/template-variables', { as: ADMIN });
    expect(variables.body).toEqual(TEMPLATE_VARIABLES);
    const ofType = await api.call('GET', '/email-templates/template-variables', { as: ADMIN, query: { emailTemplateTypeId: 22 } });
    expect([...new Set(ofType.body.map((v: { group: string }) => v.group))]).toEqual(['recipient', 'speaker', 'urls']);
    expect(ofType.body[0]).toEqual({ label: 'Recipient first name', value: '{{ recipient.firstName }}', group: 'recipient' });
    const unknown = await api.call('GET', '/email-templates/template-variables', { as: ADMIN, query: { emailTemplateTypeId: 99 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(M.typeUnknown(99));
  });

  it('creates a template (201): body sanitized, defaults applied, audited; into a series or none', async () => {
    const followUp = await seriesId('Follow-up series');
    const res = await api.call('POST', '/email-templates', {
      as: ADMIN,
      body: {
        ...body({
          emailTemplateTypeId: 10,
          subject: 'See you',
          body: '<p onclick="x()">Hi {{ recipient.firstName }}</p><script>x()</script>',
        }),
        emailSeriesId: followUp,
        cc: 'a@example.com,b@example.com',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Blackout notice',
      body: '<p>Hi {{ recipient.firstName }}</p>',
      active: true,
      width: 600,
      cc: ['a@example.com', 'b@example.com'],
      recipients: [],
      preheader: null,
      icalEvent: false,
      emailSeriesId: followUp,
      emailSeries: { id: followUp, name: 'Follow-up series', platform: false },
    });
    expect((await api.call('GET', `/email-templates/${res.body.id}`, { as: ADMIN })).body).toEqual(res.body);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'email_template', entity_id: String(res.body.id), action: 'create' });

    const loose = await api.call('POST', '/email-templates', { as: ADMIN, body: body({ emailSeriesId: null }) });
    expect(loose.status).toBe(201);
    expect(loose.body).toMatchObject({ emailSeriesId: null, emailSeries: null });
  });

  it("refuses a template's input with the spec's messages, liquid it cannot read and variables its type lacks", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [body({ name: '  ' }), 400, M.templateNameRequired],
      [body({ subject: '' }), 400, M.subjectRequired],
      [body({ cc: ['ok@example.com', 'nope'] }), 400, M.ccInvalid],
      [body({ recipients: ['nope'] }), 400, M.recipientInvalid],
      [body({ emailTemplateTypeId: null }), 400, M.typeRequired],
      [body({ emailSeriesId: 'x' }), 400, M.seriesRequired],
      [body({ emailTemplateTypeId: 22, icalEvent: true, icalTitle: 'x' }), 400, M.icalNotAllowed('Speaker user added')],
      [body({ emailTemplateTypeId: 24, icalEvent: true }), 400, M.icalTitleRequired],
      [body({ emailTemplateTypeId: 1, recipients: ['a@example.com'] }), 400, M.customRecipientsType],
      [body({ emailTemplateTypeId: 22 }), 400, M.unknownVariable('event.date', 'Speaker user added')],
      [body({ body: '<p>{% if event %}open</p>' }), 400, ''],
      [body({ preheader: "{% include 'x' %}" }), 400, ''],
      [body({ emailSeriesId: 999_999 }), 404, 'Email series 999999 not found'],
    ];
    for (const [input, status, message] of cases) {
      await expectNothingWritten(api, TABLES, async () => {
        const res = await api.call('POST', '/email-templates', { as: ADMIN, body: input });
        expect(res.status, JSON.stringify(input)).toBe(status);
        if (message) expect(res.body.message).toBe(message);
        else expect(res.body.message).toMatch(/^The template cannot be read: /);
      });
    }
    const syntax = await api.call('POST', '/email-templates', { as: ADMIN, body: body({ body: '{{ event.title' }) });
    expect(Object.keys(syntax.body.fields)).toEqual(['body']);
    const acme = await seriesId('Follow-up series', 'acme');
    const foreign = await api.call('POST', '/email-templates', { as: ADMIN, body: body({ emailSeriesId: acme }) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Email series ${acme} not found`);
    // A series takes only its product's types (`GET email-series/{id}/email-template-types`).
    const portal = await seriesId('Speaker notifications');
    await expectNothingWritten(api, TABLES, async () => {
      const attendeeType = await api.call('POST', '/email-templates', {
        as: ADMIN,
        body: { ...body({ emailTemplateTypeId: 1, body: '<p>x</p>' }), emailSeriesId: portal },
      });
      expect(attendeeType.status).toBe(400);
      expect(attendeeType.body.message).toBe(M.typeNotOfProduct('Registration thank you', 'speaker-portal'));
      expect(Object.keys(attendeeType.body.fields)).toEqual(['emailTemplateTypeId']);
    });
  });

  it("keeps a series' templates one per type and event type: a stored one refuses the second (409)", async () => {
    const standard = await seriesId('Standard invitations');
    const duplicate = { ...body({ emailTemplateTypeId: 1, subject: 'Again', body: '<p>x</p>' }), emailSeriesId: standard };
    await expectNothingWritten(api, TABLES, async () => {
      const res = await api.call('POST', '/email-templates', { as: ADMIN, body: duplicate });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.duplicates);
    });
    const live = await api.call('POST', '/email-templates', { as: ADMIN, body: { ...duplicate, eventType: 'live' } });
    expect(live.status).toBe(201);
    // Moving a template into a series where its type and event type are taken.
    const loose = (await api.call('POST', '/email-templates', { as: ADMIN, body: { ...duplicate, emailSeriesId: null } })).body;
    const moved = await api.call('PUT', `/email-templates/${loose.id}`, { as: ADMIN, body: duplicate });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(M.duplicates);
    // Saving a template as it is is no duplicate of itself.
    const self = await api.call('PUT', `/email-templates/${live.body.id}`, {
      as: ADMIN,
      body: { ...duplicate, eventType: 'live', name: 'Renamed' },
    });
    expect(self.status).toBe(200);
    // Two writers at once: whichever comes second is refused, by the check or by the unique index.
    const race = await Promise.all(
      [0, 1].map(() => api.call('POST', '/email-templates', { as: ADMIN, body: { ...duplicate, eventType: 'hybrid' } })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.status === 409)!.body.message).toBe(M.duplicates);
  });

  it('answers the unique index as the rule: a write that meets a stored duplicate is a 409', async () => {
    const standard = await seriesId('Standard invitations');
    const values = {
      ...{ name: 'x', active: true, subject: 'x', cc: [], recipients: [], body: '', preheader: null, width: 600 },
      ...{ icalEvent: false, icalTitle: null, icalDescription: null, eventType: null, emailTemplateTypeId: 2 },
    };
    const error = await api.db.withTenant('demo', (tx) => insertTemplates(tx, 'demo', standard, [values])).catch((e: HttpError) => e);
    expect(error).toMatchObject({ statusCode: 409, message: M.duplicates });
  });

  it('updates a template: the series kept when left out, taken out with null; custom recipients by type and role', async () => {
    const created = (await api.call('POST', '/email-templates', { as: ADMIN, body: { ...body(), recipients: ['bureau@example.com'] } }))
      .body;
    expect(created.recipients).toEqual(['bureau@example.com']);
    const portal = await seriesId('Speaker notifications');
    const moved = await api.call('PUT', `/email-templates/${created.id}`, {
      as: ADMIN,
      body: { ...body({ name: 'Moved', width: 640, eventType: 'virtual' }), emailSeriesId: portal },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      name: 'Moved',
      width: 640,
      eventType: 'virtual',
      emailSeriesId: portal,
      recipients: ['bureau@example.com'],
    });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'email_template', entity_id: String(created.id), action: 'update' });
    const kept = await api.call('PUT', `/email-templates/${created.id}`, { as: ADMIN, body: body({ name: 'Kept', eventType: 'virtual' }) });
    expect(kept.body).toMatchObject({ name: 'Kept', emailSeriesId: portal });

    // Client speaker portal admins edit templates but not their custom recipients (spec 002 §6).
    const cspa = 'client-speaker-portal-admin@demo.test';
    const asCspa = await api.call('PUT', `/email-templates/${created.id}`, {
      as: cspa,
      body: body({ name: 'By CSPA', eventType: 'virtual' }),
    });
    expect(asCspa.body).toMatchObject({ name: 'By CSPA', recipients: ['bureau@example.com'] });
    const same = await api.call('PUT', `/email-templates/${created.id}`, {
      as: cspa,
      body: body({ eventType: 'virtual', recipients: 'bureau@example.com' }),
    });
    expect(same.status).toBe(200);
    for (const recipients of [['other@example.com'], []]) {
      await expectNothingWritten(api, TABLES, async () => {
        const res = await api.call('PUT', `/email-templates/${created.id}`, { as: cspa, body: body({ eventType: 'virtual', recipients }) });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(M.customRecipientsRole);
      });
    }
    const bySystemAdmin = await api.call('PUT', `/email-templates/${created.id}`, {
      as: 'system-admin@demo.test',
      body: body({ eventType: 'virtual', recipients: [] }),
    });
    expect(bySystemAdmin.body.recipients).toEqual([]);

    // A type without custom recipients keeps none.
    await api.call('PUT', `/email-templates/${created.id}`, {
      as: ADMIN,
      body: body({ eventType: 'virtual', recipients: ['a@example.com'] }),
    });
    const retyped = await api.call('PUT', `/email-templates/${created.id}`, {
      as: ADMIN,
      body: body({ emailTemplateTypeId: 26, eventType: 'virtual' }),
    });
    expect(retyped.body).toMatchObject({ emailTemplateTypeId: 26, recipients: [] });

    const out = await api.call('PUT', `/email-templates/${created.id}`, { as: ADMIN, body: { ...body(), emailSeriesId: null } });
    expect(out.body).toMatchObject({ emailSeriesId: null, emailSeries: null });
  });

  it('deletes a template ({success: true}); another tenant’s or a missing one answers 404', async () => {
    const created = (await api.call('POST', '/email-templates', { as: ADMIN, body: body() })).body;
    const res = await api.call('DELETE', `/email-templates/${created.id}`, { as: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'email_template', entity_id: String(created.id), action: 'delete' });
    const [acme] = await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = 'acme' limit 1`);
    for (const id of [created.id, acme!.id]) {
      await expectNothingWritten(api, TABLES, async () => {
        for (const [method, input] of [
          ['GET', undefined],
          ['PUT', body()],
          ['DELETE', undefined],
        ] as const) {
          const missing = await api.call(method, `/email-templates/${id}`, { as: ADMIN, body: input });
          expect(missing.status, method).toBe(404);
          expect(missing.body.message).toBe(`Email template ${id} not found`);
        }
      });
    }
  });

  it('renders a preview with sample values, sanitized; a type limits the variables; bad liquid is a 400', async () => {
    const preview = (input: Record<string, unknown>) =>
      api.call('POST', '/email-templates/render-placeholder-preview-email', { as: ADMIN, body: input });
    const text = '<p>Dear {{ recipient.firstName }}</p>{% if venue %}<p>At {{ venue.name }}</p>{% endif %}<script>x()</script>';
    const all = await preview({ templateString: text });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ rendered: '<p>Dear Alex</p><p>At The Drake Hotel</p>' });
    expect((await preview({ templateString: text, emailTemplateTypeId: 22 })).body).toEqual({ rendered: '<p>Dear Alex</p>' });
    expect((await preview({ templateString: 'Hi {{ nobody.here }}!', emailTemplateTypeId: null })).body).toEqual({ rendered: 'Hi !' });
    for (const [input, message] of [
      [{ templateString: '{% if %}' }, /^The template cannot be read: /],
      [{ templateString: 'x', emailTemplateTypeId: 99 }, /^Email template type 99 does not exist$/],
      [{}, /^templateString is required$/],
    ] as const) {
      const res = await preview(input);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('answers 403 to a role without the permission, before reading the input', async () => {
    for (const url of ['/email-templates', '/email-templates/types', '/email-templates/template-variables', '/email-templates/1']) {
      const res = await api.call('GET', url, { as: 'user@demo.test' });
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe('You do not have permission to read email_template');
    }
    const preview = await api.call('POST', '/email-templates/render-placeholder-preview-email', { as: 'marketing@demo.test', body: {} });
    expect(preview.status).toBe(403);
    for (const [method, url, action] of [
      ['POST', '/email-templates', 'create'],
      ['PUT', '/email-templates/1', 'update'],
      ['DELETE', '/email-templates/1', 'delete'],
    ] as const) {
      const res = await api.call(method, url, { as: 'program-analyst@demo.test', body: method === 'DELETE' ? undefined : { name: 1 } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(`You do not have permission to ${action} email_template`);
    }
  });
});

describe('the template types', () => {
  it('are the 30 of spec 002 §3 with stable ids', () => {
    expect(EMAIL_TEMPLATE_TYPES.map((t) => t.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
