import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, lastAudit, useApi } from '../../../__tests__/harness.ts';
import { EMAIL_MESSAGES as M, EMAIL_TEMPLATE_TYPES } from '../contract.ts';

const ADMIN = 'admin@demo.test';
const READER = 'user@demo.test';
const TABLES = ['email_series', 'email_templates'];
const ROW_KEYS = ['id', 'name', 'platform', 'product', 'emailsCount'];
const TEMPLATE_KEYS = [
  ...['id', 'name', 'active', 'subject', 'eventType', 'emailTemplateTypeId', 'emailTemplateType', 'emailSeriesId', 'emailSeries'],
  ...['updatedAt', 'cc', 'recipients', 'body', 'preheader', 'width', 'icalEvent', 'icalTitle', 'icalDescription'],
  ...['builder', 'design'],
];

const template = (more: Record<string, unknown> = {}) => ({
  name: 'Thank you',
  subject: 'Thanks for registering, {{ recipient.firstName }}',
  body: '<p>See you at {{ event.title }}</p>',
  emailTemplateTypeId: 1,
  ...more,
});

describe.each(ENGINES)('email series routes on $name', (engine) => {
  const api = useApi(engine);
  const seriesOf = (tenant: string) =>
    api.owner<{ id: number; name: string; platform: boolean; product: string }>(
      sql`select id, name, platform, product from email_series where tenant_id = ${tenant} order by id`,
    );
  const named = async (name: string, tenant = 'demo') => (await seriesOf(tenant)).find((s) => s.name === name)!;

  it("lists the tenant's series with product, platform flag and template count; filters by product; sorts by count", async () => {
    const all = await api.call('GET', '/email-series', { as: READER, query: { limit: -1 } });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(5);
    expect(Object.keys(all.body.results[0]).sort()).toEqual([...ROW_KEYS].sort());
    const counts = await api.owner<{ id: number; n: number }>(sql`select s.id, count(t.id)::int as n from email_series s
      left join email_templates t on t.email_series_id = s.id where s.tenant_id = 'demo' group by s.id`);
    for (const row of all.body.results) expect(row.emailsCount).toBe(counts.find((c) => c.id === row.id)!.n);
    expect(all.body.results.map((r: { name: string }) => r.name)).toEqual([
      'Follow-up series',
      'Reminder series',
      'Speaker notifications',
      'Standard invitations',
      'Virtual event series',
    ]);

    const portal = await api.call('GET', '/email-series', { as: READER, query: { product: 'speaker-portal' } });
    expect(portal.body).toEqual({
      results: [{ ...(await named('Speaker notifications')), emailsCount: 5, platform: true, product: 'speaker-portal' }],
      count: 1,
    });
    const hive = await api.call('GET', '/email-series', { as: READER, query: { product: 'hive', sortBy: 'emailsCount', sortDesc: true } });
    expect(hive.body.count).toBe(4);
    expect(hive.body.results.map((r: { emailsCount: number; platform: boolean }) => [r.emailsCount, r.platform])).toEqual([
      [4, false],
      [3, false],
      [3, false],
      [3, false],
    ]);
    const bad = await api.call('GET', '/email-series', { as: READER, query: { product: 'dashboard' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('product must be one of hive, speaker-portal, event-management');
  });

  it('answers one series with its templates by name, and 404 for a missing or another tenant’s series', async () => {
    const standard = await named('Standard invitations');
    // A role that reads series (a lookup of the event form) but not templates gets the series without them.
    const lookup = await api.call('GET', `/email-series/${standard.id}`, { as: READER });
    expect(lookup.body).toMatchObject({ id: standard.id, name: 'Standard invitations', emailTemplates: null });
    const res = await api.call('GET', `/email-series/${standard.id}`, { as: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: standard.id, name: 'Standard invitations', platform: false, product: 'hive', emailsCount: 4 });
    const names = res.body.emailTemplates.map((t: { name: string }) => t.name);
    expect(names).toEqual(['One week to go', 'Registration confirmation', 'Starting in one hour', 'Thank you, next steps']);
    const confirmation = res.body.emailTemplates[1];
    expect(Object.keys(confirmation).sort()).toEqual([...TEMPLATE_KEYS].sort());
    expect(confirmation).toMatchObject({
      emailTemplateTypeId: 1,
      emailTemplateType: { id: 1, type: 'registration-thank-you', allowiCalFile: true, audience: 'attendee', needs: ['attendee'] },
      emailSeries: { id: standard.id, name: 'Standard invitations', platform: false },
      icalEvent: true,
      icalTitle: '{{ event.title }}',
      width: 600,
      active: true,
    });
    expect(confirmation.emailTemplateType).not.toHaveProperty('products');

    const acme = await named('Standard invitations', 'acme');
    for (const id of [acme.id, 999_999]) {
      const missing = await api.call('GET', `/email-series/${id}`, { as: READER });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(`Email series ${id} not found`);
      expect((await api.call('GET', `/email-series/${id}/email-template-types`, { as: READER })).status).toBe(404);
    }
  });

  it('answers the templates of several series in one call, null to a role that reads series only, none of another tenant', async () => {
    const standard = await named('Standard invitations');
    const reminder = await named('Reminder series');
    const portal = await named('Speaker notifications');
    const acme = await named('Standard invitations', 'acme');
    const ids = [portal.id, standard.id, acme.id, 999_999, reminder.id].join(',');
    const res = await api.call('GET', '/email-series/templates', { as: ADMIN, query: { ids } });
    expect(res.status).toBe(200);
    // The tenant's series asked for, by id; each series' templates as `GET /email-series/:id` answers them.
    expect(res.body.results.map((r: { emailSeriesId: number }) => r.emailSeriesId)).toEqual(
      [standard.id, reminder.id, portal.id].sort((a, b) => a - b),
    );
    for (const { emailSeriesId, emailTemplates } of res.body.results) {
      const one = await api.call('GET', `/email-series/${emailSeriesId}`, { as: ADMIN });
      expect(emailTemplates).toEqual(one.body.emailTemplates);
      expect(emailTemplates.length).toBe(one.body.emailsCount);
    }
    expect(Object.keys(res.body.results[0].emailTemplates[0]).sort()).toEqual([...TEMPLATE_KEYS].sort());

    for (const reader of [READER, 'marketing@demo.test', 'field-rep@demo.test']) {
      const lookup = await api.call('GET', '/email-series/templates', { as: reader, query: { ids } });
      expect(lookup.status, reader).toBe(200);
      expect(lookup.body.results, reader).toEqual(
        [standard.id, reminder.id, portal.id].sort((a, b) => a - b).map((id) => ({ emailSeriesId: id, emailTemplates: null })),
      );
    }
    expect((await api.call('GET', '/email-series/templates', { as: ADMIN, query: { ids: String(acme.id) } })).body).toEqual({
      results: [],
    });

    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const bad of ['', 'x', '1,,2', '-1', '1.5', tooMany]) {
      const refused = await api.call('GET', '/email-series/templates', { as: ADMIN, query: { ids: bad } });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.message, bad).toBe('ids must be 1 to 100 email series ids separated by commas');
    }
    expect((await api.call('GET', '/email-series/templates', { as: ADMIN })).status).toBe(400);
    expect((await api.call('GET', '/email-series/templates', { as: ADMIN, query: { ids: '1', limit: 5 } })).status).toBe(400);
  });

  it("answers the template types of the series' product", async () => {
    const hive = await api.call('GET', `/email-series/${(await named('Reminder series')).id}/email-template-types`, { as: READER });
    expect(hive.body.map((t: { id: number }) => t.id)).toEqual(EMAIL_TEMPLATE_TYPES.map((t) => t.id));
    const portal = await api.call('GET', `/email-series/${(await named('Speaker notifications')).id}/email-template-types`, { as: READER });
    expect(portal.body.map((t: { type: string }) => t.type)).toEqual(
      EMAIL_TEMPLATE_TYPES.filter((t) => t.audience === 'speaker').map((t) => t.type),
    );
    expect(Object.keys(portal.body[0]).sort()).toEqual([
      'allowiCalFile',
      'audience',
      'description',
      'id',
      'name',
      'needs',
      'type',
      'uniquePerInstance',
    ]);
  });

  it('creates a series with its templates in one write (201), every template new whatever id it carries', async () => {
    const other = (await api.call('GET', `/email-series/${(await named('Follow-up series')).id}`, { as: ADMIN })).body;
    const res = await api.call('POST', '/email-series', {
      as: ADMIN,
      body: {
        name: '  Webinar series ',
        emailTemplates: [
          template({ id: null }),
          template({ id: 'ID_123', name: 'Reminder', emailTemplateTypeId: 7, eventType: 'webinar', cc: 'a@example.com, b@example.com' }),
          template({ id: other.emailTemplates[0].id, name: 'Copied', emailTemplateTypeId: 9 }),
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Webinar series', product: 'hive', platform: false, emailsCount: 3 });
    expect(
      res.body.emailTemplates.map((t: { name: string; cc: string[]; eventType: string | null }) => [t.name, t.cc, t.eventType]),
    ).toEqual([
      ['Copied', [], null],
      ['Reminder', ['a@example.com', 'b@example.com'], 'webinar'],
      ['Thank you', [], null],
    ]);
    expect(res.body.emailTemplates.map((t: { id: number }) => t.id)).not.toContain(other.emailTemplates[0].id);
    expect((await api.call('GET', `/email-series/${(await named('Follow-up series')).id}`, { as: ADMIN })).body).toEqual(other);
    expect((await api.call('GET', `/email-series/${res.body.id}`, { as: ADMIN })).body).toEqual(res.body);
    const audit = await lastAudit(api, 4);
    expect(audit.map((a) => [a.entity, a.action])).toEqual([
      ['email_template', 'create'],
      ['email_template', 'create'],
      ['email_template', 'create'],
      ['email_series', 'create'],
    ]);
    const portal = await api.call('POST', '/email-series', { as: ADMIN, body: { name: 'Portal', productId: 'speaker-portal' } });
    expect(portal.status).toBe(201);
    expect(portal.body).toMatchObject({ product: 'speaker-portal', emailsCount: 0, emailTemplates: [] });
  });

  it("refuses a series' input with the spec's messages and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, M.seriesNameRequired],
      [{ emailTemplates: [] }, M.seriesNameRequired],
      [{ name: 'S', emailTemplates: [template(), template({ name: 'Again' })] }, M.duplicates],
      [{ name: 'S', emailTemplates: [template({ name: '' })] }, M.templateNameRequired],
      [{ name: 'S', emailTemplates: [template({ subject: undefined })] }, M.subjectRequired],
      [{ name: 'S', emailTemplates: [template({ cc: ['not-an-address'] })] }, M.ccInvalid],
      [{ name: 'S', emailTemplates: [template({ emailTemplateTypeId: 29, recipients: 'a@example.com,nope' })] }, M.recipientInvalid],
      [{ name: 'S', emailTemplates: [template({ emailTemplateTypeId: undefined })] }, M.typeRequired],
      [{ name: 'S', emailTemplates: [template({ emailTemplateTypeId: 31 })] }, M.typeRequired],
      [
        { name: 'S', emailTemplates: [template({ subject: 'Hi {{ speaker.firstName }}' })] },
        M.unknownVariable('speaker.firstName', 'Registration thank you'),
      ],
      [{ name: 'S', productId: 'dashboard' }, 'productId must be one of hive, speaker-portal, event-management'],
      [
        { name: 'S', productId: 'event-management', emailTemplates: [template({ emailTemplateTypeId: 22, subject: 'Welcome' })] },
        M.typeNotOfProduct('Speaker user added', 'event-management'),
      ],
    ];
    for (const [body, message] of cases) {
      await expectNothingWritten(api, TABLES, async () => {
        const res = await api.call('POST', '/email-series', { as: ADMIN, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe(message);
      });
    }
    // The same type for two event types is no duplicate.
    const res = await api.call('POST', '/email-series', {
      as: ADMIN,
      body: { name: 'Two types', emailTemplates: [template(), template({ name: 'Live', eventType: 'live' })] },
    });
    expect(res.status).toBe(201);
  });

  it('replaces name and templates in one write: kept ones updated (types traded), new ones added, the rest deleted', async () => {
    const created = (
      await api.call('POST', '/email-series', {
        as: ADMIN,
        body: {
          name: 'Swap',
          emailTemplates: [
            template({ name: 'A' }),
            template({ name: 'B', emailTemplateTypeId: 2 }),
            template({ name: 'C', emailTemplateTypeId: 3 }),
          ],
        },
      })
    ).body;
    const [a, b, c] = created.emailTemplates;
    const res = await api.call('PUT', `/email-series/${created.id}`, {
      as: ADMIN,
      body: {
        name: 'Swapped',
        emailTemplates: [
          { ...template({ name: 'A2', emailTemplateTypeId: 2 }), id: a.id },
          { ...template({ name: 'B2', emailTemplateTypeId: 1 }), id: b.id },
          template({ id: 'ID_new', name: 'D', emailTemplateTypeId: 3 }),
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.name).toBe('Swapped');
    expect(
      res.body.emailTemplates.map((t: { id: number; name: string; emailTemplateTypeId: number }) => [t.id, t.name, t.emailTemplateTypeId]),
    ).toEqual([
      [a.id, 'A2', 2],
      [b.id, 'B2', 1],
      [expect.any(Number), 'D', 3],
    ]);
    expect(await api.owner(sql`select id from email_templates where id = ${c.id}`)).toEqual([]);
    expect((await lastAudit(api, 5)).map((r) => [r.entity, r.entity_id, r.action])).toEqual([
      ['email_template', String(res.body.emailTemplates[2].id), 'create'],
      ['email_template', String(b.id), 'update'],
      ['email_template', String(a.id), 'update'],
      ['email_template', String(c.id), 'delete'],
      ['email_series', String(created.id), 'update'],
    ]);
    const emptied = await api.call('PUT', `/email-series/${created.id}`, { as: ADMIN, body: { name: 'Empty' } });
    expect(emptied.body).toMatchObject({ name: 'Empty', emailsCount: 0, emailTemplates: [] });
  });

  it("refuses a template id that is not the series' own, or listed twice, and another tenant's series", async () => {
    const series = (await api.call('POST', '/email-series', { as: ADMIN, body: { name: 'Mine', emailTemplates: [template()] } })).body;
    const foreign = (await api.call('GET', `/email-series/${(await named('Reminder series')).id}`, { as: ADMIN })).body.emailTemplates[0];
    const [acmeTemplate] = await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = 'acme' limit 1`);
    const own = series.emailTemplates[0];
    for (const [templates, message] of [
      [[{ ...template(), id: foreign.id }], M.templateNotInSeries(foreign.id)],
      [[{ ...template(), id: acmeTemplate!.id }], M.templateNotInSeries(acmeTemplate!.id)],
      [
        [
          { ...template(), id: own.id },
          { ...template({ emailTemplateTypeId: 2 }), id: own.id },
        ],
        M.templateListedTwice(own.id),
      ],
    ] as const) {
      await expectNothingWritten(api, TABLES, async () => {
        const res = await api.call('PUT', `/email-series/${series.id}`, { as: ADMIN, body: { name: 'Mine', emailTemplates: templates } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      });
    }
    const acme = await named('Reminder series', 'acme');
    await expectNothingWritten(api, TABLES, async () => {
      const res = await api.call('PUT', `/email-series/${acme.id}`, { as: ADMIN, body: { name: 'Taken' } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Email series ${acme.id} not found`);
      expect((await api.call('DELETE', `/email-series/${acme.id}`, { as: ADMIN })).status).toBe(404);
    });
  });

  it('keeps custom recipients left out of a series write, and lets only an Admin or System Admin change them', async () => {
    const portal = await named('Speaker notifications');
    const stored = (await api.call('GET', `/email-series/${portal.id}`, { as: ADMIN })).body;
    const asBody = (recipients?: string[]) =>
      stored.emailTemplates.map(
        ({ id, name, subject, body, emailTemplateTypeId, icalEvent, icalTitle, icalDescription }: Record<string, unknown>) => ({
          id,
          name,
          subject,
          body,
          emailTemplateTypeId,
          icalEvent,
          icalTitle,
          icalDescription,
          ...(emailTemplateTypeId === 23 && recipients ? { recipients } : {}),
        }),
      );
    const profile = (answer: { emailTemplates: { emailTemplateTypeId: number; recipients: string[] }[] }) =>
      answer.emailTemplates.find((t) => t.emailTemplateTypeId === 23)!.recipients;
    expect(profile(stored)).toEqual(['speaker-bureau@example.com']);

    const kept = await api.call('PUT', `/email-series/${portal.id}`, {
      as: 'client-speaker-portal-admin@demo.test',
      body: { name: portal.name, emailTemplates: asBody() },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(profile(kept.body)).toEqual(['speaker-bureau@example.com']);
    const refused = await api.call('PUT', `/email-series/${portal.id}`, {
      as: 'client-speaker-portal-admin@demo.test',
      body: { name: portal.name, emailTemplates: asBody(['someone@example.com']) },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.customRecipientsRole);
    const changed = await api.call('PUT', `/email-series/${portal.id}`, {
      as: 'system-admin@demo.test',
      body: { name: portal.name, emailTemplates: asBody(['bureau@example.com', 'liaison@example.com']) },
    });
    expect(profile(changed.body)).toEqual(['bureau@example.com', 'liaison@example.com']);
  });

  it('deletes a series with its templates (204), its events keeping no series; a platform series is refused (409)', async () => {
    const reminder = await named('Reminder series');
    const events = await api.owner<{ id: number }>(sql`select id from events where email_series_id = ${reminder.id}`);
    expect(events.length).toBeGreaterThan(0);
    const res = await api.call('DELETE', `/email-series/${reminder.id}`, { as: ADMIN });
    expect(res.status).toBe(204);
    expect(await api.owner(sql`select id from email_templates where email_series_id = ${reminder.id}`)).toEqual([]);
    expect(await api.owner(sql`select id from events where email_series_id = ${reminder.id}`)).toEqual([]);
    expect((await api.call('GET', `/email-series/${reminder.id}`, { as: ADMIN })).status).toBe(404);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'email_series', entity_id: String(reminder.id), action: 'delete' });

    const portal = await named('Speaker notifications');
    await expectNothingWritten(api, TABLES, async () => {
      const locked = await api.call('DELETE', `/email-series/${portal.id}`, { as: 'system-admin@demo.test' });
      expect(locked.status).toBe(409);
      expect(locked.body.message).toBe(M.platformSeriesLocked);
    });
  });

  it('answers 403 to a role without the permission, before reading the input', async () => {
    const series = await named('Follow-up series');
    for (const [method, url, action] of [
      ['POST', '/email-series', 'create'],
      ['PUT', `/email-series/${series.id}`, 'update'],
      ['DELETE', `/email-series/${series.id}`, 'delete'],
    ] as const) {
      const res = await api.call(method, url, { as: 'marketing@demo.test', body: method === 'DELETE' ? undefined : { name: 1 } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(`You do not have permission to ${action} email_series`);
    }
    for (const url of [
      '/email-series',
      `/email-series/${series.id}`,
      `/email-series/${series.id}/email-template-types`,
      `/email-series/templates?ids=${series.id}`,
    ]) {
      const res = await api.call('GET', url, { as: 'sfc-compliance@demo.test' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to read email_series');
    }
  });
});
