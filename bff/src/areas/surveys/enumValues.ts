// GraphQL enum value → REST value of the questions, surveys and registration pages section (the
// `enumValues` pattern of platform/enumValues.ts, kept beside the areas that own these enums; codegen.ts
// and the areas' enum resolvers read this object).

type ValueOf<T> = T[keyof T];

export const TemplateSortFieldValues = { NAME: 'name', QUESTIONS_COUNT: 'questionsCount' } as const;
export const SurveyResponseSortFieldValues = { SHORT_NAME: 'shortName', TITLE: 'title', RESPONSES_COUNT: 'responsesCount' } as const;
export const SurveyLanguageValues = { EN: 'en', ES: 'es' } as const;
export const QuestionTypeValues = {
  CHECKBOX: 'checkbox',
  FREE_TEXT: 'free-text',
  SINGLE_SELECT: 'single-select',
  MULTI_SELECT: 'multi-select',
  RATING_5: 'rating-5',
  RATING_7: 'rating-7',
  RATING_10: 'rating-10',
} as const;
export const ComparatorValues = {
  EMPTY: 'empty',
  NOT_EMPTY: 'not-empty',
  EQUAL: 'equal',
  NOT_EQUAL: 'not-equal',
  CONTAIN: 'contain',
  IS_TRUE: 'is-true',
  IS_FALSE: 'is-false',
  LESS: 'less',
  GREATER: 'greater',
} as const;
export const LogicOperatorValues = { AND: 'AND', OR: 'OR' } as const;
export const RuleFieldValues = { REQUIRED: 'required', VISIBLE: 'visible' } as const;
export const RegistrationFormTypeValues = { OPT_IN: 'opt-in', EVENT_REGISTER: 'event-register' } as const;
export const PublicPageClosedValues = { CANCELLED: 'cancelled', DUE: 'due', CLOSED: 'closed', PAST: 'past' } as const;
export const AttendeeTypeValues = { HCP: 'hcp', PATIENT: 'patient', CAREGIVER: 'caregiver' } as const;

export type TemplateSortFieldValue = ValueOf<typeof TemplateSortFieldValues>;
export type SurveyResponseSortFieldValue = ValueOf<typeof SurveyResponseSortFieldValues>;
export type SurveyLanguageValue = ValueOf<typeof SurveyLanguageValues>;
export type QuestionTypeValue = ValueOf<typeof QuestionTypeValues>;
export type ComparatorValue = ValueOf<typeof ComparatorValues>;
export type LogicOperatorValue = ValueOf<typeof LogicOperatorValues>;
export type RuleFieldValue = ValueOf<typeof RuleFieldValues>;
export type RegistrationFormTypeValue = ValueOf<typeof RegistrationFormTypeValues>;
export type PublicPageClosedValue = ValueOf<typeof PublicPageClosedValues>;
export type AttendeeTypeValue = ValueOf<typeof AttendeeTypeValues>;

/** The section's GraphQL enums with their REST values (`codegen.ts` and the enum resolvers of the surveys area). */
export const questionEnumValues = {
  TemplateSortField: TemplateSortFieldValues,
  SurveyResponseSortField: SurveyResponseSortFieldValues,
  SurveyLanguage: SurveyLanguageValues,
  QuestionType: QuestionTypeValues,
  Comparator: ComparatorValues,
  LogicOperator: LogicOperatorValues,
  RuleField: RuleFieldValues,
  RegistrationFormType: RegistrationFormTypeValues,
  PublicPageClosed: PublicPageClosedValues,
  AttendeeType: AttendeeTypeValues,
} as const;
