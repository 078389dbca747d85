import type { BffArea } from '../../platform/area.ts';
import { surveyEnumValues } from './enumValues.ts';
import {
  fetchSurveyResponseSummary,
  SurveyResponseSummary,
  surveyResponseQueries,
} from './schema/SurveyResponseSummary/SurveyResponses.resolvers.ts';
import { fetchSurveyTemplate, SurveyTemplate, surveyTemplateQueries } from './schema/SurveyTemplate/SurveyTemplate.resolvers.ts';
import { surveyTemplateMutations } from './schema/SurveyTemplate/SurveyTemplateMutations.ts';
import { surveyTemplatesConnection } from './schema/SurveyTemplate/SurveyTemplatesConnection.ts';
import { createSurveyTemplatesApi } from './upstream/surveyTemplates.ts';

/** What registration pages share with surveys: the period filter. */
export { periodFilter } from './schema/SurveyResponseSummary/SurveyResponses.resolvers.ts';
export type { PeriodFilter } from './upstream/surveyTemplates.ts';
/** The attendee type, which the attendee form and the public registration page send too. */
export type { AttendeeTypeValue } from './enumValues.ts';

/** Surveys (spec 001 §2 Surveys): survey templates with their questions and skip logic (the questions are
 *  areas/questions') and the survey response summaries; the enums of the section (shared with registration pages). */
export const surveysArea = {
  name: 'surveys',
  upstream: { surveyTemplates: createSurveyTemplatesApi },
  query: { ...surveyTemplatesConnection, ...surveyTemplateQueries, ...surveyResponseQueries },
  mutation: { ...surveyTemplateMutations },
  types: { ...surveyEnumValues, SurveyTemplate, SurveyResponseSummary },
  nodes: { SurveyTemplate: fetchSurveyTemplate, SurveyResponseSummary: fetchSurveyResponseSummary },
} satisfies BffArea;
