// 13. E-mail delivery of reminders due in the same minute (issue 30): one tenant's events, all starting within one
// minute an hour from now, with 100 registered attendees each in a series whose only template is the one-hour
// reminder; the planner writes one reminder per attendance, and two real delivery workers (as two api processes run
// them on one database) send them over SMTP to a server in this process within the tenant's rate limit. Drain time,
// messages per minute, each message's delay (sent − due) and that the server got each message exactly once.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { composeMail } from '../../../api/src/areas/emailSeries/compose.ts';
import { planTenantMail } from '../../../api/src/areas/emailSeries/planner.ts';
import { seedEmailSeries } from '../../../api/src/areas/emailSeries/seed.ts';
import { createMailTransport, startDelivery } from '../../../api/src/areas/mail/index.ts';
import { intArray, openDatabase, textArray, type Database } from '../../../api/src/platform/db/client.ts';
import { createTenant } from '../../../api/src/platform/tenants/createTenant.ts';
import { dropDatabase, recreateBenchDatabase } from '../database.ts';
import type { Scenario } from '../scenario.ts';
import { summarize } from '../stats.ts';

const TENANT = 'mail-bench';
const ATTENDEES_PER_EVENT = 100;
/** The template type the series sends: 1 hour before the start, sendable for 30 minutes (schedule.ts). */
const REMINDER_TYPE = 7;
const HOUR = 3_600_000;
/** The worker's pause between turns: the deployed default (`MAIL_POLL_MS`, else 1000) lets one worker send at most
 *  `MAIL_LIMITS.batch` (50) messages a turn and a turn a second, below 3,000 a minute; 100 ms lets the rate limit be
 *  what holds it back. */
const POLL_MS = 100;
/** Workers sharing the rows and the tenant's budget, as two api processes on one database do (here in one process:
 *  together ≈ 4,300 a minute on the bench's 2 cores, the process's CPU the bound). */
const WORKERS = 2;

/** The database of the scenario's own tenant on the bench's server: it needs none of the seeded data, and the bench's
 *  api process runs a delivery worker of its own on its database, which would take some of the rows. */
function ownDatabaseUrl(benchUrl: string) {
  const url = new URL(benchUrl);
  url.pathname = '/hive_bench_mail';
  return url.toString();
}

