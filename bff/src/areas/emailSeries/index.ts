import type { BffArea } from '../../platform/area.ts';
import { emailEnumValues } from './enumValues.ts';
import { EmailSeries, emailSeriesQueries, fetchEmailSeries } from './schema/EmailSeries/EmailSeries.resolvers.ts';
import { emailSeriesMutations } from './schema/EmailSeries/EmailSeriesMutations.ts';
import {
  EmailTemplate,
  emailTemplateQueries,
  EmailTemplateType,
  fetchEmailTemplate,
} from './schema/EmailTemplate/EmailTemplate.resolvers.ts';
import { emailTemplateMutations } from './schema/EmailTemplate/EmailTemplateMutations.ts';
import { createEmailSeriesApi } from './upstream/emailSeries.ts';
import { createEmailTemplatesApi } from './upstream/emailTemplates.ts';

/** Email series and templates (spec 002 §2.11–2.12): the lists (the event form and filters read the series list too),
 *  one series with its templates, one template, their writes, and the editor's types, variables and preview. */
export const emailSeriesArea = {
  name: 'emailSeries',
  upstream: { emailSeries: createEmailSeriesApi, emailTemplates: createEmailTemplatesApi },
  query: { ...emailSeriesQueries, ...emailTemplateQueries },
  mutation: { ...emailSeriesMutations, ...emailTemplateMutations },
  types: { EmailSeries, EmailTemplate, EmailTemplateType, ...emailEnumValues },
  nodes: { EmailSeries: fetchEmailSeries, EmailTemplate: fetchEmailTemplate },
} satisfies BffArea;
