import type { emailPreview, emailTriggered } from '../../../../../api/src/areas/emailSeries/answers.ts';
import type { Json } from '../../../../../api/src/platform/http/answer.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** The query of `GET email-templates/email-preview` and `POST email-templates/trigger-email` (spec 002 §7): the
 *  template, and the internal ids of what its type needs. */
export interface EmailTriggerQuery {
  emailTemplateId?: number;
  /** An event attendance (`event_attendances.id`). */
  attendeeId?: number;
  eventId?: number;
  speakerId?: number;
  speakerTrainingId?: number;
  resetSpeakerUserPassword?: boolean;
  /** Custom recipients, comma-separated as the query takes them. */
  recipients?: string;
}

/** The query's parameters as strings, the ones not given left out. */
function searchParams(query: EmailTriggerQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

/** The manual trigger (spec 002 §2.13): the message a send would send now, and the send. */
export function createManualEmailsApi(http: UpstreamHttp) {
  return {
    preview: (query: EmailTriggerQuery) => http.get<Json<typeof emailPreview>>('email-templates/email-preview', searchParams(query)),
    // The REST call takes its input as the query, a POST with no body.
    trigger: (query: EmailTriggerQuery) =>
      http.send<Json<typeof emailTriggered>>('POST', `email-templates/trigger-email?${new URLSearchParams(searchParams(query))}`),
  };
}

export type ManualEmailsApi = ReturnType<typeof createManualEmailsApi>;
