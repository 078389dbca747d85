import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { MAIL_LIMITS, MAIL_MESSAGES as M } from '../contract.ts';
import { enqueueMail, type OutgoingMail } from '../outbox.ts';
import { createMailTransport, type Transport } from '../transport.ts';
import { startDelivery } from '../worker.ts';

const CLIENT_URL = 'http://demo.localhost:4000';
const clientUrlOf = (tenantId: string) => `http://${tenantId}.localhost:4000`;

/** An SMTP server in the test process: it keeps each message it accepts, refuses `bounce@…` for good (550) and
 *  `later@…` for now (451). */
async function smtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@')) return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      if (address.address.startsWith('later@')) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => (received.push(mail), callback()),
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r\n\s+/g, ' ');

describe.each(ENGINES)('e-mail delivery on $name', (engine) => {
  const api = useApi(engine);
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  // A worker given a transport leaves it open (it is the caller's): each test's are closed after it, so that the SMTP
  // server's close does not wait out their pooled connections.
  const transports: Transport[] = [];
  const smtpTransport = () => {
    const transport = createMailTransport(smtp.url);
    transports.push(transport);
    return transport;
  };
  const worker = (transport = smtpTransport()) => startDelivery({ db: api.db, clientUrlOf, transport, pollMs: 0 });
  const enqueue = (mail: Partial<OutgoingMail> & { to: string }, tenant = 'demo') =>
    api.db.withTenant(tenant, (tx) =>
      enqueueMail(tx, tenant, { subject: 'Hello', text: 'Plain words', key: `test:${randomUUID()}`, kind: 'test', ...mail }),
    );
  const rowOf = async (id: number) =>
    (
      await api.owner<{ status: string; attempts: number; transport: string | null; raw: string | null; last_error: string | null }>(
        sql`select status, attempts, transport, raw, last_error, sent_at, send_after from email_outbox where id = ${id}`,
      )
    )[0]!;

  beforeAll(async () => {
    smtp = await smtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  afterEach(() => {
    for (const transport of transports.splice(0)) transport.close();
  });
  beforeEach(async () => {
    // Each test sends only its own rows.
    await api.owner(sql`update email_outbox set status = 'cancelled' where status in ('queued', 'sending')`);
    smtp.received.length = 0;
  });

  it('delivers a program message over SMTP with its unsubscribe headers, stable Message-ID, alternatives and calendar', async () => {
    const start = new Date('2030-03-01T18:00:00Z');
    const queued = await enqueue({
      to: 'Ann.Reader@Example.test',
      cc: ['office@example.test'],
      subject: 'You are registered',
      text: 'See you there',
      html: '<p>See you <b>there</b></p>',
      kind: 'registration-thank-you',
      unsubscribable: true,
      eventId: 12,
      ical: {
        uid: 'event-12-attendee-3@hive',
        sequence: 2,
        start,
        end: new Date(start.getTime() + 3_600_000),
        title: 'Program, PUB-1',
        description: 'Two talks',
      },
    });
    const delivery = worker();
    try {
      expect(await delivery.runOnce()).toBe(1);
    } finally {
      await delivery.stop();
    }
    const [mail] = smtp.received;
    expect(smtp.received).toHaveLength(1);
    const [token] = await api.owner<{ token: string }>(sql`select unsubscribe_token as token from email_outbox where id = ${queued!.id}`);
    expect(header(mail!, 'list-unsubscribe')).toBe(`<${CLIENT_URL}/unsubscribe/${token!.token}>`);
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.messageId).toBe(`<ledger-demo-${queued!.id}@hive>`);
    expect(mail!.from?.value).toEqual([{ name: 'Hive', address: 'no-reply@demo.hive.local' }]);
    expect(mail!.subject).toBe('You are registered');
    expect(mail!.text?.trim()).toBe('See you there');
    expect(mail!.html).toContain('<p>See you <b>there</b></p>');
    const calendar = mail!.attachments.find((part) => part.contentType === 'text/calendar')!.content.toString();
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain('UID:event-12-attendee-3@hive');
    expect(calendar).toContain('SEQUENCE:2');
    expect(calendar).toContain('DTSTART:20300301T180000Z');
    expect(calendar).toContain('SUMMARY:Program\\, PUB-1');
    expect(await rowOf(queued!.id)).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', raw: null });
  });

  it('keeps the MIME message in the built-in mailbox without SMTP_URL, and a cancelled event as METHOD:CANCEL', async () => {
    const queued = await enqueue({
      to: 'mailbox@example.test',
      ical: { uid: 'u-1@hive', sequence: 3, start: new Date(), end: new Date(), title: 'Gone', description: '', cancelled: true },
    });
    const delivery = worker(createMailTransport(''));
    await delivery.runOnce();
    await delivery.stop();
    const row = await rowOf(queued!.id);
    expect(row).toMatchObject({ status: 'sent', transport: 'mailbox' });
    const parsed = await simpleParser(row.raw!);
    expect(parsed.messageId).toBe(`<ledger-demo-${queued!.id}@hive>`);
    expect(parsed.text?.trim()).toBe('Plain words');
    expect(header(parsed, 'list-unsubscribe')).toBeUndefined();
    const calendar = parsed.attachments.find((part) => part.contentType === 'text/calendar')!.content.toString();
    expect(calendar).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:3[\s\S]*STATUS:CANCELLED/);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends on its own every pollMs until stopped', async () => {
    const queued = await enqueue({ to: 'polled@example.test' });
    const delivery = startDelivery({ db: api.db, clientUrlOf, transport: smtpTransport(), pollMs: 20 });
    try {
      await expect.poll(async () => (await rowOf(queued!.id)).status, { timeout: 5000 }).toBe('sent');
    } finally {
      await delivery.stop();
    }
    const after = await enqueue({ to: 'after-stop@example.test' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rowOf(after!.id)).toMatchObject({ status: 'queued' });
  });

  it('writes a key once per tenant', async () => {
    const key = `dup:${randomUUID()}`;
    expect(await enqueue({ to: 'once@example.test', key })).toEqual({ id: expect.any(Number) });
    expect(await enqueue({ to: 'once@example.test', key, subject: 'Other' })).toBeNull();
    expect(await enqueue({ to: 'once@example.test', key }, 'acme')).toEqual({ id: expect.any(Number) });
    const rows = await api.owner<{ n: number }>(sql`select count(*)::int as n from email_outbox where dedupe_key = ${key}`);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('sends each row once when two workers run on one database', async () => {
    const ids = [];
    for (let i = 0; i < 12; i += 1) ids.push((await enqueue({ to: `pair${i}@example.test`, subject: `Pair ${i}` }))!.id);
    const [a, b] = [worker(), worker()];
    const counts = await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(counts[0]! + counts[1]!).toBe(12);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<ledger-demo-${id}@hive>`).sort());
  });

  it('sends once the row of a worker that claimed it and died, after its lease ran out', async () => {
    const queued = await enqueue({ to: 'orphan@example.test' });
    await api.owner(sql`update email_outbox set status = 'sending', attempts = 1, claimed_until = now() - interval '1 second'
      where id = ${queued!.id}`);
    const held = await enqueue({ to: 'held@example.test' });
    await api.owner(sql`update email_outbox set status = 'sending', attempts = 1, claimed_until = now() + interval '1 minute'
      where id = ${held!.id}`);
    const delivery = worker();
    await delivery.runOnce();
    await delivery.runOnce();
    await delivery.stop();
    expect(smtp.received.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual(['orphan@example.test']);
    expect(await rowOf(queued!.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await rowOf(held!.id)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('marks missed, and does not send, a row found past its send_before', async () => {
    const late = await enqueue({ to: 'late@example.test', sendBefore: new Date(Date.now() - 1000) });
    const future = await enqueue({ to: 'future@example.test', sendAfter: new Date(Date.now() + 3_600_000) });
    const delivery = worker();
    expect(await delivery.runOnce()).toBe(0);
    await delivery.stop();
    expect(await rowOf(late!.id)).toMatchObject({ status: 'missed', attempts: 0 });
    expect(await rowOf(future!.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('fails a permanently refused message, suppresses the address as bounced, and suppresses what follows to it', async () => {
    const refused = await enqueue({ to: 'bounce@example.test' });
    const queuedToo = await enqueue({ to: 'Bounce@example.test', sendAfter: new Date(Date.now() + 3_600_000) });
    const delivery = worker();
    await delivery.runOnce();
    await delivery.stop();
    expect(await rowOf(refused!.id)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/^550/) });
    expect(await rowOf(queuedToo!.id)).toMatchObject({ status: 'suppressed' });
    const suppressions = await api.owner(sql`select tenant_id, email, reason from email_suppressions where email like 'bounce@%'`);
    expect(suppressions).toEqual([{ tenant_id: 'demo', email: 'bounce@example.test', reason: 'bounced' }]);
    // A bounced address gets nothing more, a password link neither; another tenant's list is its own.
    expect(await rowOf((await enqueue({ to: 'BOUNCE@example.test', secret: true }))!.id)).toMatchObject({ status: 'suppressed' });
    expect(await rowOf((await enqueue({ to: 'bounce@example.test' }, 'acme'))!.id)).toMatchObject({ status: 'queued' });
  });

  it('queues again, with back-off, a message refused for now', async () => {
    const queued = await enqueue({ to: 'later@example.test' });
    const delivery = worker();
    await delivery.runOnce();
    await delivery.stop();
    const [row] = await api.owner<{ status: string; attempts: number; last_error: string; delay: number }>(sql`select status, attempts,
        last_error, extract(epoch from send_after - now())::int as delay from email_outbox where id = ${queued!.id}`);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/^451/) });
    expect(row!.delay).toBeGreaterThan(MAIL_LIMITS.retryDelaysSeconds[0] - 10);
    // The last attempt fails it.
    await api.owner(sql`update email_outbox set attempts = ${MAIL_LIMITS.maxAttempts - 1}, send_after = now() where id = ${queued!.id}`);
    const again = worker();
    await again.runOnce();
    await again.stop();
    expect(await rowOf(queued!.id)).toMatchObject({ status: 'failed', attempts: MAIL_LIMITS.maxAttempts });
  });

  it("claims no more than the tenant's rate per minute", async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await enqueue({ to: `rate${i}@example.test` }))!.id);
    // The earlier tests' messages are out of the minute.
    await api.owner(sql`update email_outbox set sent_at = now() - interval '2 minutes' where sent_at > now() - interval '2 minutes'`);
    const delivery = startDelivery({ db: api.db, clientUrlOf, transport: smtpTransport(), pollMs: 0, ratePerMinute: 2 });
    expect(await delivery.runOnce()).toBe(2);
    expect(await delivery.runOnce()).toBe(0);
    await delivery.stop();
    const statuses = await api.owner<{ status: string }>(
      sql`select status from email_outbox where id = any(${sql.param(ids)}::int[]) order by id`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['sent', 'sent', 'queued']);
  });

  it("keeps two workers together within the tenant's rate: one counts and claims at a time", async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await enqueue({ to: `shared-rate${i}@example.test` }))!.id);
    await api.owner(sql`update email_outbox set sent_at = now() - interval '2 minutes' where sent_at > now() - interval '2 minutes'`);
    const [a, b] = [0, 1].map(() => startDelivery({ db: api.db, clientUrlOf, transport: smtpTransport(), pollMs: 0, ratePerMinute: 3 }));
    const counts = await Promise.all([a!.runOnce(), b!.runOnce()]);
    await Promise.all([a!.stop(), b!.stop()]);
    expect(counts[0]! + counts[1]!).toBe(3);
    const sent = await api.owner<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where id = any(${sql.param(ids)}::int[]) and status = 'sent'`,
    );
    expect(sent).toEqual([{ n: 3 }]);
  });

  it('unsubscribes by the public route: the address is suppressed for program messages, not for password links', async () => {
    const program = await enqueue({ to: 'Quit@example.test', unsubscribable: true, sendAfter: new Date(Date.now() + 60_000) });
    const another = await enqueue({ to: 'quit@example.test', unsubscribable: true, sendAfter: new Date(Date.now() + 60_000) });
    const password = await enqueue({ to: 'quit@example.test', secret: true, sendAfter: new Date(Date.now() + 60_000) });
    const [{ token }] = (await api.owner<{ token: string }>(
      sql`select unsubscribe_token as token from email_outbox where id = ${program!.id}`,
    )) as [{ token: string }];
    const unsubscribe = (body: unknown, tenant = 'demo') => api.call('POST', '/public/mail/unsubscribe', { tenant, body });
    // Another tenant's header finds no such token.
    expect(await unsubscribe({ token }, 'acme')).toMatchObject({ status: 404, body: { message: M.unsubscribeUnknown } });
    expect(await unsubscribe({ token })).toEqual({ status: 200, body: { success: true, message: M.unsubscribed } });
    expect(await unsubscribe({ token })).toEqual({ status: 200, body: { success: true, message: M.unsubscribed } });
    expect(await rowOf(program!.id)).toMatchObject({ status: 'suppressed' });
    expect(await rowOf(another!.id)).toMatchObject({ status: 'suppressed' });
    expect(await rowOf(password!.id)).toMatchObject({ status: 'queued' });
    const suppressions = await api.owner(sql`select tenant_id, email, reason from email_suppressions where email = 'quit@example.test'`);
    expect(suppressions).toEqual([{ tenant_id: 'demo', email: 'quit@example.test', reason: 'unsubscribed' }]);
    expect(await rowOf((await enqueue({ to: 'quit@example.test', unsubscribable: true }))!.id)).toMatchObject({ status: 'suppressed' });
    expect(await rowOf((await enqueue({ to: 'quit@example.test' }))!.id)).toMatchObject({ status: 'queued' });
    expect(await unsubscribe({ token: randomUUID() })).toMatchObject({ status: 404, body: { message: M.unsubscribeUnknown } });
    expect(await unsubscribe({ token: 'not-a-token' })).toMatchObject({ status: 400, body: { message: M.unsubscribeUnknown } });
    expect((await unsubscribe({})).status).toBe(400);
    expect((await unsubscribe({ token, more: 1 })).status).toBe(400);
  });

  it('lists sent mail to a System Admin only, and withholds the body of a sign-in link that went out by SMTP', async () => {
    const secret = await enqueue({ to: 'secret@example.test', subject: 'Reset your Hive password', text: 'the link', secret: true });
    const delivery = worker();
    await delivery.runOnce();
    await delivery.stop();
    const kept = await enqueue({ to: 'kept@example.test', subject: 'Mailbox secret', text: 'mailbox link', secret: true });
    const mailbox = worker(createMailTransport(''));
    await mailbox.runOnce();
    await mailbox.stop();

    const list = await api.call('GET', '/mail/sent', { as: 'system-admin@demo.test', query: { searchQuery: 'secret@' } });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toEqual({
      id: secret!.id,
      to: 'secret@example.test',
      cc: [],
      subject: 'Reset your Hive password',
      kind: 'test',
      status: 'sent',
      attempts: 1,
      transport: 'smtp',
      createdAt: expect.any(String),
      sendAfter: expect.any(String),
      sentAt: expect.any(String),
      lastError: null,
      eventId: null,
      emailTemplateId: null,
      hasCalendar: false,
    });
    const newest = await api.call('GET', '/mail/sent', {
      as: 'system-admin@demo.test',
      query: { limit: 2, filters: { statuses: ['sent'] } },
    });
    expect(newest.body.results.map((row: { id: number }) => row.id)).toEqual([kept!.id, secret!.id]);
    const byIds = await api.call('GET', '/mail/sent', { as: 'system-admin@demo.test', query: { filters: { ids: [kept!.id] } } });
    expect(byIds.body).toMatchObject({ count: 1, results: [{ id: kept!.id, transport: 'mailbox' }] });
    expect((await api.call('GET', '/mail/sent', { as: 'system-admin@demo.test', query: { filters: { statuses: ['lost'] } } })).status).toBe(
      400,
    );
    expect((await api.call('GET', '/mail/sent', { as: 'system-admin@demo.test', query: { filters: '{' } })).status).toBe(400);

    const withheld = await api.call('GET', `/mail/sent/${secret!.id}`, { as: 'system-admin@demo.test' });
    expect(withheld.body).toMatchObject({ id: secret!.id, html: null, text: null, bodyWithheld: true });
    const shown = await api.call('GET', `/mail/sent/${kept!.id}`, { as: 'system-admin@demo.test' });
    expect(shown.body).toMatchObject({ id: kept!.id, html: null, text: 'mailbox link', bodyWithheld: false });
    for (const id of ['999999999', 'abc', '-1']) {
      expect(await api.call('GET', `/mail/sent/${id}`, { as: 'system-admin@demo.test' })).toMatchObject({
        status: 404,
        body: { message: M.invalidMailId(id) },
      });
    }
    // Another tenant's System Admin does not find it.
    expect((await api.call('GET', `/mail/sent/${secret!.id}`, { as: 'system-admin@acme.test' })).status).toBe(404);

    for (const url of ['/mail/sent', `/mail/sent/${secret!.id}`]) {
      expect(await api.call('GET', url, { as: 'admin@demo.test' })).toMatchObject({
        status: 403,
        body: { message: 'Only the system-admin role may read email_log' },
      });
      expect((await api.call('GET', url, { as: 'speaker@demo.test' })).status).toBe(403);
      expect((await api.call('GET', url)).status).toBe(401);
    }
  });
});
