import type { BffArea } from '../../platform/area.ts';
import { questionEnumValues } from './enumValues.ts';
import {
  ComparatorInfo,
  Question,
  QuestionChoice,
  questionQueries,
  QuestionTypeInfo,
  RuleNode,
} from './schema/Question/Question.resolvers.ts';
import { createQuestionsApi } from './upstream/questions.ts';

/** What survey and registration templates share: their questions' input and redaction. */
export { toQuestionDefs, toSkipLogicDefs } from './schema/Question/questionInput.ts';
export { redactTemplate } from './upstream/questions.ts';

/** Questions (spec 001 §7 "Surveys and questions"): the questions, choices, rules and skip logic of survey and
 *  registration templates, the question catalogue (types with their comparators, presets) and their enums. */
export const questionsArea = {
  name: 'questions',
  upstream: { questions: createQuestionsApi },
  query: { ...questionQueries },
  types: { ...questionEnumValues, Question, QuestionChoice, RuleNode, QuestionTypeInfo, ComparatorInfo },
} satisfies BffArea;
