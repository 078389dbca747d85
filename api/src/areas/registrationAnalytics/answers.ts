import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';

/** What the registration analytics routes answer: the REST contract's answer half (platform/http/answer.ts). */

/** A row of the analytics dialog (spec 002 §3 registration analytics row): one event of the page. The event's fields
 *  are null when hidden from the caller's role. */
export const analyticsRow = z.object({
  pageName: z.string(),
  event: z.object({
    id: z.number().int(),
    shortName: z.string().nullable(),
    startTime: instant.nullable(),
    zone: z.string().nullable(),
  }),
  uniqueViews: z.number().int(),
  totalViews: z.number().int(),
  /** Views in the last 24 hours of the period. */
  totalViewsPulse: z.number().int(),
  registrationCount: z.number().int(),
  /** Registrations through the page in the last 24 hours of the period. */
  registrationPulse: z.number().int(),
});
export const analyticsPage = pageOf(analyticsRow);

/** An attendee's answer to a registration question (`GET /registration-templates/attendee-responses`). */
export const attendeeResponse = z.object({ id: z.number().int(), answer: z.string().nullable(), questionId: z.number().int() });

export type AnalyticsRow = Json<typeof analyticsRow>;
export type AttendeeResponse = Json<typeof attendeeResponse>;
