/**
 * Builders and fast-check generators of question templates shared by the engine and contract tests: a generated
 * template is one the contract accepts (rules name earlier questions with their type's comparators and values
 * they can hold; skip logic names single-select answers and later questions), with answers of every shape.
 */
import fc from 'fast-check';
import {
  COMPARATORS,
  ORDER_STEP,
  QUESTION_TYPES,
  RATING_SCALES,
  comparatorsFor,
  isRatingType,
  isSelectType,
  type AnswerValue,
  type Answers,
  type ChoiceDef,
  type ComparatorId,
  type Condition,
  type ConditionGroup,
  type QuestionDef,
  type QuestionType,
  type SelectAnswer,
  type SkipLogicDef,
} from '../contract.ts';
import { toRuleNodes, type RuleTree } from '../engine.ts';

/** Choices `<question ref>-<text>` with the given texts; a text ending in '*' is an open-field choice. */
export const choices = (questionRef: string, ...texts: string[]): ChoiceDef[] =>
  texts.map((text, i) => {
    const open = text.endsWith('*');
    const plain = open ? text.slice(0, -1) : text;
    return { ref: `${questionRef}-${plain}`, text: plain, openField: open, order: i * ORDER_STEP };
  });

/** A question in position `position` of its template (order = position × 10), shown and optional unless told. */
export const question = (ref: string, type: QuestionType, position: number, extra: Partial<QuestionDef> = {}): QuestionDef => ({
  ref,
  text: `Question ${ref}`,
  type,
  order: position * ORDER_STEP,
  required: false,
  visible: true,
  choices: isSelectType(type) ? choices(ref, 'A', 'B', 'C') : [],
  rules: [],
  ...extra,
});

export const rules = (tree: RuleTree) => toRuleNodes(tree);
export const cond = (questionRef: string, comparatorId: Condition['comparatorId'], value: string | null = null): Condition => ({
  questionRef,
  comparatorId,
  value,
});
export const and = (...conditions: Array<Condition | ConditionGroup>): ConditionGroup => ({ operator: 'AND', conditions });
export const or = (...conditions: Array<Condition | ConditionGroup>): ConditionGroup => ({ operator: 'OR', conditions });
export const pick = (...choiceRefs: string[]) => ({ choiceRefs });

/** Any rule tree (refs, comparators and values unconstrained): for the wire form round trip. */
export const anyTree: fc.Arbitrary<ConditionGroup> = fc.letrec<{ group: ConditionGroup; item: Condition | ConditionGroup }>((tie) => ({
  group: fc.record({ operator: fc.constantFrom('AND' as const, 'OR' as const), conditions: fc.array(tie('item'), { maxLength: 4 }) }),
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      questionRef: fc.string({ minLength: 1, maxLength: 5 }),
      comparatorId: fc.constantFrom(...(Object.keys(COMPARATORS) as Condition['comparatorId'][])),
      value: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
    }),
    tie('group'),
  ),
})).group;

const TEXTS = ['', 'a', 'ab', 'abc', 'A1', '12', ' b ', 'abcdef'];

/** A value a condition on `target` may compare with (what the builder offers for its type). */
const conditionValue = (g: fc.GeneratorValue, target: QuestionDef): string => {
  if (isRatingType(target.type)) return String(g(fc.integer, { min: 1, max: RATING_SCALES[target.type] }));
  if (isSelectType(target.type)) return g(fc.constantFrom, ...target.choices.map((choice) => choice.text));
  if (target.type === 'checkbox') return g(fc.constantFrom, 'true', 'false');
  return g(fc.constantFrom, ...TEXTS.filter(Boolean));
};

const groupOver = (g: fc.GeneratorValue, earlier: QuestionDef[], depth: number): ConditionGroup => {
  const count = g(fc.integer, { min: 0, max: 3 });
  const conditions: Array<Condition | ConditionGroup> = [];
  for (let i = 0; i < count; i++) {
    if (depth < 2 && g(fc.boolean)) conditions.push(groupOver(g, earlier, depth + 1));
    else {
      const target: QuestionDef = g(fc.constantFrom, ...earlier);
      const comparatorId: ComparatorId = g(fc.constantFrom, ...comparatorsFor(target.type));
      conditions.push(cond(target.ref, comparatorId, COMPARATORS[comparatorId].inputs ? conditionValue(g, target) : null));
    }
  }
  return { operator: g(fc.constantFrom, 'AND' as const, 'OR' as const), conditions };
};

