import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../resources/upstream/resource.ts';

/** A row of the event form's lookup lists (survey templates, email series, registration templates). */
export interface NamedDto {
  id: number;
  name: string | null;
}

/** The lookup lists the event form and filters need. */
export function createLookupsApi(http: UpstreamHttp, policy: FieldPolicy) {
  const surveyTemplates = createResourceReader<NamedDto>(http, policy, 'survey-templates', 'survey_template');
  const emailSeries = createResourceReader<NamedDto>(http, policy, 'email-series', 'email_series');
  const registrationTemplates = createResourceReader<NamedDto>(http, policy, 'registration-templates', 'registration_template');
  return {
    listSurveyTemplates: surveyTemplates.list,
    surveyTemplateById: surveyTemplates.byId,
    listEmailSeries: emailSeries.list,
    emailSeriesById: emailSeries.byId,
    listRegistrationTemplates: registrationTemplates.list,
    registrationTemplateById: registrationTemplates.byId,
  };
}

export type LookupsApi = ReturnType<typeof createLookupsApi>;