/** An SMTP server that keeps when it accepted each message, by Message-ID (without parsing the rest). */
async function smtpServer() {
  const received: { messageId: string; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        received.push({ messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '', at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The tenant (as `npm run tenant:create` makes it), the demo's series, and a series of its own whose only template
 *  is the demo's one-hour reminder; `count` attendances over events whose reminders fall due from `due` on, one event
 *  a second for a minute. Answers the series' events. */
async function prepare(db: Database, count: number, due: number) {
  await createTenant(db, { id: TENANT, name: 'Mail bench', adminEmail: `admin@${TENANT}.test` });
  return db.withTenant(TENANT, async (tx) => {
    await seedEmailSeries(tx, TENANT);
    const [series] = await tx.query<{ id: number }>(
      sql`insert into email_series (tenant_id, name) values (${TENANT}, 'Launch reminders') returning id`,
    );
    await tx.query(sql`insert into email_templates (tenant_id, email_series_id, name, subject, body, preheader, ical_event,
        email_template_type_id)
      select tenant_id, ${series!.id}, name, subject, body, preheader, ical_event, email_template_type_id from email_templates
      where email_template_type_id = ${REMINDER_TYPE} and event_type is null order by id limit 1`);
    const events = Math.ceil(count / ATTENDEES_PER_EVENT);
    const eventIds = (
      await tx.query<{ id: number }>(sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone, type,
          status, email_series_id, email_from_address, email_from_name)
        select ${TENANT}, 'MAIL-' || g, 'Launch webinar ' || g, s, s + interval '1 hour', 'America/New_York', 'webinar',
          'confirmed', ${series!.id}, 'programs@mail-bench.test', 'Launch Programs'
        from generate_series(0, ${events - 1}) g,
          lateral (select ${new Date(due + HOUR).toISOString()}::timestamptz + make_interval(secs => g % 60) as s) start
        order by g returning id`)
    ).map((e) => e.id);
    const n = Array.from({ length: count }, (_, i) => i);
    const attendeeIds = (
      await tx.query<{ id: number }>(sql`insert into attendees (tenant_id, first_name, last_name, email)
        select ${TENANT}, f, l, e from unnest(${textArray(n.map((i) => `Reader${i}`))}, ${textArray(n.map(() => 'Lane'))},
          ${textArray(n.map((i) => `reader${i}@mail-bench.test`))}) as r(f, l, e)
        returning id`)
    ).map((a) => a.id);
    await tx.query(sql`insert into event_attendances (tenant_id, event_id, attendee_id, status)
      select ${TENANT}, e, a, 'registered'
      from unnest(${intArray(attendeeIds.map((_, i) => eventIds[i % events]!))}, ${intArray(attendeeIds)}) as r(e, a)`);
    return eventIds;
  });
}

/** The most of `times` (sorted, ms) within any 60 seconds. */
function busiestMinute(times: readonly number[]) {
  let most = 0;
  for (let end = 0, start = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= 60_000) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export const mailReminders: Scenario = async (ctx) => {
  const { mailReminders: count, mailRatePerMinute: ratePerMinute } = ctx.config;
  const ownUrl = ctx.config.databaseUrl ? ownDatabaseUrl(ctx.config.databaseUrl) : null;
  if (ownUrl) await recreateBenchDatabase(ownUrl);
  // The smoke test's stack runs no delivery worker: its database serves.
  const db = ownUrl ? await openDatabase({ databaseUrl: ownUrl, poolSize: 2 * WORKERS + 1 }) : ctx.stack.db;
  const smtp = await smtpServer();
  // Each worker its own pooled transport, as each process has.
  const transports = Array.from({ length: WORKERS }, () => createMailTransport(smtp.url));
  try {
    const setupStarted = Date.now();
    // The reminders fall due from the first whole second after a lead that covers the set-up and the planner (≈ 0.5 s a
    // 1,000 on PostgreSQL, 4.5 s on PGlite).
    const due = Math.ceil((setupStarted + 3_000 + count * 1.5) / 1000) * 1000;
    const eventIds = await prepare(db, count, due);
    const setupMs = Date.now() - setupStarted;
    // The planner as a worker's turn runs it, until the triggers' requests are all taken.
    const planStarted = Date.now();
    while ((await db.withTenant(TENANT, (tx) => planTenantMail(tx, TENANT))) > 0);
    const planMs = Date.now() - planStarted;
    const [{ planned }] = (await db.withTenant(TENANT, (tx) =>
      tx.query<{ planned: number }>(sql`select count(*)::int as planned from email_outbox
        where compose and status = 'queued' and kind = 'remind-event-in-1-h' and event_id = any(${intArray(eventIds)})`),
    )) as [{ planned: number }];
    const lateStart = Math.max(0, Date.now() - due);

    const workers = transports.map((transport) =>
      startDelivery({
        db,
        clientUrlOf: (tenantId) => `http://${tenantId}.localhost:4000`,
        transport,
        pollMs: POLL_MS,
        ratePerMinute,
        plan: planTenantMail,
        compose: composeMail,
      }),
    );
    // Until no row is queued or being sent, or three times the time the rate limit needs (and two minutes).
    const deadline = due + 60_000 + ((3 * count) / ratePerMinute) * 60_000 + 120_000;
    try {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const [{ open }] = (await db.withTenant(TENANT, (tx) =>
          tx.query<{ open: number }>(sql`select count(*)::int as open from email_outbox where status in ('queued', 'sending')`),
        )) as [{ open: number }];
        if (open === 0 || Date.now() > deadline) break;
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const rows = await db.withTenant(TENANT, (tx) =>
      tx.query<{ id: number; status: string; due: number; sent: number | null }>(sql`select id, status,
          (extract(epoch from send_after) * 1000)::float8 as due, (extract(epoch from sent_at) * 1000)::float8 as sent
        from email_outbox where event_id = any(${intArray(eventIds)})`),
    );
    const statuses: Record<string, number> = {};
    for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
    const sent = rows.filter((row) => row.sent !== null);
    const sentTimes = sent.map((row) => row.sent!).sort((a, b) => a - b);
    const delays = sent.map((row) => (row.sent! - row.due) / 1000);
    const delay = { ...summarize(delays), max: Math.round(Math.max(...delays) * 10) / 10 };
    // Each minute from the first due one: what was sent in it.
    const perMinute: number[] = [];
    for (const at of sentTimes) {
      const minute = Math.floor((at - due) / 60_000);
      while (perMinute.length <= minute) perMinute.push(0);
      perMinute[minute]! += 1;
    }
    const ids = new Set(rows.map((row) => `<ledger-${TENANT}-${row.id}@hive>`));
    const ours = smtp.received.filter((mail) => ids.has(mail.messageId));
    const distinct = new Set(ours.map((mail) => mail.messageId)).size;
    const received = {
      messages: ours.length,
      distinct,
      duplicates: ours.length - distinct,
      missing: sent.length - distinct,
      busiestMinute: busiestMinute(ours.map((mail) => mail.at).sort((a, b) => a - b)),
    };
    const drainSeconds = sentTimes.length ? seconds(sentTimes[sentTimes.length - 1]! - due) : null;
    const busiest = busiestMinute(sentTimes);
    const perMinuteAchieved = drainSeconds ? Math.round(sent.length / (drainSeconds / 60)) : null;
    return {
      name: `E-mail delivery: ${count.toLocaleString('en-US')} reminders due in one minute, ${ratePerMinute.toLocaleString('en-US')} a minute per tenant, ${WORKERS} workers`,
      figures: {
        messages: count,
        planned,
        ratePerMinute,
        pollMs: POLL_MS,
        workers: WORKERS,
        setupSeconds: seconds(setupMs),
        planSeconds: seconds(planMs),
        lateStartSeconds: seconds(lateStart),
        drainSeconds,
        perMinuteAchieved,
        perMinute,
        busiestMinute: busiest,
        delaySeconds: delay,
        statuses,
        received,
      },
      lines: [
        `set-up ${seconds(setupMs)} s (tenant, ${eventIds.length} events, ${count} attendances), planner ${seconds(planMs)} s: ${planned} reminders` +
          (lateStart ? ` — ${seconds(lateStart)} s after the first was due` : ''),
        `drained in ${drainSeconds} s from the first due time (${perMinuteAchieved}/min); statuses ${JSON.stringify(statuses)}`,
        `sent per minute from the first due time: ${perMinute.join(', ')}; busiest 60 s ${busiest} (SMTP side ${received.busiestMinute}) — limit ${ratePerMinute}`,
        `delay (sent − due) p50 ${delay.median} s, p95 ${delay.p95} s, max ${delay.max} s`,
        `SMTP server: ${received.messages} received, ${received.distinct} distinct, ${received.duplicates} duplicates, ${received.missing} missing`,
      ],
    };
  } finally {
    for (const transport of transports) transport.close();
    await smtp.close();
    if (ownUrl) {
      await db.close();
      await dropDatabase(ownUrl);
    }
  }
};
