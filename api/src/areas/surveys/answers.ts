import { z } from 'zod';
import { pageOf, type Json } from '../../platform/http/answer.ts';
import { LANGUAGES } from '../questions/contract.ts';
import { skipLogicEntry, storedQuestion } from '../questions/answers.ts';

/** What the survey template routes answer: the REST contract's answer half (platform/http/answer.ts). */

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

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { surveyTemplateBody } from './surveys.ts';
