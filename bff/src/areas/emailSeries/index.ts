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
import { emailTriggerMutations, emailTriggerQueries } from './schema/EmailTrigger/EmailTrigger.resolvers.ts';
import { createEmailSeriesApi } from './upstream/emailSeries.ts';
import { createEmailTemplatesApi } from './upstream/emailTemplates.ts';
import { createManualEmailsApi } from './upstream/manualEmails.ts';

/** Email series and templates (spec 002 §2.11–2.13): the lists (the event form and filters read the series list too),
 *  one series with its templates, one template, their writes, the editor's types, variables and preview, and the
 *  manual trigger (a template's message previewed and sent now). */
export const emailSeriesArea = {
  name: 'emailSeries',
  upstream: { emailSeries: createEmailSeriesApi, emailTemplates: createEmailTemplatesApi, manualEmails: createManualEmailsApi },
  query: { ...emailSeriesQueries, ...emailTemplateQueries, ...emailTriggerQueries },
  mutation: { ...emailSeriesMutations, ...emailTemplateMutations, ...emailTriggerMutations },
  types: { EmailSeries, EmailTemplate, EmailTemplateType, ...emailEnumValues },
  nodes: { EmailSeries: fetchEmailSeries, EmailTemplate: fetchEmailTemplate },
} satisfies BffArea;
