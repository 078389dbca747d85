import type { BffArea } from '../../platform/area.ts';
import { questionEnumValues } from './enumValues.ts';
import {
  ComparatorInfo,
  Question,
  QuestionChoice,
  questionQueries,
  QuestionTypeInfo,
  RuleNode,
} from './schema/Question/Question.resolvers.ts';
import {
  fetchSurveyResponseSummary,
  SurveyResponseSummary,
  surveyResponseQueries,
} from './schema/SurveyResponseSummary/SurveyResponses.resolvers.ts';
import { fetchSurveyTemplate, SurveyTemplate, surveyTemplateQueries } from './schema/SurveyTemplate/SurveyTemplate.resolvers.ts';
import { surveyTemplateMutations } from './schema/SurveyTemplate/SurveyTemplateMutations.ts';
import { surveyTemplatesConnection } from './schema/SurveyTemplate/SurveyTemplatesConnection.ts';
import { createQuestionsApi } from './upstream/questions.ts';
import { createSurveyTemplatesApi } from './upstream/surveyTemplates.ts';

/** What registration pages share with surveys: a template's questions (input, redaction) and the period filter. */
export { toQuestionDefs } from './schema/Question/questionInput.ts';
export { periodFilter } from './schema/SurveyResponseSummary/SurveyResponses.resolvers.ts';
export { redactedList, redactTemplate } from './upstream/questions.ts';
export type { PeriodFilter } from './upstream/surveyTemplates.ts';
/** The attendee type, which the attendee form and the public registration page send too. */
export type { AttendeeTypeValue } from './enumValues.ts';

/** Surveys (spec 001 §2 Surveys): survey templates with their questions and skip logic, the question catalogue and
 *  the survey response summaries; the enums of the questions section (shared with registration pages). */
export const surveysArea = {
  name: 'surveys',
  upstream: { questions: createQuestionsApi, surveyTemplates: createSurveyTemplatesApi },
  query: { ...surveyTemplatesConnection, ...surveyTemplateQueries, ...questionQueries, ...surveyResponseQueries },
  mutation: { ...surveyTemplateMutations },
  types: {
    ...questionEnumValues,
    SurveyTemplate,
    Question,
    QuestionChoice,
    RuleNode,
    QuestionTypeInfo,
    ComparatorInfo,
    SurveyResponseSummary,
  },
  nodes: { SurveyTemplate: fetchSurveyTemplate, SurveyResponseSummary: fetchSurveyResponseSummary },
} satisfies BffArea;
