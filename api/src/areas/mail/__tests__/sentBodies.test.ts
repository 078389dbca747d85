import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

const SYSTEM_ADMIN = 'system-admin@demo.test';

/** `GET /mail/sent/bodies`: the bodies of many messages in one call (the BFF's bodies of a page of rows). */
describe.each(ENGINES)('sent mail bodies on $name', (engine) => {
  const api = useApi(engine);
  /** Demo's rows written here, oldest first: 12 messages, every fourth a sign-in link sent by SMTP. */
  let ids: number[];
  let acmeId: number;

  beforeAll(async () => {
    await api.owner(sql`insert into email_outbox (tenant_id, to_email, subject, body, html, dedupe_key, kind, status, transport, secret, sent_at)
      select 'demo', 'bodies' || n || '@example.com', 'Bodies ' || n, 'Text ' || n, '<p>Html ' || n || '</p>', 'bodies:' || n,
        'registration-thank-you', 'sent', case when n % 4 = 0 then 'smtp' else 'mailbox' end, n % 4 = 0, now()
      from generate_series(1, 12) n`);
    await api.owner(sql`insert into email_outbox (tenant_id, to_email, subject, body, dedupe_key, kind, status)
      values ('acme', 'other@acme.test', 'Acme bodies', 'Acme', 'bodies:acme', 'manual:event-reminder', 'queued')`);
    ids = (
      await api.owner<{ id: number }>(sql`select id from email_outbox where dedupe_key like 'bodies:%' and tenant_id = 'demo' order by id`)
    ).map((r) => r.id);
    // A sign-in link not sent yet: no transport, its body not withheld (it reached no mailbox).
    await api.owner(sql`insert into email_outbox (tenant_id, to_email, subject, body, dedupe_key, kind, status, secret)
      values ('demo', 'queued@example.com', 'Queued link', 'Sign in later', 'bodies:queued', 'password-reset', 'queued', true)`);
    acmeId = (await api.owner<{ id: number }>(sql`select id from email_outbox where dedupe_key = 'bodies:acme'`))[0]!.id;
  });

  it('answers the asked messages with their bodies, newest first, withheld as one message is', async () => {
    const asked = [...ids, acmeId, 2_000_000_000];
    const res = await api.call('GET', '/mail/sent/bodies', { as: SYSTEM_ADMIN, query: { limit: 100, filters: { ids: asked } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Another tenant's and a missing id are simply not there.
    expect(res.body.count).toBe(12);
    expect(res.body.results.map((row: { id: number }) => row.id)).toEqual([...ids].reverse());
    for (const [i, id] of ids.entries()) {
      const n = i + 1;
      const row = res.body.results.find((r: { id: number }) => r.id === id);
      const one = await api.call('GET', `/mail/sent/${id}`, { as: SYSTEM_ADMIN });
      // The same answer as the message read by id.
      expect(row).toEqual(one.body);
      expect(row).toMatchObject(
        n % 4 === 0
          ? { to: `bodies${n}@example.com`, html: null, text: null, bodyWithheld: true, transport: 'smtp' }
          : { to: `bodies${n}@example.com`, html: `<p>Html ${n}</p>`, text: `Text ${n}`, bodyWithheld: false },
      );
    }
    const [queued] = await api.owner<{ id: number }>(sql`select id from email_outbox where dedupe_key = 'bodies:queued'`);
    const unsent = await api.call('GET', '/mail/sent/bodies', { as: SYSTEM_ADMIN, query: { filters: { ids: [queued!.id] } } });
    expect(unsent.status, JSON.stringify(unsent.body)).toBe(200);
    expect(unsent.body.results).toEqual([
      expect.objectContaining({ id: queued!.id, transport: null, html: null, text: 'Sign in later', bodyWithheld: false }),
    ]);
    const page = await api.call('GET', '/mail/sent/bodies', { as: SYSTEM_ADMIN, query: { limit: 5, page: 2, filters: { ids } } });
    expect(page.body.results.map((row: { id: number }) => row.id)).toEqual([...ids].reverse().slice(5, 10));
    expect(page.body.count).toBe(12);
  });

  it('refuses more than 100 a page and unknown filters', async () => {
    for (const query of <Record<string, number | object | string>[]>[
      { limit: 101 },
      { filters: { statuses: ['sent'] } },
      { filters: { ids: [0] } },
      { filters: '{' },
    ]) {
      const res = await api.call('GET', '/mail/sent/bodies', { as: SYSTEM_ADMIN, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message, JSON.stringify(query)).toEqual(expect.any(String));
    }
    // -1 is all: at most 100.
    expect((await api.call('GET', '/mail/sent/bodies', { as: SYSTEM_ADMIN, query: { limit: -1 } })).status).toBe(200);
  });

  it('is for the System Admin only, and shows another tenant none of them', async () => {
    expect(await api.call('GET', '/mail/sent/bodies', { as: 'admin@demo.test', query: { filters: { ids } } })).toMatchObject({
      status: 403,
      body: { message: 'Only the system-admin role may read email_log' },
    });
    expect((await api.call('GET', '/mail/sent/bodies', { as: 'speaker@demo.test' })).status).toBe(403);
    expect((await api.call('GET', '/mail/sent/bodies')).status).toBe(401);
    const acme = await api.call('GET', '/mail/sent/bodies', {
      as: 'system-admin@acme.test',
      query: { filters: { ids: [...ids, acmeId] } },
    });
    expect(acme.body).toMatchObject({ count: 1, results: [{ id: acmeId, text: 'Acme' }] });
  });
});
