import { z } from 'zod';
import { pageOf, type Json } from '../../platform/http/answer.ts';

/** What the email series route answers: the REST contract's answer half (platform/http/answer.ts). */

/** An email series (no field of it can be hidden). */
export const emailSeries = z.object({ id: z.number().int(), name: z.string() });
export const emailSeriesPage = pageOf(emailSeries);

export type EmailSeries = Json<typeof emailSeries>;
