import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailTransport } from './contract.ts';

/** Where the worker hands a message: a real SMTP server, or the built-in mailbox. */
export interface Transport {
  name: MailTransport;
  /** Sends (or, for the mailbox, composes) the message: `raw` is the MIME text the mailbox keeps, null for SMTP. Rejects
   *  with nodemailer's error (`responseCode` for a refusal by the server). */
  send(message: SendMailOptions): Promise<{ raw: string | null }>;
  close(): void;
}

/** SMTP waits, each below the worker's lease (MAIL_LIMITS.leaseSeconds): a hung server fails the send (a temporary
 *  error, retried) before another worker may take the row again. nodemailer's defaults are minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 40_000 };

/**
 * `SMTP_URL` set (`smtp://user:pass@host:587`, `smtps://…:465`): a pooled SMTP transport (a few connections reused
 * across messages). Unset: the built-in mailbox, for development and demos: nodemailer composes the real MIME message
 * (headers, parts, calendar) and the ledger keeps it in `raw` instead of sending it anywhere.
 */
export function createMailTransport(smtpUrl = process.env.SMTP_URL?.trim()): Transport {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport({ url: smtpUrl, pool: true, ...SMTP_TIMEOUTS });
    return {
      name: 'smtp',
      send: async (message) => (await smtp.sendMail(message), { raw: null }),
      close: () => smtp.close(),
    };
  }
  const mailbox = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    name: 'mailbox',
    send: async (message) => ({ raw: ((await mailbox.sendMail(message)).message as Buffer).toString('utf8') }),
    close: () => mailbox.close(),
  };
}
