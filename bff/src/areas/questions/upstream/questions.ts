import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import type {
  Comparator,
  Question,
  QuestionChoice,
  QuestionPresetInfo,
  QuestionRuleNode,
  QuestionTypeInfo,
  SkipLogicEntry,
} from '../../../../../api/src/areas/questions/answers.ts';

/** A choice of a select question as REST answers it (`ref` = `String(id)`). */
export type QuestionChoiceDto = QuestionChoice;

/** A node of a question's rule trees, the flat wire form of api/src/areas/questions/contract.ts. */
export type RuleNodeDto = QuestionRuleNode;

/** A question as REST answers it (`GET questions/{templateId}`, a template's `questions`, the public pages): the
 *  contract's names, which every one of them carries. */
export type QuestionDto = Omit<Question, 'surveyTemplateId' | 'registrationTemplateId'>;

/** A skip logic block as REST answers it. */
export type SkipLogicDto = Omit<SkipLogicEntry, 'id'>;

/** A comparator of `GET questions/types`. */
export type ComparatorDto = Comparator;

/** A row of `GET questions/types`. */
export type QuestionTypeDto = QuestionTypeInfo;

/** A row of `GET questions/presets`. */
export type QuestionPresetDto = QuestionPresetInfo;

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

/** The question catalogue: types with their comparators, and presets. */
export function createQuestionsApi(http: UpstreamHttp) {
  return {
    types: () => http.get<QuestionTypeDto[]>('questions/types'),
    presets: () => http.get<QuestionPresetDto[]>('questions/presets'),
  };
}

export type QuestionsApi = ReturnType<typeof createQuestionsApi>;
