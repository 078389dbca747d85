import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

// A route's `authorize` hook runs on `onRequest`, before Fastify parses the body: a caller without a
// session or without the permission is refused before anything about the input is said, even input
// that is not JSON at all.
describe.each(ENGINES)('route authorisation before the input on $name', (engine) => {
  const api = useApi(engine);
  const post = (headers: Record<string, string>, payload: string) =>
    api.app.inject({
      method: 'POST',
      url: '/events',
      headers: { 'x-tenant-id': 'demo', 'content-type': 'application/json', ...headers },
      payload,
    });

  it('answers 401 and 403 to unparsable JSON from a caller without a session or the permission, 400 to one with it', async () => {
    expect((await post({}, '{"title":')).statusCode).toBe(401);
    const marketing = await post({ authorization: `Bearer ${await api.token('marketing@demo.test')}` }, '{"title":');
    expect([marketing.statusCode, marketing.json().message]).toEqual([403, 'You do not have permission to create event']);
    const admin = await post({ authorization: `Bearer ${await api.token('admin@demo.test')}` }, '{"title":');
    expect(admin.statusCode).toBe(400);
  });

  it('answers 403 to an oversized body from a role without the permission, 413 to one with it', async () => {
    const huge = JSON.stringify({ notes: 'x'.repeat(1_200_000) });
    expect((await post({ authorization: `Bearer ${await api.token('marketing@demo.test')}` }, huge)).statusCode).toBe(403);
    expect((await post({ authorization: `Bearer ${await api.token('admin@demo.test')}` }, huge)).statusCode).toBe(413);
  });
});
