import type { SendMailOptions } from 'nodemailer';
import type { RowOf } from '../../platform/db/client.ts';
import type { emailOutbox } from '../../platform/db/tables.ts';
import { calendarText } from './calendar.ts';
import type { StoredCalendarEvent } from './outbox.ts';

/** What the worker reads of a claimed ledger row to build its message. */
export type LedgerRow = Pick<
  RowOf<typeof emailOutbox>,
  | 'id'
  | 'tenant_id'
  | 'to_email'
  | 'cc'
  | 'subject'
  | 'body'
  | 'html'
  | 'unsubscribable'
  | 'unsubscribe_token'
  | 'attempts'
  | 'kind'
  | 'compose'
  | 'email_template_id'
  | 'event_id'
  | 'attendance_id'
  | 'from_address'
  | 'speaker_id'
  | 'speaker_training_id'
  | 'variables'
  | 'dedupe_key'
> & { ical: StoredCalendarEvent | null };

/** The sender: `MAIL_FROM` (`Acme Events <events@acme.example>`), else the tenant's own no-reply address. */
export const senderOf = (tenantId: string) => process.env.MAIL_FROM?.trim() || `Hive <no-reply@${tenantId}.hive.local>`;

/** The bare address of `Name <address>` (or of a bare address). */
const addressOf = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;

/** A ledger row's one-click unsubscribe page (the BFF's `/unsubscribe/:token`): its header, and `links.unsubscribe`. */
export const unsubscribeUrl = (clientUrl: string, token: string) => `${clientUrl}/unsubscribe/${token}`;

/** `<ledger-{tenant}-{id}@hive>`: the same for every attempt of a row, so a receiver that got a message before the
 *  worker could mark it sent (a crash in between) drops the second copy. */
export const messageIdOf = (row: Pick<LedgerRow, 'tenant_id' | 'id'>) => `<ledger-${row.tenant_id}-${row.id}@hive>`;

/** The message of a ledger row: its sender (the event's, else the tenant's), plain text and HTML alternatives, cc, the
 *  RFC 8058 one-click unsubscribe headers of a program message, and its calendar event. */
export function messageOf(row: LedgerRow, clientUrl: string): SendMailOptions {
  const from = row.from_address ?? senderOf(row.tenant_id);
  return {
    from,
    to: row.to_email,
    ...(row.cc.length ? { cc: row.cc } : {}),
    subject: row.subject,
    messageId: messageIdOf(row),
    text: row.body,
    ...(row.html ? { html: row.html } : {}),
    ...(row.unsubscribable
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl(clientUrl, row.unsubscribe_token)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
    ...(row.ical
      ? {
          icalEvent: {
            method: row.ical.cancelled ? 'CANCEL' : 'REQUEST',
            filename: 'invite.ics',
            content: calendarText(row.ical, addressOf(from), row.to_email),
          },
        }
      : {}),
  };
}
