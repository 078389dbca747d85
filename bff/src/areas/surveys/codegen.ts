import type { AreaCodegen } from '../../platform/area.ts';
import { surveyEnumValues } from './enumValues.ts';

/** Resolver types of the surveys area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    SurveyTemplate: './upstream/surveyTemplates.ts#SurveyTemplateDto',
    SurveyResponseSummary: './upstream/surveyTemplates.ts#SurveyResponseSummaryDto',
    SurveyResponse: './upstream/surveyTemplates.ts#SurveyResponseDto',
  },
  enumValues: { './enumValues.ts': surveyEnumValues },
};
