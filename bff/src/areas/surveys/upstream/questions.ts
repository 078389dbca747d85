import { redact, type FieldPolicy, type PolicyEntity } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, ListResult, UpstreamHttp } from '../../../platform/upstream/http.ts';
import type { ComparatorValue, LogicOperatorValue, QuestionTypeValue, RegistrationFormTypeValue, RuleFieldValue } from '../enumValues.ts';

/** A choice of a select question as REST answers it (`ref` = `String(id)`). */
export interface QuestionChoiceDto {
  id: number;
  ref: string;
  text: string;
  openField: boolean;
  order: number;
}

/** A node of a question's rule trees, the flat wire form of api/src/areas/questions/contract.ts. */
export interface RuleNodeDto {
  field: RuleFieldValue;
  id: string;
  parentId: string | null;
  operator?: LogicOperatorValue | null;
  questionRef?: string | null;
  comparatorId?: ComparatorValue | null;
  value?: string | null;
}

/** A question as REST answers it (`GET questions/{templateId}`, a template's `questions`, the public pages). */
export interface QuestionDto {
  id: number;
  ref: string;
  text: string | null;
  type: QuestionTypeValue | null;
  order: number | null;
  required: boolean | null;
  visible: boolean | null;
  info?: string | null;
  preNotes?: string | null;
  postNotes?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
  allowedCharactersRegex?: string | null;
  minLabel?: string | null;
  maxLabel?: string | null;
  presetId?: string | null;
  registrationFormType?: RegistrationFormTypeValue | null;
  choices: QuestionChoiceDto[] | null;
  rules: RuleNodeDto[] | null;
}

/** A skip logic block as REST answers it. */
export interface SkipLogicDto {
  id: number;
  ref: string;
  order: number;
  questionRef: string;
  choiceRef: string;
  nextQuestionRef: string | null;
}

/** A comparator of `GET questions/types`. */
export interface ComparatorDto {
  id: ComparatorValue;
  name: string;
  inputs: number;
}

/** A row of `GET questions/types`. */
export interface QuestionTypeDto {
  id: QuestionTypeValue;
  name: string;
  comparators: ComparatorDto[];
}

/** A row of `GET questions/presets`. */
export interface QuestionPresetDto {
  id: string;
  name: string;
  choices: string[];
}

/** Questions with the fields hidden from the caller's role (entity `question`) nulled. */
export const redactQuestions = (policy: FieldPolicy, questions: QuestionDto[] | null | undefined): Promise<QuestionDto[]> =>
  policy.apply('question', questions ?? []);

/** A template answered by a read by id, POST or PUT: its own fields and its questions' redacted. */
export async function redactTemplate<T extends { questions?: QuestionDto[] | null }>(
  policy: FieldPolicy,
  redactRow: (row: T) => Promise<T>,
  row: T,
): Promise<T> {
  const [template, questions] = await Promise.all([redactRow(row), row.questions && redactQuestions(policy, row.questions)]);
  return questions ? { ...template, questions } : template;
}

/**
 * One page of a REST list whose rows have no `id` of their own (response summaries, analytics rows), redacted
 * through `entity`; the hidden fields are fetched beside the page, and both calls settle before it answers.
 */
export async function redactedList<T extends object>(
  http: UpstreamHttp,
  policy: FieldPolicy,
  path: string,
  entity: PolicyEntity,
  params: ListParams,
): Promise<ListResult<T>> {
  const [page, hidden] = await Promise.allSettled([http.list<T>(path, params), policy.hiddenFor(entity)]);
  if (page.status === 'rejected') throw page.reason;
  if (hidden.status === 'rejected') throw hidden.reason;
  return { ...page.value, results: page.value.results.map((row) => redact(row, hidden.value)) };
}

/** The question catalogue: types with their comparators, and presets. */
export function createQuestionsApi(http: UpstreamHttp) {
  return {
    types: () => http.get<QuestionTypeDto[]>('questions/types'),
    presets: () => http.get<QuestionPresetDto[]>('questions/presets'),
  };
}

export type QuestionsApi = ReturnType<typeof createQuestionsApi>;
