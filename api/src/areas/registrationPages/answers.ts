import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { REGISTRATION_FORM_TYPES } from '../questions/contract.ts';
import { storedQuestion } from '../questions/answers.ts';

/** What the registration template and registration analytics routes answer: the REST contract's answer half
 *  (platform/http/answer.ts). No field of a registration template can be hidden. */

/** A row of `GET /registration-templates` (the event form's picker and the Registration Page Templates list). */
export const registrationTemplateListRow = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  branded: z.boolean(),
  marketingOptIn: z.boolean(),
  questionsCount: z.number().int(),
});
export const registrationTemplatePage = pageOf(registrationTemplateListRow);

/** One template with its questions (`GET /registration-templates/:id`, the answer of POST and PUT). */
export const registrationTemplate = registrationTemplateListRow.extend({
  isiText: z.string().nullable(),
  banner: z.string().nullable(),
  consentText: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  privacyPolicyLink: z.string().nullable(),
  brandColor1: z.string().nullable(),
  brandColor2: z.string(),
  questions: z.array(storedQuestion),
});

/** A template's questions of one registration form (null: questions given no form type). */
export const registrationForm = z.object({
  registrationFormType: z.enum(REGISTRATION_FORM_TYPES).nullable(),
  questions: z.array(storedQuestion),
});
export const registrationFormPage = pageOf(registrationForm);

export type RegistrationTemplateListRow = Json<typeof registrationTemplateListRow>;
export type RegistrationTemplate = Json<typeof registrationTemplate>;

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

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { registrationTemplateBody } from './registrationTemplates.ts';
