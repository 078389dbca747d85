import type { EmailSeries } from '../../../../../api/src/areas/emailSeries/answers.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

/** An email series as `email-series` answers it: the api's answer schema. */
export type EmailSeriesDto = EmailSeries;

/** The email series the event form and filters pick from. */
export function createEmailSeriesApi(http: UpstreamHttp, policy: FieldPolicy) {
  const emailSeries = createResourceReader<EmailSeriesDto>(http, policy, 'email-series', 'email_series');
  return { list: emailSeries.list, emailSeriesById: emailSeries.byId };
}

export type EmailSeriesApi = ReturnType<typeof createEmailSeriesApi>;
