import type { Answers } from '../../../../../api/src/areas/questions/contract.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import type { AttendeeTypeValue, PublicPageClosedValue, SurveyLanguageValue } from '../../surveys/enumValues.ts';
import type { QuestionDto, SkipLogicDto } from '../../surveys/upstream/questions.ts';

/** The event as a public page shows it (REST `GET public/surveys`, `GET public/registration/{shortName}`). */
export interface PublicEventDto {
  shortName: string;
  title: string | null;
  startTime: string | null;
  endTime?: string | null;
  zone: string | null;
  location?: string | null;
}

/** `GET public/surveys?eventId=&surveyTemplateId=`. */
export interface PublicSurveyDto {
  event: PublicEventDto;
  template: {
    id: number;
    name: string | null;
    language: SurveyLanguageValue;
    isiText: string | null;
    logo: string | null;
    consentText: string | null;
    privacyPolicyLink: string | null;
    isAnonymous: boolean;
  };
  questions: QuestionDto[];
  skipLogic: SkipLogicDto[];
  closed: PublicPageClosedValue | null;
}

/** `GET public/registration/{shortName}?visitor=`. */
export interface PublicRegistrationPageDto {
  event: PublicEventDto;
  template: {
    name: string | null;
    banner: string | null;
    branded: boolean;
    brandColor1: string | null;
    brandColor2: string | null;
    isiText: string | null;
    consentText: string | null;
    privacyPolicyLink: string | null;
    redirectUrl: string | null;
    marketingOptIn: boolean;
  };
  questions: QuestionDto[];
  closed: PublicPageClosedValue | null;
}

/** `POST public/surveys/responses`. */
export interface SurveyResponseBody {
  eventId: string;
  surveyTemplateId: number;
  answers: Answers;
  respondent?: { firstName?: string | null; lastName?: string | null; email?: string | null } | null;
  website?: string | null;
}

/** `POST public/registration/{shortName}`. */
export interface RegistrationBody {
  firstName: string;
  lastName: string;
  email: string;
  type?: AttendeeTypeValue | null;
  marketingOptIn: boolean;
  answers: Answers;
  website?: string | null;
  visitor?: string | null;
}

/**
 * The public pages' REST calls (api/src/areas/publicPages): no sign-in, the tenant is the request's (the host's, as
 * `x-tenant-id`), and the browser's address goes along for the service's per-address and event throttle. Nothing
 * passes the field policy: these answers carry only what a public page shows, and a visitor has no role.
 */
export function createPublicPagesApi(http: UpstreamHttp) {
  return {
    survey: (eventId: string, surveyTemplateId: number) => http.get<PublicSurveyDto>('public/surveys', { eventId, surveyTemplateId }),
    submitSurvey: (body: SurveyResponseBody) => http.send<{ id: number | null }>('POST', 'public/surveys/responses', body),
    registrationPage: (shortName: string, visitor: string | null | undefined) =>
      http.get<PublicRegistrationPageDto>(`public/registration/${encodeURIComponent(shortName)}`, visitor ? { visitor } : {}),
    register: (shortName: string, body: RegistrationBody) =>
      http.send<{ redirectUrl: string | null }>('POST', `public/registration/${encodeURIComponent(shortName)}`, body),
  };
}

export type PublicPagesApi = ReturnType<typeof createPublicPagesApi>;
