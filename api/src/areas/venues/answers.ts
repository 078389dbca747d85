import { z } from 'zod';
import { pageOf, type Json } from '../../platform/http/answer.ts';

/** What the venue routes answer: the REST contract's answer half (platform/http/answer.ts). Fields the caller's role
 *  may have hidden answer null. */

/** A venue (capacity null: no limit). */
export const venue = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  capacity: z.number().int().nullable(),
});
export const venuePage = pageOf(venue);

export type Venue = Json<typeof venue>;

/** The write body's schema, for the BFF's request type (`z.input`). */
export type { venueBody } from './venues.ts';
