import type { AreaCodegen } from '../../platform/area.ts';
import { emailEnumValues } from './enumValues.ts';

/** Resolver types of the emailSeries area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    EmailSeries: './upstream/emailSeries.ts#EmailSeriesDto',
    EmailTemplate: './upstream/emailTemplates.ts#EmailTemplateDto',
    EmailTemplateType: './upstream/emailTemplates.ts#EmailTemplateTypeDto',
    EmailTemplateVariable: './upstream/emailTemplates.ts#EmailTemplateVariableDto',
  },
  enumValues: { './enumValues.ts': emailEnumValues },
};
