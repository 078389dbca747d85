import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';

/** What the survey response routes answer: the REST contract's answer half (platform/http/answer.ts). */

/** A row of Survey Responses (spec 001 §3 survey response summary): one event and its responses' count; the event's
 *  short name and title are null when hidden from the caller's role. */
export const responseSummary = z.object({
  eventId: z.number().int(),
  shortName: z.string().nullable(),
  title: z.string().nullable(),
  responsesCount: z.number().int(),
});
export const responseSummaryPage = pageOf(responseSummary);

export type ResponseSummary = Json<typeof responseSummary>;

/** One survey response of an event as Survey Responses' View responses shows it: the same data as the event's rows of
 *  the XLSX export (respondent null for anonymous templates), each field null when hidden from the caller's role. */
export const eventResponse = z.object({
  responseId: z.number().int(),
  template: z.string().nullable(),
  submittedAt: instant.nullable(),
  respondent: z.string().nullable(),
  /** The answers in question order. */
  answers: z.array(z.object({ question: z.string().nullable(), answer: z.string().nullable() })),
});
export const eventResponsePage = pageOf(eventResponse);

export type EventResponse = Json<typeof eventResponse>;

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { periodFilter } from './period.ts';
