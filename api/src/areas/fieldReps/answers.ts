import { z } from 'zod';
import { pageOf, type Json } from '../../platform/http/answer.ts';

/** What the field rep routes answer: the REST contract's answer half (platform/http/answer.ts). Fields the caller's
 *  role may have hidden (the area's `entityFields`) answer null. */

/** A field rep: an event's owner or main contact. */
export const fieldRep = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const fieldRepPage = pageOf(fieldRep);

export type FieldRep = Json<typeof fieldRep>;

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { fieldRepBody } from './fieldReps.ts';
