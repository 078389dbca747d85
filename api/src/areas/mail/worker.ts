import { sql } from 'drizzle-orm';
import type { NodemailerError } from 'nodemailer';
import { only, type Database, type Tx } from '../../platform/db/client.ts';
import { MAIL_LIMITS as L, type SuppressionReason } from './contract.ts';
import { messageOf, type LedgerRow } from './message.ts';
import type { MailCalendarEvent, StoredCalendarEvent } from './outbox.ts';
import { suppressAddress, suppressedBecause, suppresses } from './suppressions.ts';
import { createMailTransport, type Transport } from './transport.ts';

/** A `compose` row's message, rendered as it is sent (areas/emailSeries/compose.ts). */
export interface Composed {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  ical: MailCalendarEvent | null;
  /** The sender, `Name <address>`; null: the tenant's. */
  from: string | null;
}

/** What composing a row decides: its message, or why it is not sent after all (the reason is kept on the row). */
export type ComposeOutcome = Composed | { cancel: string };

export interface DeliveryOptions {
  db: Database;
  /** The tenant's web app: the unsubscribe link's origin. */
  clientUrlOf: (tenantId: string) => string;
  /** Default: `createMailTransport()` (SMTP_URL, else the built-in mailbox), closed on `stop`. */
  transport?: Transport;
  /** Milliseconds between turns (default `MAIL_POLL_MS`, else 1000); 0: no turns of its own, only `runOnce`. */
  pollMs?: number;
  /** Messages per minute per tenant (default `MAIL_RATE_PER_MINUTE`, else MAIL_LIMITS.ratePerMinute). */
  ratePerMinute?: number;
  /** Plans the tenant's scheduled messages, in its own transaction, before the turn claims its due rows
   *  (areas/emailSeries/planner.ts). */
  plan?: (tx: Tx, tenantId: string) => Promise<unknown>;
  /** Renders a claimed `compose` row with the values of the moment and checks it is still owed
   *  (areas/emailSeries/compose.ts). */
  compose?: (tx: Tx, row: LedgerRow, clientUrl: string) => Promise<ComposeOutcome>;
}

export interface Delivery {
  /** Ends the turns, waits for the current one and closes the transport it made. */
  stop(): Promise<void>;
  /** One turn over every tenant; answers the messages sent. */
  runOnce(): Promise<number>;
}

/** A claimed row's send is not started with less lease than this left: a send takes at most the transport's timeouts
 *  (transport.ts), and must end before the lease does, or another worker could send the row again. */
const LEASE_MARGIN_MS = 60_000;

/** A whole number from the environment, else `fallback`; anything else stops the start with the variable's name. */
function wholeNumberFromEnv(name: string, fallback: number): number {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
  return Number(value);
}

/**
 * The delivery worker (README "E-mail delivery"). The ledger is the queue: each turn, for each tenant, it gives back the
 * rows of workers that died (lease run out), marks `missed` the rows past their `send_before`, and claims the due rows
 * (`for update skip locked`: two workers never claim one row) within the tenant's rate budget, in one short
 * transaction. It then sends each row outside any transaction and marks it in its own: sent, retried later (a
 * temporary error), or failed (a permanent refusal: the address is suppressed as bounced).
 */
