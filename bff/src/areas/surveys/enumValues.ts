// GraphQL enum value → REST value of the surveys section (the `enumValues` pattern of platform/enumValues.ts, kept
// beside the area that owns these enums; codegen.ts and the area's enum resolvers read this object). The template
// sort columns are shared with registration pages; the public pages' closed reasons and the attendee type too (the
// questions' own enums are areas/questions').

type ValueOf<T> = T[keyof T];

export const TemplateSortFieldValues = { NAME: 'name', QUESTIONS_COUNT: 'questionsCount' } as const;
export const SurveyResponseSortFieldValues = { SHORT_NAME: 'shortName', TITLE: 'title', RESPONSES_COUNT: 'responsesCount' } as const;
export const SurveyLanguageValues = { EN: 'en', ES: 'es' } as const;
export const PublicPageClosedValues = { CANCELLED: 'cancelled', DUE: 'due', CLOSED: 'closed', PAST: 'past' } as const;
export const AttendeeTypeValues = { HCP: 'hcp', PATIENT: 'patient', CAREGIVER: 'caregiver' } as const;

export type TemplateSortFieldValue = ValueOf<typeof TemplateSortFieldValues>;
export type SurveyResponseSortFieldValue = ValueOf<typeof SurveyResponseSortFieldValues>;
export type SurveyLanguageValue = ValueOf<typeof SurveyLanguageValues>;
export type PublicPageClosedValue = ValueOf<typeof PublicPageClosedValues>;
export type AttendeeTypeValue = ValueOf<typeof AttendeeTypeValues>;

/** The section's GraphQL enums with their REST values (`codegen.ts` and the enum resolvers of the surveys area). */
export const surveyEnumValues = {
  TemplateSortField: TemplateSortFieldValues,
  SurveyResponseSortField: SurveyResponseSortFieldValues,
  SurveyLanguage: SurveyLanguageValues,
  PublicPageClosed: PublicPageClosedValues,
  AttendeeType: AttendeeTypeValues,
} as const;
