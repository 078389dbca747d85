import { z } from 'zod';
import { instant, type Json } from '../../platform/http/answer.ts';
import { LANGUAGES } from '../questions/contract.ts';
import { question, skipLogicEntry } from '../questions/answers.ts';

/** What the public pages answer: the REST contract's answer half (platform/http/answer.ts). A visitor has no role:
 *  nothing is hidden, and the answers carry only what a page shows. */

/** The event as the survey page shows it. */
export const publicEvent = z.object({ shortName: z.string(), title: z.string(), startTime: instant, zone: z.string() });

/** A question as a page shows it (no template ids). */
export const pageQuestion = question.omit({ surveyTemplateId: true, registrationTemplateId: true });

/** `GET /public/surveys`: the survey page; `closed` says why it takes no responses. */
export const publicSurvey = z.object({
  event: publicEvent,
  template: z.object({
    id: z.number().int(),
    name: z.string(),
    language: z.enum(LANGUAGES),
    isiText: z.string().nullable(),
    logo: z.string().nullable(),
    consentText: z.string().nullable(),
    privacyPolicyLink: z.string().nullable(),
    isAnonymous: z.boolean(),
  }),
  questions: z.array(pageQuestion),
  skipLogic: z.array(skipLogicEntry.omit({ id: true })),
  closed: z.enum(['cancelled', 'due']).nullable(),
});

/** `POST /public/surveys/responses`: the response's id (null for a bot's, which is not stored). */
export const surveyResponseMade = z.object({ id: z.number().int().nullable() });

/** `GET /public/registration/:shortName`: the registration page; `closed` says why it takes no registrations. */
export const publicRegistrationPage = z.object({
  event: publicEvent.extend({
    endTime: instant,
    /** Where it takes place as one line: 'Virtual', or the venue and address; null when not set. */
    location: z.string().nullable(),
  }),
  template: z.object({
    name: z.string(),
    banner: z.string().nullable(),
    branded: z.boolean(),
    brandColor1: z.string().nullable(),
    brandColor2: z.string(),
    isiText: z.string().nullable(),
    consentText: z.string().nullable(),
    privacyPolicyLink: z.string().nullable(),
    redirectUrl: z.string().nullable(),
    marketingOptIn: z.boolean(),
  }),
  questions: z.array(pageQuestion),
  closed: z.enum(['cancelled', 'closed', 'past']).nullable(),
});

/** `POST /public/registration/:shortName`: where the page sends the person next. */
export const registered = z.object({ redirectUrl: z.string().nullable() });

export type PublicSurvey = Json<typeof publicSurvey>;
export type SurveyResponseMade = Json<typeof surveyResponseMade>;
export type PublicRegistrationPage = Json<typeof publicRegistrationPage>;
export type Registered = Json<typeof registered>;

/** The request schemas, for the BFF's request types (`z.input`). */
export type { registerBody } from './registration.ts';
export type { surveyResponseBody } from './surveys.ts';
