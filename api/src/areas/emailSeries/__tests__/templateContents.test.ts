import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

const ADMIN = 'admin@demo.test';

/** `GET /email-templates/contents`: many templates with their content in one call (the BFF's bodies of a page of the
 *  Email Template List). */
describe.each(ENGINES)('email template contents on $name', (engine) => {
  const api = useApi(engine);
  const idsOf = async (tenant: string) =>
    (await api.owner<{ id: number }>(sql`select id from email_templates where tenant_id = ${tenant} order by name, id`)).map((r) => r.id);

  it('answers the asked templates as one template is answered, by name', async () => {
    const demo = await idsOf('demo');
    const [acme] = await idsOf('acme');
    const asked = [...demo.slice(0, 12), acme!, 2_000_000_000];
    const res = await api.call('GET', '/email-templates/contents', { as: ADMIN, query: { limit: 100, filters: { ids: asked } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Another tenant's and a missing id are simply not there.
    expect(res.body.count).toBe(12);
    expect(res.body.results.map((row: { id: number }) => row.id)).toEqual(demo.slice(0, 12));
    for (const row of res.body.results as { id: number; body: string }[]) {
      const one = await api.call('GET', `/email-templates/${row.id}`, { as: ADMIN });
      expect(row).toEqual(one.body);
      expect(row.body.length).toBeGreaterThan(0);
    }
    const all = await api.call('GET', '/email-templates/contents', { as: ADMIN, query: { limit: -1 } });
    expect(all.body.count).toBe(demo.length);
    expect(all.body.results.map((row: { id: number }) => row.id)).toEqual(demo);
    const page = await api.call('GET', '/email-templates/contents', { as: ADMIN, query: { limit: 5, page: 2 } });
    expect(page.body.results.map((row: { id: number }) => row.id)).toEqual(demo.slice(5, 10));
  });

  it('refuses more than 100 a page and unknown filters', async () => {
    for (const query of <Record<string, number | object | string>[]>[
      { limit: 101 },
      { filters: { selectedEmailSeries: [1] } },
      { filters: { ids: [-1] } },
      { filters: '{' },
    ]) {
      const res = await api.call('GET', '/email-templates/contents', { as: ADMIN, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message, JSON.stringify(query)).toEqual(expect.any(String));
    }
  });

  it('is refused to a role without email_template read', async () => {
    expect(await api.call('GET', '/email-templates/contents', { as: 'marketing@demo.test' })).toMatchObject({
      status: 403,
      body: { message: 'You do not have permission to read email_template' },
    });
    expect((await api.call('GET', '/email-templates/contents')).status).toBe(401);
  });
});
