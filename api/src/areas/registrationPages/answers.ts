import { z } from 'zod';
import { pageOf, type Json } from '../../platform/http/answer.ts';
import { REGISTRATION_FORM_TYPES } from '../questions/contract.ts';
import { storedQuestion } from '../questions/answers.ts';

/** What the registration template routes answer: the REST contract's answer half (platform/http/answer.ts). No field of
 *  a registration template can be hidden. */

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

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { registrationTemplateBody } from './registrationTemplates.ts';
