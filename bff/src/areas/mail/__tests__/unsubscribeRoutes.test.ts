import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../../../../api/src/areas/mail/contract.ts';
import { startStack, type Stack } from '../../../__tests__/stack.ts';

let stack: Stack;
/** The unsubscribe token of a program message to demo's and to acme's reader. */
let demoToken: string;
let acmeToken: string;

beforeAll(async () => {
  stack = await startStack();
  await stack.api.db.asOwner(async (tx) => {
    const write = async (tenant: string, to: string) =>
      (
        await tx.query<{
          token: string;
        }>(sql`insert into email_outbox (tenant_id, to_email, subject, body, dedupe_key, kind, unsubscribable)
          values (${tenant}, ${to}, 'Reminder', 'See you', ${`test:${tenant}`}, 'event-reminder', true) returning unsubscribe_token as token`)
      )[0]!.token;
    demoToken = await write('demo', 'Reader@Example.com');
    acmeToken = await write('acme', 'reader@acme.test');
  });
});
afterAll(() => stack?.close());

const suppressed = (tenant: string) =>
  stack.api.db.asOwner((tx) =>
    tx.query<{ email: string; reason: string }>(sql`select email, reason from email_suppressions where tenant_id = ${tenant}`),
  );

describe('GET /unsubscribe/:token', () => {
  it('answers a page of its own whose one button posts to the same URL, and unsubscribes nobody', async () => {
    const response = await stack.bff.inject({ method: 'GET', url: `/unsubscribe/${demoToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    expect(response.body).toContain(
      `<form method="post" action="/unsubscribe/${demoToken}"><button type="submit">Unsubscribe</button></form>`,
    );
    expect(response.body).not.toMatch(/<script|<link|src=/);
    expect(await suppressed('demo')).toEqual([]);
  });

  it('refuses a token that is not a uuid', async () => {
    const response = await stack.bff.inject({ method: 'GET', url: '/unsubscribe/1%27%20or%201=1' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(MAIL_MESSAGES.unsubscribeUnknown);
  });
});

describe('POST /unsubscribe/:token', () => {
  it('unsubscribes with the RFC 8058 one-click body, in the tenant of the host, and again (idempotent)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await stack.bff.inject({
        method: 'POST',
        url: `/unsubscribe/${demoToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(MAIL_MESSAGES.unsubscribed);
    }
    expect(await suppressed('demo')).toEqual([{ email: 'reader@example.com', reason: 'unsubscribed' }]);
  });

  it('takes the one-click body as multipart and the page form with no body, in the tenant its host names', async () => {
    // Another tenant's token is unknown here.
    const elsewhere = await stack.bff.inject({ method: 'POST', url: `/unsubscribe/${acmeToken}` });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain(MAIL_MESSAGES.unsubscribeUnknown);
    expect(await suppressed('acme')).toEqual([]);
    const boundary = 'x1y2';
    const response = await stack.bff.inject({
      method: 'POST',
      url: `/unsubscribe/${acmeToken}`,
      headers: { host: 'acme.hive.test', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(await suppressed('acme')).toEqual([{ email: 'reader@acme.test', reason: 'unsubscribed' }]);
  });

  it("answers an unknown token with the service's 404 message and a malformed one with 400", async () => {
    const unknown = await stack.bff.inject({ method: 'POST', url: `/unsubscribe/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain(MAIL_MESSAGES.unsubscribeUnknown);
    const malformed = await stack.bff.inject({ method: 'POST', url: '/unsubscribe/not-a-token' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(MAIL_MESSAGES.unsubscribeUnknown);
  });
});