export function startDelivery(options: DeliveryOptions): Delivery {
  const { db, clientUrlOf } = options;
  const transport = options.transport ?? createMailTransport();
  const pollMs = options.pollMs ?? wholeNumberFromEnv('MAIL_POLL_MS', 1000);
  const ratePerMinute = options.ratePerMinute ?? wholeNumberFromEnv('MAIL_RATE_PER_MINUTE', L.ratePerMinute);

  async function claim(tx: Tx): Promise<LedgerRow[]> {
    await tx.query(sql`update email_outbox set claimed_until = null, last_error = 'The worker sending it stopped',
        status = case when attempts >= ${L.maxAttempts} then 'failed' else 'queued' end
      where status = 'sending' and claimed_until < now()`);
    await tx.query(sql`update email_outbox set status = 'missed' where status = 'queued' and send_before < now()`);
    // One worker at a time counts and claims a tenant's budget (held to the end of this transaction): two that counted
    // together took the whole budget each (the bench's scenario 13 saw 3,017 sent in a minute of 3,000).
    await tx.query(sql`select pg_advisory_xact_lock(hashtext('email_outbox_claim'), hashtext(current_setting('app.tenant_id')))`);
    // Rows other workers are sending count against the budget as the ones sent within the minute do (two counts, each
    // on its index: one condition with \`or\` read every row the tenant was ever sent).
    const { used } = only(
      await tx.query<{ used: number }>(sql`select (select count(*) from email_outbox where sent_at > now() - interval '1 minute')::int
        + (select count(*) from email_outbox where status = 'sending')::int as used`),
    );
    const budget = Math.min(L.batch, ratePerMinute - used);
    if (budget <= 0) return [];
    return tx.query<LedgerRow>(sql`with due as (
        select id from email_outbox where status = 'queued' and send_after <= now()
          -- A scheduled message of an event the planner has still to look at waits for it (its cause changed).
          and not (compose and exists (select 1 from email_plan_requests p where p.event_id = email_outbox.event_id))
        order by send_after, id limit ${budget} for update skip locked)
      update email_outbox o set status = 'sending', attempts = o.attempts + 1,
        claimed_until = now() + make_interval(secs => ${L.leaseSeconds})
      from due where o.id = due.id
      returning o.id, o.tenant_id, o.to_email, o.cc, o.subject, o.body, o.html, o.unsubscribable, o.unsubscribe_token,
        o.attempts, o.ical, o.kind, o.compose, o.email_template_id, o.event_id, o.attendance_id, o.from_address, o.speaker_id,
        o.speaker_training_id, o.variables, o.dedupe_key`);
  }

  /** Composes a claimed `compose` row in `tx` and writes its message to it (a retry sends the same words); null when it
   *  is not sent after all: no longer owed (cancelled), or its address is suppressed. */
  async function composed(tx: Tx, row: LedgerRow, clientUrl: string): Promise<LedgerRow | null> {
    const mine = sql`id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`;
    const outcome = await options.compose!(tx, row, clientUrl);
    if ('cancel' in outcome) {
      await tx.query(sql`update email_outbox set status = 'cancelled', claimed_until = null, last_error = ${outcome.cancel} where ${mine}`);
      return null;
    }
    const [suppression] = await tx.query<{ reason: SuppressionReason }>(
      sql`select reason from email_suppressions where email = lower(${outcome.to})`,
    );
    if (suppression && suppresses(suppression.reason, row.unsubscribable)) {
      await tx.query(sql`update email_outbox set status = 'suppressed', claimed_until = null, to_email = ${outcome.to},
        last_error = ${suppressedBecause(suppression.reason)} where ${mine}`);
      return null;
    }
    const ical: StoredCalendarEvent | null = outcome.ical
      ? { ...outcome.ical, start: outcome.ical.start.toISOString(), end: outcome.ical.end.toISOString() }
      : null;
    await tx.query(sql`update email_outbox set to_email = ${outcome.to}, subject = ${outcome.subject}, body = ${outcome.text},
        html = ${outcome.html}, ical = ${ical === null ? null : JSON.stringify(ical)}::jsonb, from_address = ${outcome.from},
        compose = false
      where ${mine}`);
    return {
      ...row,
      to_email: outcome.to,
      subject: outcome.subject,
      body: outcome.text,
      html: outcome.html,
      ical,
      from_address: outcome.from,
      compose: false,
    };
  }

  /** Marks a sent row: also one a slow send let another worker take back, so that it is not sent a second time. */
  const markSent = (tx: Tx, row: LedgerRow, raw: string | null) =>
    tx.query(sql`update email_outbox set status = 'sent', sent_at = now(), transport = ${transport.name}, raw = ${raw},
      claimed_until = null, last_error = null where id = ${row.id} and status in ('sending', 'queued')`);

  /** Marks a refused row, if it is still this claim's (its attempts count is the claim's). */
  async function markRefused(tx: Tx, row: LedgerRow, error: NodemailerError) {
    const code = error.responseCode;
    const reason = `${code ?? error.code ?? 'Error'}: ${(error.response ?? error.message).slice(0, 500)}`;
    const mine = sql`id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`;
    // A permanent refusal of the message or the address (5xx, but 503 a bad command sequence); a refused sign-in
    // (EAUTH) is the operator's to fix, retried as a temporary error.
    if (code !== undefined && code >= 500 && code !== 503 && error.code !== 'EAUTH') {
      await tx.query(sql`update email_outbox set status = 'failed', claimed_until = null, last_error = ${reason} where ${mine}`);
      await suppressAddress(tx, row.tenant_id, row.to_email, 'bounced');
      return;
    }
    const delay = L.retryDelaysSeconds[Math.min(row.attempts, L.retryDelaysSeconds.length) - 1] ?? 0;
    await tx.query(sql`update email_outbox set claimed_until = null, last_error = ${reason},
        status = case when attempts >= ${L.maxAttempts} then 'failed' else 'queued' end,
        send_after = now() + make_interval(secs => ${delay})
      where ${mine}`);
  }

  /** Gives back claimed rows this turn will not send in time (their attempt does not count). */
  const release = (tx: Tx, rows: LedgerRow[]) =>
    Promise.all(
      rows.map((row) =>
        tx.query(sql`update email_outbox set status = 'queued', claimed_until = null, attempts = attempts - 1
          where id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`),
      ),
    );

  async function deliverTenant(tenantId: string): Promise<number> {
    if (options.plan) await db.withTenant(tenantId, (tx) => options.plan!(tx, tenantId));
    const claimedAt = Date.now();
    const rows = await db.withTenant(tenantId, claim);
    const clientUrl = clientUrlOf(tenantId);
    let sent = 0;
    for (const [index, row] of rows.entries()) {
      if (Date.now() - claimedAt > L.leaseSeconds * 1000 - LEASE_MARGIN_MS) {
        await db.withTenant(tenantId, (tx) => release(tx, rows.slice(index)));
        break;
      }
      try {
        const ready = row.compose && options.compose ? await db.withTenant(tenantId, (tx) => composed(tx, row, clientUrl)) : row;
        if (!ready) continue;
        const { raw } = await transport.send(messageOf(ready, clientUrl));
        await db.withTenant(tenantId, (tx) => markSent(tx, ready, raw));
        sent += 1;
      } catch (error) {
        await db.withTenant(tenantId, (tx) => markRefused(tx, row, error as NodemailerError));
      }
    }
    return sent;
  }

  async function runOnce(): Promise<number> {
    const tenants = await db.asOwner((tx) => tx.query<{ id: string }>(sql`select id from tenants order by id`));
    let sent = 0;
    for (const { id } of tenants) sent += await deliverTenant(id);
    return sent;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let turn: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped || pollMs <= 0) return;
    timer = setTimeout(() => {
      // A failed turn (the database away) is reported and the next one tries again.
      turn = runOnce()
        .catch((error: Error) => process.emitWarning(`E-mail delivery turn failed: ${error.message}`))
        .finally(schedule);
    }, pollMs);
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await turn;
      if (!options.transport) transport.close();
    },
  };
}
