import type { EmailSeries } from '../../../../../api/src/areas/lookups/answers.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

/** A row of the event form's lookup lists (email series): the api's answer schema. */
export type NamedDto = EmailSeries;

/** The lookup lists the event form and filters need. */
export function createLookupsApi(http: UpstreamHttp, policy: FieldPolicy) {
  const emailSeries = createResourceReader<NamedDto>(http, policy, 'email-series', 'email_series');
  return {
    listEmailSeries: emailSeries.list,
    emailSeriesById: emailSeries.byId,
  };
}

export type LookupsApi = ReturnType<typeof createLookupsApi>;
