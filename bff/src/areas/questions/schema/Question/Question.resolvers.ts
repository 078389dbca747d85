import type {
  ComparatorInfoResolvers,
  QueryResolvers,
  QuestionChoiceResolvers,
  QuestionResolvers,
  QuestionTypeInfoResolvers,
  RuleNodeResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import { globalId } from '../../../../platform/schema/globalId.ts';

/** `questionTypes` and `questionPresets`: `GET questions/types` and `GET questions/presets`, one call each. */
export const questionQueries: Pick<QueryResolvers, 'questionTypes' | 'questionPresets'> = {
  questionTypes: (_parent, _args, ctx) => ctx.upstream.questions.types(),
  questionPresets: (_parent, _args, ctx) => ctx.upstream.questions.presets(),
};

/** A question as REST answers it; `choices` and `rules` hidden from the role answer empty lists. */
export const Question: QuestionResolvers = {
  id: (row) => globalId('Question', row.id),
  internalId: (row) => row.id,
  ref: (row) => row.ref ?? String(row.id),
  choices: (row) => row.choices ?? [],
  rules: (row) => row.rules ?? [],
};

export const QuestionChoice: QuestionChoiceResolvers = {
  internalId: (row) => row.id,
  ref: (row) => row.ref ?? String(row.id),
};

export const RuleNode: RuleNodeResolvers = {
  comparator: (row) => row.comparatorId ?? null,
};

export const QuestionTypeInfo: QuestionTypeInfoResolvers = {
  type: (row) => row.id,
};

export const ComparatorInfo: ComparatorInfoResolvers = {
  comparator: (row) => row.id,
};
