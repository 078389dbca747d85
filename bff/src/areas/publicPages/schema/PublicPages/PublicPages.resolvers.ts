import type { AnswerValue } from '../../../../../../api/src/areas/questions/contract.ts';
import type { AnswerInput, FieldError, MutationResolvers, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { graphQLError, hasErrorCode, nullIfNotFound } from '../../../../platform/errors.ts';

/** A short name that would leave the REST path it is put in (`..`, `.`) names no event. */
const isEventId = (eventId: string) => eventId.trim() !== '' && eventId !== '.' && eventId !== '..';

/**
 * `[AnswerInput!]!` as the engine's answers by question ref: each sets exactly the field of its question's type
 * (`bool`, `text`, `number`, or `choiceRefs` with `openTexts`). A list naming a question twice or an answer setting
 * no field or several is refused as a whole (BAD_USER_INPUT): the page never sends one.
 */
export function toAnswers(inputs: readonly AnswerInput[]): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const { questionRef, bool, text, number, choiceRefs, openTexts } of inputs) {
    if (questionRef in answers) throw graphQLError('BAD_USER_INPUT', `Question ${questionRef} is answered twice`);
    const set = [bool, text, number, choiceRefs].filter((value) => value !== null && value !== undefined);
    if (set.length !== 1 || (openTexts && !choiceRefs))
      throw graphQLError(
        'BAD_USER_INPUT',
        `The answer to question ${questionRef} must set exactly one of bool, text, number or choiceRefs`,
      );
    answers[questionRef] = choiceRefs
      ? { choiceRefs, ...(openTexts?.length ? { openText: Object.fromEntries(openTexts.map((open) => [open.choiceRef, open.text])) } : {}) }
      : (set[0] as boolean | string | number);
  }
  return answers;
}

/**
 * A refusal of the submitted fields (REST 400 with `fields`) as `fieldErrors`: an answer's path `<answersKey>.<ref>…`
 * by its question ref, the registration's own fields by name. Any other refusal (closed, throttled, not found) stays
 * an error. The attendee form's writes use it too (their answers are REST's `responses`).
 */
export async function fieldErrorsOf<T>(write: Promise<T>, answersKey = 'answers'): Promise<{ value: T } | { fieldErrors: FieldError[] }> {
  try {
    return { value: await write };
  } catch (error) {
    const fields = hasErrorCode(error, 'BAD_USER_INPUT')
      ? (error as { extensions: { fields?: Record<string, string> } }).extensions.fields
      : undefined;
    if (!fields) throw error;
    const byRef = new Map<string, string>();
    for (const [path, message] of Object.entries(fields)) {
      const [head, ref] = path.split('.');
      const questionRef = head === answersKey && ref ? ref : head!;
      if (!byRef.has(questionRef)) byRef.set(questionRef, message);
    }
    return { fieldErrors: [...byRef].map(([questionRef, message]) => ({ questionRef, message })) };
  }
}

/** `publicSurvey` and `publicRegistrationPage`: one REST call each; a page that does not exist in this tenant is null. */
export const publicPageQueries: Pick<QueryResolvers, 'publicSurvey' | 'publicRegistrationPage'> = {
  publicSurvey: async (_parent, { eventId, surveyTemplateId }, ctx) => {
    if (!isEventId(eventId) || surveyTemplateId < 1) return null;
    const survey = await nullIfNotFound(ctx.upstream.publicPages.survey(eventId, surveyTemplateId));
    return survey && { ...survey, template: { ...survey.template, internalId: survey.template.id } };
  },
  publicRegistrationPage: async (_parent, { eventId, visitor }, ctx) => {
    if (!isEventId(eventId)) return null;
    return nullIfNotFound(ctx.upstream.publicPages.registrationPage(eventId, visitor));
  },
};

/** `submitSurveyResponse` and `register`: one REST call each; refused answers come back as `fieldErrors`. */
export const publicPageMutations: Pick<MutationResolvers, 'submitSurveyResponse' | 'register'> = {
  submitSurveyResponse: async (_parent, { input }, ctx) => {
    const { answers, respondent, ...rest } = input;
    const result = await fieldErrorsOf(
      ctx.upstream.publicPages.submitSurvey({ ...rest, answers: toAnswers(answers), ...(respondent ? { respondent } : {}) }),
    );
    return 'fieldErrors' in result ? { ok: false, fieldErrors: result.fieldErrors } : { ok: true, fieldErrors: null };
  },
  register: async (_parent, { input }, ctx) => {
    const { eventId, answers, ...rest } = input;
    if (!isEventId(eventId)) throw graphQLError('NOT_FOUND', 'Registration page not found');
    const result = await fieldErrorsOf(ctx.upstream.publicPages.register(eventId, { ...rest, answers: toAnswers(answers) }));
    return 'fieldErrors' in result
      ? { ok: false, redirectUrl: null, fieldErrors: result.fieldErrors }
      : { ok: true, redirectUrl: result.value.redirectUrl, fieldErrors: null };
  },
};
