import type {
  Answers,
  ComparatorId,
  QuestionDef,
  RegistrationFormType,
  RuleField,
  SkipLogicDef,
} from '../../../api/src/areas/questions/contract.ts';
import { loadAllowedCharacters, type AllowedCharactersTest } from '../../../api/src/areas/questions/engine.ts';

/** A question as the public GraphQL operations answer it (schema.graphql `Question`; enum values in UPPER_SNAKE_CASE). */
export interface WireQuestion {
  ref: string;
  text: string | null;
  type: string | null;
  order: number | null;
  required: boolean | null;
  visible: boolean | null;
  info: string | null;
  preNotes: string | null;
  postNotes: string | null;
  minLength: number | null;
  maxLength: number | null;
  allowedCharactersRegex: string | null;
  minLabel: string | null;
  maxLabel: string | null;
  registrationFormType: string | null;
  choices: QuestionDef['choices'];
  rules: Array<{
    field: string;
    id: string;
    parentId: string | null;
    operator: 'AND' | 'OR' | null;
    questionRef: string | null;
    comparator: string | null;
    value: string | null;
  }>;
}

/** The GraphQL selection of a question, as `WireQuestion` reads it. */
export const QUESTION_FIELDS = `ref text type order required visible info preNotes postNotes minLength maxLength
      allowedCharactersRegex minLabel maxLabel registrationFormType
      choices { ref text openField order }
      rules { field id parentId operator questionRef comparator value }`;

export const SKIP_LOGIC_FIELDS = 'ref order questionRef choiceRef nextQuestionRef';

/** A refusal of one answer (by question ref) or of a registration field (by its name). */
export interface FieldError {
  questionRef: string;
  message: string;
}

/** A GraphQL enum value as the engine names it: `FREE_TEXT` → `free-text`, `RATING_5` → `rating-5`. */
const restValue = <T extends string>(value: string): T => value.toLowerCase().replaceAll('_', '-') as T;

/** The engine's question from the GraphQL one. */
function questionDef(question: WireQuestion): QuestionDef {
  return {
    ...question,
    text: question.text ?? '',
    type: restValue(question.type ?? 'FREE_TEXT'),
    order: question.order ?? 0,
    required: question.required ?? false,
    visible: question.visible ?? true,
    registrationFormType: question.registrationFormType ? restValue<RegistrationFormType>(question.registrationFormType) : null,
    rules: question.rules.map(({ comparator, field, ...node }) => ({
      ...node,
      field: restValue<RuleField>(field),
      comparatorId: comparator ? restValue<ComparatorId>(comparator) : null,
    })),
  };
}

export type WithQuestionDefs<T> = Omit<T, 'questions'> & { questions: QuestionDef[]; allows: AllowedCharactersTest | null };

/** A page's questions as the engine takes them, with the allowed-characters test they need: RE2 (re2js, a chunk of its
 *  own) is loaded with the page's data only when one of them has a pattern, so the page's first load never carries it. */
export async function withQuestionDefs<T extends { questions: WireQuestion[] }>(page: T | null): Promise<WithQuestionDefs<T> | null> {
  if (!page) return null;
  const questions = page.questions.map(questionDef);
  return { ...page, questions, allows: await loadAllowedCharacters(questions) };
}

/** schema.graphql `AnswerInput`: one answer in the field of its type. */
export interface AnswerInput {
  questionRef: string;
  bool?: boolean;
  text?: string;
  number?: number;
  choiceRefs?: string[];
  openTexts?: { choiceRef: string; text: string }[];
}

/** The engine's answers as `[AnswerInput!]!`. */
export function answerInputs(answers: Answers): AnswerInput[] {
  return Object.entries(answers).flatMap(([questionRef, value]): AnswerInput[] => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'boolean') return [{ questionRef, bool: value }];
    if (typeof value === 'string') return [{ questionRef, text: value }];
    if (typeof value === 'number') return [{ questionRef, number: value }];
    const openTexts = Object.entries(value.openText ?? {}).map(([choiceRef, text]) => ({ choiceRef, text }));
    return [{ questionRef, choiceRefs: value.choiceRefs, ...(openTexts.length > 0 ? { openTexts } : {}) }];
  });
}

/** Field errors as a map by ref or field name. */
export const errorsByRef = (errors: readonly FieldError[]): Record<string, string> =>
  Object.fromEntries(errors.map((error) => [error.questionRef, error.message]));

export type { SkipLogicDef };
