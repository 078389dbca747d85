import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { MAIL_STATUSES, MAIL_TRANSPORTS } from './contract.ts';

/** What the mail routes answer: the REST contract's answer half (platform/http/answer.ts). */

/** A row of `GET /mail/sent` (the Sent mail screen). */
export const sentMailRow = z.object({
  id: z.number().int(),
  to: z.string(),
  cc: z.array(z.string()),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  transport: z.enum(MAIL_TRANSPORTS).nullable(),
  createdAt: instant,
  sendAfter: instant,
  sentAt: instant.nullable(),
  lastError: z.string().nullable(),
  eventId: z.number().int().nullable(),
  emailTemplateId: z.number().int().nullable(),
  hasCalendar: z.boolean(),
});
export const sentMailPage = pageOf(sentMailRow);

/** `GET /mail/sent/:id`: the row with its bodies; a secret message that went out by SMTP has them withheld. */
export const sentMail = sentMailRow.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
  bodyWithheld: z.boolean(),
});

/** `POST /public/mail/unsubscribe`. */
export const unsubscribed = z.object({ success: z.literal(true), message: z.string() });

export type SentMailRow = Json<typeof sentMailRow>;
export type SentMail = Json<typeof sentMail>;
export type Unsubscribed = Json<typeof unsubscribed>;

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { sentMailQuery, unsubscribeBody } from './routes.ts';
