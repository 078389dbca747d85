import { z } from 'zod';
import { pageOf, type Json } from '../../platform/http/answer.ts';

/** What the lookup routes answer: the REST contract's answer half (platform/http/answer.ts). Fields the caller's role
 *  may have hidden (the area's `entityFields`) answer null. */

/** A program topic. */
export const topic = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  description: z.string().nullable(),
});
export const topicPage = pageOf(topic);

/** An email series (no field of it can be hidden). */
export const emailSeries = z.object({ id: z.number().int(), name: z.string() });
export const emailSeriesPage = pageOf(emailSeries);

/** A field rep: an event's owner or main contact. */
export const fieldRep = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const fieldRepPage = pageOf(fieldRep);

export type Topic = Json<typeof topic>;
export type EmailSeries = Json<typeof emailSeries>;
export type FieldRep = Json<typeof fieldRep>;

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { fieldRepBody } from './lookups.ts';
