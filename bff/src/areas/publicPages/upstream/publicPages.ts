import type { z } from 'zod';
import type {
  PublicRegistrationPage,
  PublicSurvey,
  Registered,
  registerBody,
  SurveyResponseMade,
  surveyResponseBody,
} from '../../../../../api/src/areas/publicPages/answers.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** `GET public/surveys?eventId=&surveyTemplateId=`. */
export type PublicSurveyDto = PublicSurvey;

/** `GET public/registration/{shortName}?visitor=`. */
export type PublicRegistrationPageDto = PublicRegistrationPage;

/** `POST public/surveys/responses`, as the api's schema reads it. */
export type SurveyResponseBody = z.input<typeof surveyResponseBody>;

/** `POST public/registration/{shortName}`, as the api's schema reads it. */
export type RegistrationBody = z.input<typeof registerBody>;

/**
 * The public pages' REST calls (api/src/areas/publicPages): no sign-in, the tenant is the request's (the host's, as
 * `x-tenant-id`), and the browser's address goes along for the service's per-address and event throttle. Nothing
 * passes the field policy: these answers carry only what a public page shows, and a visitor has no role.
 */
export function createPublicPagesApi(http: UpstreamHttp) {
  return {
    survey: (eventId: string, surveyTemplateId: number) => http.get<PublicSurveyDto>('public/surveys', { eventId, surveyTemplateId }),
    submitSurvey: (body: SurveyResponseBody) => http.send<SurveyResponseMade>('POST', 'public/surveys/responses', body),
    registrationPage: (shortName: string, visitor: string | null | undefined) =>
      http.get<PublicRegistrationPageDto>(`public/registration/${encodeURIComponent(shortName)}`, visitor ? { visitor } : {}),
    register: (shortName: string, body: RegistrationBody) =>
      http.send<Registered>('POST', `public/registration/${encodeURIComponent(shortName)}`, body),
  };
}

export type PublicPagesApi = ReturnType<typeof createPublicPagesApi>;