export interface Template {
  questions: QuestionDef[];
  skipLogic: SkipLogicDef[];
}

/** A template the contract accepts: 1–7 questions of any type (single selects more often, for skip logic), rules over
 *  earlier questions, skip logic. */
export const anyTemplate: fc.Arbitrary<Template> = fc.gen().map((g) => {
  const count = g(fc.integer, { min: 1, max: 7 });
  const questions: QuestionDef[] = [];
  for (let i = 0; i < count; i++) {
    const type: QuestionType = g(fc.constantFrom, ...QUESTION_TYPES, 'single-select', 'single-select');
    const ref = `q${i}`;
    const q = question(ref, type, i, {
      required: g(fc.boolean),
      visible: g(fc.nat, 4) > 0,
      choices: isSelectType(type) ? choices(ref, 'Yes', 'No', 'Other*') : [],
    });
    if (type === 'free-text') {
      q.minLength = g(fc.constantFrom, null, 0, 2);
      q.maxLength = g(fc.constantFrom, null, 0, 4);
      q.allowedCharactersRegex = g(fc.constantFrom, null, '^[A-Za-z]*$', '^[0-9]*$');
    }
    const earlier = questions.slice();
    if (earlier.length > 0) {
      const tree: RuleTree = {};
      if (g(fc.boolean)) tree.required = groupOver(g, earlier, 0);
      if (g(fc.boolean)) tree.visible = groupOver(g, earlier, 0);
      q.rules = toRuleNodes(tree);
    }
    questions.push(q);
  }
  const skipLogic: SkipLogicDef[] = [];
  questions.forEach((q, i) => {
    if (q.type !== 'single-select') return;
    for (const choice of q.choices)
      if (g(fc.boolean))
        skipLogic.push({
          order: skipLogic.length * ORDER_STEP,
          questionRef: q.ref,
          choiceRef: choice.ref,
          nextQuestionRef: i + 2 < count && g(fc.nat, 3) > 0 ? `q${g(fc.integer, { min: i + 2, max: count - 1 })}` : null,
        });
  });
  return { questions, skipLogic };
});

/** An answer of the right shape for the question (or none). */
export const validShapeAnswer = (q: QuestionDef): fc.Arbitrary<AnswerValue | null> => {
  const none = fc.constant(null);
  if (q.type === 'checkbox') return fc.oneof(none, fc.boolean());
  if (q.type === 'free-text') return fc.oneof(none, fc.constantFrom(...TEXTS));
  if (isRatingType(q.type)) return fc.oneof(none, fc.integer({ min: 1, max: RATING_SCALES[q.type] }));
  const refs = q.choices.map((choice) => choice.ref);
  const chosen = q.type === 'single-select' ? fc.constantFrom(...refs).map((ref) => [ref]) : fc.subarray(refs);
  const withOpenText = (choiceRefs: string[]): SelectAnswer => {
    const open = choiceRefs.filter((ref) => ref.endsWith('-Other'));
    return open.length ? { choiceRefs, openText: Object.fromEntries(open.map((ref) => [ref, 'typed'])) } : { choiceRefs };
  };
  return fc.oneof<[fc.Arbitrary<null>, ...fc.Arbitrary<SelectAnswer>[]]>(
    none,
    fc.constant({ choiceRefs: [] }),
    chosen.map(withOpenText),
    chosen.map((choiceRefs) => ({ choiceRefs })),
  );
};

/** Answers of the right shape to any of the questions. */
export const validShapeAnswers = (questions: QuestionDef[]): fc.Arbitrary<Answers> =>
  fc.record(Object.fromEntries(questions.map((q) => [q.ref, validShapeAnswer(q)])));

/** Answers of any shape, to the questions and to refs that name none. */
export const anyAnswers = (questions: QuestionDef[]): fc.Arbitrary<Answers> =>
  fc
    .tuple(
      validShapeAnswers(questions),
      fc.dictionary(
        fc.constantFrom(...questions.map((q) => q.ref), 'unknown'),
        fc.oneof(
          fc.boolean(),
          fc.string({ maxLength: 3 }),
          fc.integer({ min: -1, max: 12 }),
          fc.record({ choiceRefs: fc.array(fc.string({ maxLength: 4 })) }),
        ),
        { maxKeys: 3 },
      ),
    )
    .map(([valid, noise]) => ({ ...valid, ...noise }) as Answers);
