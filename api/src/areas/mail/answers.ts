import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { MAIL_STATUSES, MAIL_TRANSPORTS, type MailStatus } from './contract.ts';

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

/** A row of `GET /events/:eventId/email-delivery` (the event page's E-mail delivery card): `to` is null where the
 *  caller may not read the recipient's address (eventDelivery.ts); `templateName` null once the template is gone. */
export const eventDeliveryRow = z.object({
  id: z.number().int(),
  to: z.string().nullable(),
  kind: z.string(),
  templateName: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  sendAfter: instant,
  sentAt: instant.nullable(),
  lastError: z.string().nullable(),
  attendanceId: z.number().int().nullable(),
});
/** `GET /events/:eventId/email-delivery`: a page of the event's rows, and the count of each status over the whole event. */
export const eventDelivery = pageOf(eventDeliveryRow).extend({
  counts: z.object(Object.fromEntries(MAIL_STATUSES.map((status) => [status, z.number().int()])) as Record<MailStatus, z.ZodNumber>),
});

/** `GET /mail/sent/bodies`: a page of messages with their bodies (withheld as `GET /mail/sent/:id` withholds them). */
export const sentMailBodiesPage = pageOf(sentMail);

/** `POST /public/mail/unsubscribe`. */
export const unsubscribed = z.object({ success: z.literal(true), message: z.string() });

export type SentMailRow = Json<typeof sentMailRow>;
export type SentMail = Json<typeof sentMail>;
export type Unsubscribed = Json<typeof unsubscribed>;
export type EventDeliveryRow = Json<typeof eventDeliveryRow>;
export type EventDelivery = Json<typeof eventDelivery>;

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { sentMailBodiesQuery, sentMailQuery, unsubscribeBody } from './routes.ts';
export type { eventDeliveryQuery } from './eventDelivery.ts';
