import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

describe.each(ENGINES)('slide decks (resource routes) on $name', (engine) => {
  const api = useApi(engine);
  const topics = (tenant: string) =>
    api.owner<{ id: number; name: string; decks: number }>(sql`select t.id, t.name,
    (select count(*)::int from attachments a where a.topic_id = t.id) as decks from topics t where t.tenant_id = ${tenant} order by t.id`);

  it("answers a topic's slide deck and downloads its bytes", async () => {
    const first = (await topics('demo'))[0]!;
    const { status, body } = await api.call('GET', `/resource/slide-deck/topic/${first.id}`, { as: 'admin@demo.test' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ topicId: first.id, kind: 'slide-deck', contentType: 'application/pdf' });
    const file = await api.app.inject({
      method: 'GET',
      url: `/resource/download/${body.id}/${encodeURIComponent(body.fileName)}`,
      query: { user: '1' },
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token('speaker@demo.test')}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`filename="${body.fileName}"`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(body.size);
  });

  it('answers the spec texts when there is no slide deck', async () => {
    const withoutDeck = (await topics('demo')).find((t) => t.decks === 0)!;
    const none = await api.call('GET', `/resource/slide-deck/topic/${withoutDeck.id}`, { as: 'admin@demo.test' });
    expect(none).toEqual({ status: 404, body: expect.objectContaining({ message: 'No slide deck found for topic' }) });
    const first = (await topics('demo'))[0]!;
    const deck = (await api.call('GET', `/resource/slide-deck/topic/${first.id}`, { as: 'admin@demo.test' })).body;
    const wrongName = await api.call('GET', `/resource/download/${deck.id}/other.pdf`, { as: 'admin@demo.test' });
    expect(wrongName).toEqual({ status: 404, body: expect.objectContaining({ message: 'File not found' }) });
  });

  it("never serves another tenant's slide deck", async () => {
    const acmeTopic = (await topics('acme'))[0]!;
    const fromDemo = await api.call('GET', `/resource/slide-deck/topic/${acmeTopic.id}`, { as: 'admin@demo.test' });
    expect(fromDemo.status).toBe(404);
    expect(fromDemo.body.message).toBe(`Topic ${acmeTopic.id} not found`);
    const deck = (await api.call('GET', `/resource/slide-deck/topic/${acmeTopic.id}`, { as: 'admin@acme.test' })).body;
    const download = await api.call('GET', `/resource/download/${deck.id}/${deck.fileName}`, { as: 'admin@demo.test' });
    expect(download.status).toBe(404);
  });

  it('needs attachment read (403) and a numeric id (400)', async () => {
    const first = (await topics('demo'))[0]!;
    const denied = await api.call('GET', `/resource/slide-deck/topic/${first.id}`, { as: 'marketing@demo.test' });
    expect(denied).toEqual({ status: 403, body: expect.objectContaining({ message: 'You do not have permission to read attachment' }) });
    expect((await api.call('GET', '/resource/slide-deck/topic/abc', { as: 'admin@demo.test' })).status).toBe(400);
  });

  it("answers the newest deck of each of many topics in one call, never another tenant's", async () => {
    const demo = await topics('demo');
    const acmeTopic = (await topics('acme'))[0]!;
    const ids = [...demo.map((t) => t.id), acmeTopic.id];
    const { status, body } = await api.call('GET', '/resource/slide-deck/topics', { as: 'admin@demo.test', query: { ids: ids.join(',') } });
    expect(status).toBe(200);
    const withDecks = demo.filter((t) => t.decks > 0).map((t) => t.id);
    expect(body.results.map((d: { topicId: number }) => d.topicId).sort()).toEqual(withDecks.sort());
    const single = await api.call('GET', `/resource/slide-deck/topic/${withDecks[0]}`, { as: 'admin@demo.test' });
    expect(body.results.find((d: { topicId: number }) => d.topicId === withDecks[0])).toEqual(single.body);

    for (const bad of ['', 'a,b', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const refused = await api.call('GET', '/resource/slide-deck/topics', { as: 'admin@demo.test', query: { ids: bad } });
      expect(refused.status).toBe(400);
    }
    expect((await api.call('GET', '/resource/slide-deck/topics', { as: 'marketing@demo.test', query: { ids: '1' } })).status).toBe(403);
  });
});
