import type { QuestionDef, SkipLogicDef } from '../../../../../../api/src/areas/questions/contract.ts';
import type { QuestionInput, SkipLogicInput } from '../../../../__generated__/resolvers-types.ts';

/** The REST question list of a template write (api QuestionDef): a rule node's `comparator` is REST's `comparatorId`. */
export function toQuestionDefs(questions: readonly QuestionInput[]): QuestionDef[] {
  return questions.map(({ rules, ...question }) => ({
    ...question,
    rules: rules.map(({ comparator, ...node }) => ({ ...node, parentId: node.parentId ?? null, comparatorId: comparator ?? null })),
  }));
}

/** The REST skip logic list of a survey template write (none when the input leaves it out). */
export function toSkipLogicDefs(entries: readonly SkipLogicInput[] | null | undefined): SkipLogicDef[] {
  return (entries ?? []).map(({ ref, nextQuestionRef, ...entry }) => ({
    ...entry,
    ...(ref ? { ref } : {}),
    nextQuestionRef: nextQuestionRef ?? null,
  }));
}
