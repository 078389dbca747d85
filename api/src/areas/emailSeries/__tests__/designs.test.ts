import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, lastAudit, useApi } from '../../../__tests__/harness.ts';
import { DESIGN_MESSAGES as DM, EMAIL_MESSAGES as M, GUTTER_OPEN, gutterContent, type DesignBlock } from '../contract.ts';
import { renderTemplate } from '../liquid.ts';
import { insertTemplates } from '../store.ts';

const ADMIN = 'admin@demo.test';

interface Template {
  id: number;
  body: string;
  builder: 'legacy' | 'v2' | null;
  design: { blocks: DesignBlock[] } | null;
}

const blocks: DesignBlock[] = [
  { kind: 'heading', text: 'Welcome, {{ recipient.firstName }}' },
  { kind: 'text', text: 'Join **{{ event.title }}** on {{ event.date }}.\n[Details](https://example.com/e?a=1&b=2)' },
  { kind: 'text', text: 'At {{ venue.name }}', condition: 'venue' },
  { kind: 'button', label: 'Unsubscribe', url: '{{ links.unsubscribe }}' },
  { kind: 'image', src: 'https://example.com/logo.png', alt: 'Logo', width: 120 },
  { kind: 'divider' },
  { kind: 'spacer', height: 32 },
];

