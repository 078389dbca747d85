import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  ALLOWED_CHARACTER_PRESETS,
  COMPARATORS,
  QUESTION_LIMITS,
  QUESTION_MESSAGES as M,
  QUESTION_PRESETS,
  comparatorsFor,
  questionInput,
  questionTypeCatalog,
  ruleNodes,
  skipLogicInput,
  templateQuestions,
  type QuestionDef,
  type RuleNode,
  type SkipLogicDef,
} from '../contract.ts';
import { and, choices, cond, or, question, rules } from './fixtures.ts';

// zod's English messages for its own checks ('Unrecognized key'), as in the api, where classic zod sets them.
z.config(z.locales.en());

/** The refusals as `path: message`, the way a form shows them under its fields. */
const issues = (input: unknown, min = 1) =>
  templateQuestions(min)
    .safeParse(input)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const base = () => [
  question('1', 'single-select', 0, { choices: choices('1', 'Yes', 'No') }),
  question('2', 'rating-5', 1),
  question('3', 'free-text', 2),
  question('new-1', 'multi-select', 3),
];
const withQuestion = (index: number, change: Partial<QuestionDef>) => ({
  questions: base().map((q, i) => (i === index ? { ...q, ...change } : q)),
});
const withSkip = (...skipLogic: Partial<SkipLogicDef>[]) => ({
  questions: base(),
  skipLogic: skipLogic.map((entry, i) => ({ order: i * 10, questionRef: '1', choiceRef: '1-Yes', nextQuestionRef: null, ...entry })),
});

describe('catalog', () => {
  it('types carry their labels and the comparators the spec allows per type', () => {
    expect(questionTypeCatalog().map(({ id, name, comparators }) => [id, name, comparators.map((c) => c.id).join(' ')])).toEqual([
      ['checkbox', 'Checkbox', 'is-true is-false empty not-empty'],
      ['free-text', 'Free Text', 'empty not-empty equal not-equal contain'],
      ['single-select', 'Single Select', 'empty not-empty equal not-equal'],
      ['multi-select', 'Multi Select', 'empty not-empty contain'],
      ['rating-5', 'Rating 5', 'empty not-empty equal not-equal less greater'],
      ['rating-7', 'Rating 7', 'empty not-empty equal not-equal less greater'],
      ['rating-10', 'Rating 10', 'empty not-empty equal not-equal less greater'],
    ]);
    expect(questionTypeCatalog()[0]?.comparators[0]).toEqual({ id: 'is-true', name: 'Is true', inputs: 0 });
    expect(Object.values(COMPARATORS).map((c) => `${c.name}/${c.inputs}`)).toEqual([
      'Empty/0',
      'Not empty/0',
      'Equal/1',
      'Not equal/1',
      'Contain/1',
      'Is true/0',
      'Is false/0',
      'Less/1',
      'Greater/1',
    ]);
  });

  it('presets are select answers; the allowed-character presets compile and mean what they say', () => {
    expect(QUESTION_PRESETS.find((preset) => preset.id === 'agreement-5')?.choices).toEqual([
      'Strongly disagree',
      'Disagree',
      'Neither agree nor disagree',
      'Agree',
      'Strongly agree',
    ]);
    const { digits, letters, alphanumeric } = ALLOWED_CHARACTER_PRESETS;
    expect(
      [digits, letters, alphanumeric].map(({ pattern }) => ['123', 'abC', 'a1', 'a 1'].filter((v) => new RegExp(pattern).test(v))),
    ).toEqual([['123'], ['abC'], ['123', 'abC', 'a1']]);
  });

  it('the schemas output the shared types', () => {
    expectTypeOf<z.output<typeof questionInput>>().toExtend<QuestionDef>();
    expectTypeOf<z.output<typeof ruleNodes>>().toExtend<RuleNode[]>();
    expectTypeOf<z.output<typeof skipLogicInput>>().toExtend<SkipLogicDef>();
  });
});

