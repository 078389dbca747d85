// GraphQL enum value → REST value of the questions of survey and registration templates (the `enumValues` pattern of
// platform/enumValues.ts, kept beside the area that owns these enums; codegen.ts and the area's enum resolvers read
// this object).

type ValueOf<T> = T[keyof T];

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

export type QuestionTypeValue = ValueOf<typeof QuestionTypeValues>;
export type ComparatorValue = ValueOf<typeof ComparatorValues>;
export type LogicOperatorValue = ValueOf<typeof LogicOperatorValues>;
export type RuleFieldValue = ValueOf<typeof RuleFieldValues>;
export type RegistrationFormTypeValue = ValueOf<typeof RegistrationFormTypeValues>;

/** The area's GraphQL enums with their REST values (`codegen.ts` and the enum resolvers of the questions area). */
export const questionEnumValues = {
  QuestionType: QuestionTypeValues,
  Comparator: ComparatorValues,
  LogicOperator: LogicOperatorValues,
  RuleField: RuleFieldValues,
  RegistrationFormType: RegistrationFormTypeValues,
} as const;