describe.each(ENGINES)('the e-mail designers on $name', (engine) => {
  const api = useApi(engine);
  /** A new template of the registration thank-you type (its variables: recipient, event, venue, links…), outside any
   *  series, 640 px wide: written as the template routes write one. */
  const create = async () => {
    const values = {
      ...{ name: `Designed ${Math.random()}`, active: true, subject: 'Hello', cc: [], recipients: [], body: '', preheader: null },
      ...{ width: 640, icalEvent: false, icalTitle: null, icalDescription: null, eventType: null, emailTemplateTypeId: 1 },
    };
    const [id] = await api.db.withTenant('demo', (tx) => insertTemplates(tx, 'demo', null, [values]));
    const res = await api.call('GET', `/email-templates/${id}`, { as: ADMIN });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Template;
  };
  const save = (id: number, body: Record<string, unknown>, as = ADMIN) => api.call('PUT', `/email-templates/${id}/design`, { as, body });

  it('renders Designer V2 blocks with MJML: variables kept, conditions as liquid, the design and builder stored', async () => {
    const template = await create();
    expect(template).toMatchObject({ builder: null, design: null });
    const res = await save(template.id, { builder: 'v2', design: { blocks } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body as Template;
    expect(saved.builder).toBe('v2');
    expect(saved.design).toEqual({ blocks });
    for (const variable of ['{{ recipient.firstName }}', '{{ event.title }}', '{{ event.date }}', '{{ venue.name }}'])
      expect(saved.body).toContain(variable);
    expect(saved.body).toContain('<strong>{{ event.title }}</strong>');
    expect(saved.body).toContain('<a href="https://example.com/e?a=1&amp;b=2"');
    expect(saved.body).toContain('href="{{ links.unsubscribe }}"');
    expect(saved.body).toContain('src="https://example.com/logo.png"');
    expect(saved.body).toMatch(/max-width:640px/);
    expect(saved.body).toMatch(/\{% if venue %\}[\s\S]*At \{\{ venue\.name \}\}[\s\S]*\{% endif %\}/);
    const withVenue = renderTemplate('body', saved.body, { recipient: { firstName: 'Ada' }, venue: { name: 'Hall 1' } }, 'html');
    expect(withVenue).toContain('Welcome, Ada');
    expect(withVenue).toContain('At Hall 1');
    expect(renderTemplate('body', saved.body, { recipient: { firstName: 'Ada' } }, 'html')).not.toContain('At ');
    const [row] = await api.owner<{ builder: string; design: unknown }>(
      sql`select builder, design from email_templates where id = ${template.id}`,
    );
    expect(row).toEqual({ builder: 'v2', design: { blocks } });
    expect((await lastAudit(api))[0]).toMatchObject({
      entity: 'email_template',
      entity_id: String(template.id),
      action: 'update',
      changed_fields: ['body', 'builder', 'design'],
    });
  });

  it('escapes what is typed into a block: no script, no handler, no markup of its own', async () => {
    const template = await create();
    const res = await save(template.id, {
      builder: 'v2',
      design: {
        blocks: [
          { kind: 'text', text: '<script>alert(1)</script><b onclick="x()">hi</b>' },
          { kind: 'heading', text: '<img src=x onerror=alert(1)>' },
          { kind: 'button', label: '"><script>x()</script>', url: 'https://example.com/"onmouseover="x()' },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { body } = res.body as Template;
    expect(body).not.toMatch(/<script|<b\b|<img src="x|<[^>]*\son\w+=/);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick="x()"&gt;hi&lt;/b&gt;');
  });

  it('refuses other liquid, unknown variables, bad links and too many blocks with messages', async () => {
    const template = await create();
    for (const [design, message] of [
      [{ blocks: [{ kind: 'text', text: '{% for i in (1..9) %}x{% endfor %}' }] }, DM.onlyVariables],
      [
        { blocks: [{ kind: 'text', text: 'Hi {{ speaker.firstName }}' }] },
        M.unknownVariable('speaker.firstName', 'Registration thank you'),
      ],
      [{ blocks: [{ kind: 'text', text: 'x', condition: 'training' }] }, M.unknownVariable('training', 'Registration thank you')],
      [{ blocks: [{ kind: 'button', label: 'Go', url: 'javascript:alert(1)' }] }, DM.badUrl],
      [{ blocks: [{ kind: 'image', src: 'http://example.com/a.png' }] }, DM.badImage],
      [{ blocks: [{ kind: 'text', text: 'x', condition: 'a b' }] }, DM.conditionName],
      [{ blocks: Array.from({ length: 201 }, () => ({ kind: 'divider' })) }, DM.tooManyBlocks],
    ] as const) {
      const res = await save(template.id, { builder: 'v2', design });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const legacy = await save(template.id, { builder: 'legacy', body: '<p>{{ training.name }}</p>' });
    expect(legacy.status).toBe(400);
    expect(legacy.body.message).toBe(M.unknownVariable('training.name', 'Registration thank you'));
    const [row] = await api.owner<{ builder: string | null }>(sql`select builder from email_templates where id = ${template.id}`);
    expect(row!.builder).toBeNull();
  });

  it('keeps the legacy HTML sanitized inside one gutter wrapper, never doubled', async () => {
    const template = await create();
    const first = await save(template.id, {
      builder: 'legacy',
      body: '<p onclick="x()">Hi {{ recipient.firstName }}</p><script>x()</script>',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const saved = first.body as Template;
    expect(saved).toMatchObject({ builder: 'legacy', design: null, body: `${GUTTER_OPEN}<p>Hi {{ recipient.firstName }}</p></div>` });
    const again = await save(template.id, { builder: 'legacy', body: saved.body });
    expect((again.body as Template).body).toBe(saved.body);
    expect(gutterContent((again.body as Template).body)).toBe('<p>Hi {{ recipient.firstName }}</p>');
  });

  it('converts between the designers only when confirmed (409 otherwise)', async () => {
    const template = await create();
    expect((await save(template.id, { builder: 'v2', design: { blocks: [{ kind: 'text', text: 'Blocks' }] } })).status).toBe(200);
    const refused = await save(template.id, { builder: 'legacy', body: '<p>HTML</p>' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DM.confirmToLegacy);
    const converted = await save(template.id, { builder: 'legacy', body: '<p>HTML</p>', confirmConversion: true });
    expect(converted.body).toMatchObject({ builder: 'legacy', design: null });
    const back = await save(template.id, { builder: 'v2', design: { blocks: [] } });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(DM.confirmToV2);
    expect((await save(template.id, { builder: 'v2', design: { blocks: [] }, confirmConversion: true })).body).toMatchObject({
      builder: 'v2',
      design: { blocks: [] },
    });
    // A template no designer saved yet whose body holds HTML counts as legacy HTML: no silent conversion either.
    const [seeded] = await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = 'demo' and body <> '' limit 1`);
    expect((await save(seeded!.id, { builder: 'v2', design: { blocks: [] } })).status).toBe(409);
  });

  it("copies the designer and blocks into a duplicate (POST with designOf), never another tenant's", async () => {
    const original = await create();
    const saved = (await save(original.id, { builder: 'v2', design: { blocks } })).body as Template;
    const copy = await api.call('POST', '/email-templates', {
      as: ADMIN,
      body: { name: 'Copy of designed', subject: 'Hello', body: saved.body, emailTemplateTypeId: 1, designOf: original.id },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body).toMatchObject({ builder: 'v2', design: { blocks }, body: saved.body });
    const [acme] = await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = 'acme' limit 1`);
    const foreign = await api.call('POST', '/email-templates', {
      as: ADMIN,
      body: { name: 'Copy of acme', subject: 'Hello', emailTemplateTypeId: 1, designOf: acme!.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Email template ${acme!.id} not found`);
  });

  it("copies the designs into a duplicated series' new templates (designOf per template); refuses another tenant's and a stored one's", async () => {
    const original = await create();
    const saved = (await save(original.id, { builder: 'v2', design: { blocks } })).body as Template;
    const fields = { name: 'Thank-you copy', subject: 'Hello', body: saved.body, emailTemplateTypeId: 1 };
    const series = (templates: unknown[], name = `Copied series ${Math.random()}`) =>
      api.call('POST', '/email-series', { as: ADMIN, body: { name, emailTemplates: templates } });
    const [acme] = await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = 'acme' limit 1`);
    const name = `Refused copy ${Math.random()}`;
    const foreign = await series([{ ...fields, id: 'ID_1', designOf: acme!.id }], name);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(`Email template ${acme!.id} was not found`);
    expect(await api.owner(sql`select id from email_series where name = ${name}`)).toEqual([]);

    const copied = await series([{ ...fields, id: 'ID_1', designOf: original.id }]);
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const [copy] = copied.body.emailTemplates as { id: number }[];
    const read = (await api.call('GET', `/email-templates/${copy!.id}`, { as: ADMIN })).body as Template;
    expect(read).toMatchObject({ builder: 'v2', design: { blocks }, body: saved.body });
    const audits = await api.owner<{ action: string }>(
      sql`select action from audit_log where entity = 'email_template' and entity_id = ${String(copy!.id)}`,
    );
    expect(audits.map((a) => a.action)).toEqual(['create']);

    const stored = await api.call('PUT', `/email-series/${copied.body.id}`, {
      as: ADMIN,
      body: { name: 'Copied series, saved again', emailTemplates: [{ ...fields, id: copy!.id, designOf: original.id }] },
    });
    expect(stored.status).toBe(400);
    expect(stored.body.message).toBe('designOf is for a new template: a stored one keeps its own design');
  });

  it("previews Designer V2's blocks as a save renders them, writing nothing; refuses what a save refuses", async () => {
    const template = await create();
    const preview = (body: unknown, as = ADMIN, id = template.id) =>
      api.call('POST', `/email-templates/${id}/design/preview`, { as, body });
    const shown = await preview({ design: { blocks } });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const saved = (await save(template.id, { builder: 'v2', design: { blocks } })).body as Template;
    expect(shown.body).toEqual({ html: saved.body });
    await save(template.id, { builder: 'v2', design: { blocks: [] } });
    const before = await api.owner(sql`select body, builder, design, updated_at from email_templates where id = ${template.id}`);
    expect((await preview({ design: { blocks: [{ kind: 'heading', text: 'Changed' }] } })).status).toBe(200);
    expect(await api.owner(sql`select body, builder, design, updated_at from email_templates where id = ${template.id}`)).toEqual(before);

    const unknown = await preview({ design: { blocks: [{ kind: 'text', text: '{{ training.name }}' }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(M.unknownVariable('training.name', 'Registration thank you'));
    expect((await preview({ design: { blocks: 'many' } })).status).toBe(400);
    expect((await preview({ design: { blocks: [] }, builder: 'v2' })).status).toBe(400);
    const denied = await preview({ design: { blocks: [] } }, 'program-analyst@demo.test');
    expect(denied.status).toBe(403);
    const [acme] = await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = 'acme' limit 1`);
    expect((await preview({ design: { blocks: [] } }, ADMIN, acme!.id)).status).toBe(404);
  });

  it('answers 403 without the update permission, 404 for another tenant, 400 for bad input', async () => {
    const template = await create();
    const denied = await save(template.id, { builder: 'v2', design: { blocks: [] } }, 'program-analyst@demo.test');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have permission to update email_template');
    const [acme] = await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = 'acme' limit 1`);
    const foreign = await save(acme!.id, { builder: 'v2', design: { blocks: [] } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Email template ${acme!.id} not found`);
    for (const body of [
      {},
      { builder: 'v3' },
      { builder: 'v2', design: { blocks: [], more: 1 } },
      { builder: 'legacy', body: 'x'.repeat(80_001) },
    ]) {
      const res = await save(template.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});