describe('templateQuestions: the spec 001 §5 texts, at the offending field', () => {
  it('accepts a valid template and fills the defaults', () => {
    const parsed = templateQuestions(1).parse({ questions: base() });
    expect(parsed.skipLogic).toEqual([]);
    expect(parsed.questions[2]).toMatchObject({ ref: '3', required: false, visible: true, info: null, choices: [], rules: [] });
  });

  it.each([
    ['question text', withQuestion(2, { text: '  ' }), ['questions.2.text: Question text cannot be empty']],
    ['question type', withQuestion(2, { type: '' as never }), ['questions.2.type: Please select a question type']],
    [
      'min label without max',
      withQuestion(1, { minLabel: 'Poor' }),
      ['questions.1.maxLabel: Please enter maximum label or clear minimum label'],
    ],
    [
      'max label without min',
      withQuestion(1, { maxLabel: 'Great' }),
      ['questions.1.minLabel: Please enter minimum label or clear maximum label'],
    ],
    ['answer text', withQuestion(0, { choices: choices('1', 'Yes', ' ') }), ['questions.0.choices.1.text: Answer text cannot be empty']],
    [
      'answers of a select',
      withQuestion(3, { choices: [] }),
      ['questions.3.choices: Please create at least one answer for the question "Question new-1"'],
    ],
    ['negative length', withQuestion(2, { minLength: -1 }), [`questions.2.minLength: ${M.lengthNegative}`]],
    ['length not a number', withQuestion(2, { maxLength: 'ten' as never }), [`questions.2.maxLength: ${M.lengthNumber}`]],
    ['min above max', withQuestion(2, { minLength: 5, maxLength: 3 }), [`questions.2.minLength: ${M.minAboveMax}`]],
    ['unknown preset', withQuestion(3, { presetId: 'nope', choices: [] }), [`questions.3.presetId: ${M.unknownPreset('nope')}`]],
    ['preset on a rating', withQuestion(1, { presetId: 'yes-no' }), [`questions.1.presetId: ${M.presetNotSelect}`]],
    ['answers of a checkbox', withQuestion(1, { choices: choices('2', 'A') }), [`questions.1.choices: ${M.choicesNotSelect}`]],
    [
      "answers of a preset that are not the preset's",
      withQuestion(3, { presetId: 'yes-no', choices: choices('new-1', 'Yes', 'Maybe') }),
      [`questions.3.choices: ${M.presetChoices('Yes, No')}`],
    ],
    [
      'duplicate answer ref',
      withQuestion(0, { choices: [...choices('1', 'Yes'), ...choices('1', 'Yes')] }),
      [`questions.0.choices.1.ref: ${M.duplicateChoiceRef('1-Yes')}`],
    ],
    ['duplicate question ref', withQuestion(3, { ref: '2' }), [`questions.3.ref: ${M.duplicateQuestionRef('2')}`]],
    ['missing ref', withQuestion(3, { ref: '' }), [`questions.3.ref: ${M.refRequired}`]],
    [
      'question text over the limit',
      withQuestion(2, { text: 'x'.repeat(QUESTION_LIMITS.text + 1) }),
      [`questions.2.text: ${M.maxLength(QUESTION_LIMITS.text)}`],
    ],
  ])('%s', (_, input, expected) => {
    expect(issues(input)).toEqual(expected);
  });

  it('a preset question may come without answers or with exactly the preset', () => {
    expect(issues(withQuestion(3, { presetId: 'yes-no', choices: [] }))).toEqual([]);
    expect(issues(withQuestion(3, { presetId: 'yes-no', choices: choices('new-1', 'Yes', 'No') }))).toEqual([]);
  });

  it("'Please create at least {n} question(s)'", () => {
    expect(issues({ questions: [] })).toEqual(['questions: Please create at least 1 question(s)']);
    expect(issues({ questions: [] }, 0)).toEqual([]);
    expect(issues({ questions: base().slice(0, 1) }, 2)).toEqual(['questions: Please create at least 2 question(s)']);
  });

  it('refuses what is not a template', () => {
    expect(issues({ questions: [{ ...base()[0], extra: 1 }] })).toEqual(['questions.0: Unrecognized key: "extra"']);
    expect(issues(null)).toHaveLength(1);
  });
});

