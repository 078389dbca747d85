import { sql } from 'drizzle-orm';
import { textArray, type Tx } from '../../platform/db/client.ts';
import type { SuppressionReason } from './contract.ts';
import { suppressedBecause, suppresses } from './suppressions.ts';

/** An iCal event attached to a message (text/calendar, METHOD:REQUEST; METHOD:CANCEL when `cancelled`). */
export interface MailCalendarEvent {
  /** Stable per event and recipient: a reschedule sends the same UID with a higher `sequence`. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  title: string;
  description: string;
  location?: string | null;
  cancelled?: boolean;
}

/** One message to send: written to the delivery ledger in the caller's transaction (the cause's). */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain-text body (always sent; the HTML's alternative). */
  text: string;
  /** The sanitized HTML body, when there is one. */
  html?: string | null;
  cc?: readonly string[];
  /** Unique per tenant: a second message with a key already in the ledger is not written (answer null). Built from the
   *  cause: `template:{templateId}:event:{eventId}:attendee:{attendeeId}`, `password-reset:{userId}:{tokenId}`… */
  key: string;
  /** What sent it: a template type (`registration-thank-you`…), or `password-setup`, `password-reset`,
   *  `attendee-resend`, `registration`, `manual:{type}`. */
  kind: string;
  /** The message carries a sign-in link (Sent mail does not show its body when it went out by SMTP). */
  secret?: boolean;
  /** A program message: carries RFC 8058 one-click unsubscribe headers, and is not sent to an unsubscribed address.
   *  Transactional ones (password links) are sent to an unsubscribed address, never to a bounced one. */
  unsubscribable?: boolean;
  emailTemplateId?: number | null;
  eventId?: number | null;
  /** The event attendance the message is about (an attendee's message). */
  attendanceId?: number | null;
  /** The row's one-click unsubscribe token, when the body was rendered with its link (`links.unsubscribe`); default a
   *  new random one. */
  unsubscribeToken?: string;
  /** The sender, `Name <address>` (the event's e-mail from address and name); default the tenant's (message.ts). */
  from?: string | null;
  /** Not before this time (default now). */
  sendAfter?: Date;
  /** Not after this time: found later, it is marked `missed` (a reminder that would come too late). */
  sendBefore?: Date | null;
  ical?: MailCalendarEvent | null;
}

/** The ledger's `ical` column: the event with its times as ISO text. */
export type StoredCalendarEvent = Omit<MailCalendarEvent, 'start' | 'end'> & { start: string; end: string };

/** Writes `mail` to the tenant's ledger (status `queued`, or `suppressed` for a suppressed address) in `tx`; null when
 *  its key is already there. */
export async function enqueueMail(tx: Tx, tenantId: string, mail: OutgoingMail): Promise<{ id: number } | null> {
  const unsubscribable = mail.unsubscribable ?? false;
  const [suppression] = await tx.query<{ reason: SuppressionReason }>(
    sql`select reason from email_suppressions where tenant_id = ${tenantId} and email = lower(${mail.to})`,
  );
  const suppressed = suppression !== undefined && suppresses(suppression.reason, unsubscribable);
  const ical: StoredCalendarEvent | null = mail.ical
    ? { ...mail.ical, start: mail.ical.start.toISOString(), end: mail.ical.end.toISOString() }
    : null;
  const [row] = await tx.query<{ id: number }>(sql`insert into email_outbox (tenant_id, dedupe_key, kind, to_email, cc, subject,
      body, html, status, last_error, send_after, send_before, secret, unsubscribable, email_template_id, event_id, ical, attendance_id, from_address,
      unsubscribe_token)
    values (${tenantId}, ${mail.key}, ${mail.kind}, ${mail.to}, ${textArray(mail.cc ?? [])}, ${mail.subject}, ${mail.text},
      ${mail.html ?? null}, ${suppressed ? 'suppressed' : 'queued'}, ${suppressed ? suppressedBecause(suppression.reason) : null},
      coalesce(${mail.sendAfter?.toISOString() ?? null}::timestamptz, now()), ${mail.sendBefore?.toISOString() ?? null}::timestamptz,
      ${mail.secret ?? false}, ${unsubscribable}, ${mail.emailTemplateId ?? null}, ${mail.eventId ?? null},
      ${ical === null ? null : JSON.stringify(ical)}::jsonb, ${mail.attendanceId ?? null}, ${mail.from ?? null},
      coalesce(${mail.unsubscribeToken ?? null}::uuid, gen_random_uuid()))
    on conflict (tenant_id, dedupe_key) do nothing returning id`);
  return row ?? null;
}
