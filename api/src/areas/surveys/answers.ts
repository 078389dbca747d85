import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { LANGUAGES } from '../questions/contract.ts';
import { skipLogicEntry, storedQuestion } from '../questions/answers.ts';

/** What the survey template and survey response routes answer: the REST contract's answer half
 *  (platform/http/answer.ts). */

/** A row of `GET /survey-templates` (the event form's picker and the Survey Templates list). */
export const surveyTemplateListRow = z.object({
  id: z.number().int(),
  name: z.string(),
  jobNumber: z.string().nullable(),
  language: z.enum(LANGUAGES),
  isAnonymous: z.boolean(),
  isEvaluation: z.boolean(),
  questionsCount: z.number().int(),
});
export const surveyTemplatePage = pageOf(surveyTemplateListRow);

/** A template's skip logic in order (`GET /survey-templates/conditional-orders`). */
export const skipLogicList = z.array(skipLogicEntry);

/** One template with its questions and skip logic (`GET /survey-templates/:id`, the answer of POST and PUT). */
export const surveyTemplate = surveyTemplateListRow.extend({
  isiText: z.string().nullable(),
  logo: z.string().nullable(),
  consentText: z.string().nullable(),
  privacyPolicyLink: z.string().nullable(),
  questions: z.array(storedQuestion),
  skipLogic: skipLogicList,
});

export type SurveyTemplateListRow = Json<typeof surveyTemplateListRow>;
export type SurveyTemplate = Json<typeof surveyTemplate>;

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
export type { surveyTemplateBody } from './surveys.ts';
export type { periodFilter } from './period.ts';

/** The response list's filters, for the BFF's request type (`z.input`). */
export type { responseFilters } from './responses.ts';