describe('templateQuestions: rules', () => {
  const ruled = (tree: Parameters<typeof rules>[0], at = 2) => withQuestion(at, { rules: rules(tree) });

  it('accepts conditions on earlier questions with their type comparators and values they can hold', () => {
    expect(
      issues(
        ruled({
          visible: or(cond('1', 'equal', 'yes'), and(cond('2', 'greater', '3'), cond('2', 'empty'))),
          required: and(cond('1', 'not-empty')),
        }),
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'a question that does not exist',
      { visible: and(cond('ghost', 'empty')) },
      `questions.2.rules.1.questionRef: ${M.ruleQuestionUnknown}`,
    ],
    ['the question itself', { visible: and(cond('3', 'empty')) }, `questions.2.rules.1.questionRef: ${M.ruleQuestionNotEarlier}`],
    ['a later question', { visible: and(cond('new-1', 'empty')) }, `questions.2.rules.1.questionRef: ${M.ruleQuestionNotEarlier}`],
    [
      'a comparator of another type',
      { required: and(cond('2', 'contain', '3')) },
      `questions.2.rules.1.comparatorId: ${M.comparatorNotForType('Contain', 'Rating 5')}`,
    ],
    ['a comparator without its value', { visible: and(cond('2', 'less')) }, `questions.2.rules.1.value: ${M.valueRequired}`],
    ['a rating value off the scale', { visible: and(cond('2', 'less', '6')) }, `questions.2.rules.1.value: ${M.ratingValue(5)}`],
    [
      'a value that is no answer of the select',
      { visible: and(cond('1', 'equal', 'Maybe')) },
      `questions.2.rules.1.value: ${M.choiceValue}`,
    ],
  ])('refuses a condition on %s', (_, tree, expected) => {
    expect(issues(ruled(tree))).toEqual([expected]);
  });

  it('checks the value against the answers of a preset select', () => {
    const preset = { questions: [question('p', 'single-select', 0, { presetId: 'yes-no', choices: [] }), question('t', 'free-text', 1)] };
    preset.questions[1]!.rules = rules({ visible: and(cond('p', 'equal', 'No')) });
    expect(issues(preset)).toEqual([]);
    preset.questions[1]!.rules = rules({ visible: and(cond('p', 'equal', 'Maybe')) });
    expect(issues(preset)).toEqual([`questions.1.rules.1.value: ${M.choiceValue}`]);
  });

  const node = (extra: Partial<RuleNode>): RuleNode => ({ field: 'visible', id: 'x', parentId: 'root', ...extra });
  const root: RuleNode = { field: 'visible', id: 'root', parentId: null, operator: 'AND' };
  it.each([
    [
      'a node both group and condition',
      [root, node({ operator: 'OR', questionRef: '1', comparatorId: 'empty' })],
      `rules.1: ${M.ruleNodeKind}`,
    ],
    ['a node neither group nor condition', [root, node({})], `rules.1: ${M.ruleNodeKind}`],
    ['a condition without a question', [root, node({ comparatorId: 'empty' })], `rules.1.questionRef: ${M.skipQuestionRequired}`],
    ['a condition without a comparator', [root, node({ questionRef: '1' })], `rules.1.comparatorId: ${M.comparatorRequired}`],
    ['two nodes with one id', [root, { ...root, parentId: 'root' }], `rules.1.id: ${M.ruleNodeDuplicateId('root')}`],
    [
      'a parent that is a condition',
      [root, node({ questionRef: '1', comparatorId: 'empty' }), node({ id: 'y', parentId: 'x', operator: 'OR' })],
      `rules.2.parentId: ${M.ruleParent}`,
    ],
    [
      'a parent of another field',
      [root, { ...root, id: 'r2', field: 'required' as const }, node({ parentId: 'r2', operator: 'OR' })],
      `rules.2.parentId: ${M.ruleParent}`,
    ],
    ['two roots of one field', [root, { ...root, id: 'root2' }], `rules: ${M.ruleRoot('visible')}`],
    [
      'a root that is a condition',
      [{ ...node({ questionRef: '1', comparatorId: 'empty' }), parentId: null }],
      `rules: ${M.ruleRoot('visible')}`,
    ],
    [
      'a cycle of groups',
      [root, node({ id: 'a', parentId: 'b', operator: 'OR' }), node({ id: 'b', parentId: 'a', operator: 'OR' })],
      `rules.1.parentId: ${M.ruleDetached}`,
    ],
  ])('refuses the structure of %s', (_, list, expected) => {
    const parsed = ruleNodes.safeParse(list);
    expect(parsed.error?.issues.map((issue) => `rules${issue.path.length ? '.' : ''}${issue.path.join('.')}: ${issue.message}`)[0]).toBe(
      expected,
    );
    expect(issues(withQuestion(2, { rules: list }))[0]).toBe(`questions.2.${expected}`);
  });
});

describe('templateQuestions: skip logic', () => {
  it('accepts entries on single-select answers jumping forward or to the default flow', () => {
    expect(issues(withSkip({ nextQuestionRef: '3' }, { choiceRef: '1-No' }))).toEqual([]);
  });

  it.each([
    ['no question', [{ questionRef: '' }], ['skipLogic.0.questionRef: Question is required']],
    ['no choice', [{ choiceRef: '' }], ['skipLogic.0.choiceRef: Choice is required']],
    ['a question the template no longer has', [{ questionRef: 'ghost' }], [`skipLogic.0.questionRef: ${M.removeSkipLogicQuestion}`]],
    [
      'a question that is not single-select',
      [{ questionRef: 'new-1', choiceRef: 'new-1-A' }],
      [`skipLogic.0.questionRef: ${M.skipSingleSelectOnly}`],
    ],
    ['a choice of another question', [{ choiceRef: 'new-1-A' }], [`skipLogic.0.choiceRef: ${M.skipChoiceNotInQuestion}`]],
    ['a jump backwards', [{ nextQuestionRef: '1' }], [`skipLogic.0.nextQuestionRef: ${M.skipNextAfter}`]],
    ['a choice the question no longer has', [{ choiceRef: 'ghost' }], [`skipLogic.0.choiceRef: ${M.removeSkipLogicChoice}`]],
    [
      'a jump to a question the template no longer has',
      [{ nextQuestionRef: 'ghost' }],
      [`skipLogic.0.nextQuestionRef: ${M.removeSkipLogicQuestion}`],
    ],
    [
      'the same question and choice twice',
      [{ nextQuestionRef: '3' }, { nextQuestionRef: 'new-1' }],
      ['skipLogic.1.choiceRef: There are multiple "Skip Logic" blocks with the same Question ID and Question Choice ID selected.'],
    ],
  ])('refuses %s', (_, entries, expected) => {
    expect(issues(withSkip(...entries))).toEqual(expected);
  });
});

describe('texts', () => {
  it('keeps the spec 001 §5 texts word for word', () => {
    expect([
      M.minQuestions(1),
      M.answersRequired('Q'),
      M.minLength(2),
      M.maxLength(5),
      M.pattern('^[0-9]*$'),
      M.privacyPolicyUrl('https://example.com'),
    ]).toEqual([
      'Please create at least 1 question(s)',
      'Please create at least one answer for the question "Q"',
      'Minimum length is 2',
      'Maximum length is 5',
      'Not allowed character used. The value must match ^[0-9]*$',
      'Please provide a valid URL (i.e. https://example.com)',
    ]);
    expect(M.removeSkipLogicChoice).toBe('Please remove Skip logic first, before removing this choice.');
  });

  it('comparatorsFor answers the builder its options', () => {
    expect(comparatorsFor('multi-select')).toEqual(['empty', 'not-empty', 'contain']);
  });
});
