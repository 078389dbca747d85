import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUESTION_LIMITS,
  QUESTION_MESSAGES as M,
  templateQuestions,
  type AnswerValue,
  type Condition,
  type QuestionDef,
} from '../contract.ts';
import { allowsText } from '../allowedCharacters.ts';
import {
  answerText,
  checkAnswer,
  evaluateCondition,
  evaluateQuestions,
  isAnswered,
  loadAllowedCharacters,
  reachableQuestions,
  toRuleNodes,
  toRuleTree,
  validateAnswers,
} from '../engine.ts';
import { and, anyAnswers, anyTemplate, anyTree, choices, cond, or, pick, question, rules, validShapeAnswers } from './fixtures.ts';

const checkbox = question('cb', 'checkbox', 0);
const text = question('ft', 'free-text', 0);
const single = question('ss', 'single-select', 0, { choices: choices('ss', 'Yes', 'No', 'Other*') });
const multi = question('ms', 'multi-select', 0, { choices: choices('ms', 'Red', 'Green', 'Blue') });
const rating5 = question('r5', 'rating-5', 0);
const rating7 = question('r7', 'rating-7', 0);
const rating10 = question('r10', 'rating-10', 0);

type Row = [QuestionDef, Condition['comparatorId'], string | null, AnswerValue | null, boolean];
// Each comparator on each type it applies to (spec 001 §3 comparators, §5 coercion), answered and unanswered.
const COMPARATOR_CASES: Row[] = [
  [checkbox, 'is-true', null, true, true],
  [checkbox, 'is-true', null, false, false],
  [checkbox, 'is-true', null, null, false],
  [checkbox, 'is-false', null, false, true],
  [checkbox, 'is-false', null, null, true],
  [checkbox, 'is-false', null, true, false],
  [checkbox, 'empty', null, null, true],
  [checkbox, 'empty', null, true, false],
  [checkbox, 'not-empty', null, true, true],
  [checkbox, 'not-empty', null, false, false],
  [text, 'empty', null, null, true],
  [text, 'empty', null, '   ', true],
  [text, 'empty', null, 'x', false],
  [text, 'not-empty', null, 'x', true],
  [text, 'not-empty', null, null, false],
  [text, 'equal', 'Hello', ' hello ', true],
  [text, 'equal', 'Hello', 'hell', false],
  [text, 'equal', 'Hello', null, false],
  [text, 'not-equal', 'Hello', 'HELLO', false],
  [text, 'not-equal', 'Hello', 'bye', true],
  [text, 'not-equal', 'Hello', null, true],
  [text, 'contain', 'ELL', 'Hello', true],
  [text, 'contain', 'ell', 'Hi', false],
  [text, 'contain', 'ell', null, false],
  [single, 'empty', null, null, true],
  [single, 'empty', null, pick('ss-Yes'), false],
  [single, 'not-empty', null, pick('ss-No'), true],
  [single, 'not-empty', null, pick(), false],
  [single, 'equal', 'yes', pick('ss-Yes'), true],
  [single, 'equal', 'Yes', pick('ss-No'), false],
  [single, 'equal', 'Yes', null, false],
  [single, 'equal', 'Yes', { choiceRefs: ['ss-Other'], openText: { 'ss-Other': 'Yes' } }, false],
  [single, 'equal', 'Other', { choiceRefs: ['ss-Other'], openText: { 'ss-Other': 'Yes' } }, true],
  [single, 'not-equal', 'Yes', pick('ss-No'), true],
  [single, 'not-equal', 'Yes', pick('ss-Yes'), false],
  [single, 'not-equal', 'Yes', null, true],
  [multi, 'empty', null, pick(), true],
  [multi, 'not-empty', null, pick('ms-Red'), true],
  [multi, 'contain', 'green', pick('ms-Red', 'ms-Green'), true],
  [multi, 'contain', 'Green', pick('ms-Red'), false],
  [multi, 'contain', 'Gre', pick('ms-Green'), false],
  [multi, 'contain', 'Green', null, false],
  [rating5, 'empty', null, null, true],
  [rating5, 'not-empty', null, 1, true],
  [rating5, 'equal', '3', 3, true],
  [rating5, 'equal', '3', 4, false],
  [rating5, 'not-equal', '3', 4, true],
  [rating5, 'not-equal', '3', null, true],
  [rating5, 'less', '3', 2, true],
  [rating5, 'less', '3', 3, false],
  [rating5, 'less', '3', null, false],
  [rating7, 'greater', '6', 7, true],
  [rating7, 'greater', '6', 6, false],
  [rating10, 'greater', '7', 8, true],
  [rating10, 'less', 'abc', 1, false],
  [rating10, 'equal', ' 10 ', 10, true],
];

describe('evaluateCondition', () => {
  it.each(COMPARATOR_CASES)('%# %o.type %s %s on %o → %s', (q, comparatorId, value, answer, expected) => {
    expect(evaluateCondition(cond(q.ref, comparatorId, value), q, answer)).toBe(expected);
  });

  it('coerces the operand by the referenced question type: checkbox to boolean, ratings to number', () => {
    expect(evaluateCondition(cond('cb', 'equal', 'true'), checkbox, true)).toBe(true);
    expect(evaluateCondition(cond('cb', 'equal', 'TRUE'), checkbox, true)).toBe(true);
    expect(evaluateCondition(cond('cb', 'equal', 'false'), checkbox, true)).toBe(false);
    expect(evaluateCondition(cond('r5', 'equal', '3.0'), rating5, 3)).toBe(true);
    expect(evaluateCondition(cond('ft', 'greater', '9'), text, '10')).toBe(true);
    expect(evaluateCondition(cond('ft', 'greater', '9'), text, 'ten')).toBe(false);
  });

  it('never holds for a question that does not exist', () => {
    expect(evaluateCondition(cond('nope', 'empty'), undefined, null)).toBe(false);
  });
});

describe('toRuleTree and toRuleNodes', () => {
  it('reads the wire list into trees per field, children in list order, detached nodes left out', () => {
    const tree = toRuleTree([
      { field: 'visible', id: 'v', parentId: null, operator: 'OR' },
      { field: 'visible', id: 'v2', parentId: 'v', questionRef: 'a', comparatorId: 'is-true' },
      { field: 'visible', id: 'g', parentId: 'v', operator: 'AND' },
      { field: 'visible', id: 'g1', parentId: 'g', questionRef: 'b', comparatorId: 'equal', value: 'x' },
      { field: 'visible', id: 'lost', parentId: 'missing', questionRef: 'b', comparatorId: 'empty' },
      { field: 'required', id: 'r', parentId: null, operator: 'AND' },
    ]);
    expect(tree).toEqual({
      visible: or(cond('a', 'is-true'), and(cond('b', 'equal', 'x'))),
      required: and(),
    });
    expect(toRuleNodes(tree)).toEqual([
      { field: 'required', id: 'required-1', parentId: null, operator: 'AND', questionRef: null, comparatorId: null, value: null },
      { field: 'visible', id: 'visible-1', parentId: null, operator: 'OR', questionRef: null, comparatorId: null, value: null },
      { field: 'visible', id: 'visible-2', parentId: 'visible-1', operator: null, questionRef: 'a', comparatorId: 'is-true', value: null },
      { field: 'visible', id: 'visible-3', parentId: 'visible-1', operator: 'AND', questionRef: null, comparatorId: null, value: null },
      { field: 'visible', id: 'visible-4', parentId: 'visible-3', operator: null, questionRef: 'b', comparatorId: 'equal', value: 'x' },
    ]);
  });

  it('survives a cycle in the wire list', () => {
    const tree = toRuleTree([
      { field: 'required', id: 'r', parentId: null, operator: 'AND' },
      { field: 'required', id: 'a', parentId: 'b', operator: 'OR' },
      { field: 'required', id: 'b', parentId: 'a', operator: 'OR' },
    ]);
    expect(tree).toEqual({ required: and() });
  });

  it('round-trips: tree → nodes → tree, and nodes → tree → nodes (property)', () => {
    fc.assert(
      fc.property(fc.option(anyTree, { nil: undefined }), fc.option(anyTree, { nil: undefined }), (required, visible) => {
        const tree = { ...(required && { required }), ...(visible && { visible }) };
        const nodes = toRuleNodes(tree);
        expect(toRuleTree(nodes)).toEqual(tree);
        expect(toRuleNodes(toRuleTree(nodes))).toEqual(nodes);
      }),
    );
  });
});

describe('evaluateQuestions', () => {
  // q3 is visible when (q1 ticked AND q2 > 3) OR q2 = 1; q4 is required when q3 is not empty.
  const nested = [
    question('q1', 'checkbox', 0),
    question('q2', 'rating-5', 1),
    question('q3', 'free-text', 2, {
      visible: false,
      rules: rules({ visible: or(and(cond('q1', 'is-true'), cond('q2', 'greater', '3')), cond('q2', 'equal', '1')) }),
    }),
    question('q4', 'free-text', 3, { rules: rules({ required: and(cond('q3', 'not-empty')) }) }),
  ];

  it.each([
    [{ q1: true, q2: 4 }, true],
    [{ q1: true, q2: 3 }, false],
    [{ q1: false, q2: 5 }, false],
    [{ q2: 1 }, true],
    [{}, false],
  ])('nested AND/OR: %o → q3 visible %s', (answers, visible) => {
    expect(evaluateQuestions(nested, answers, [], allowsText).q3).toEqual({ visible, required: false, reachable: true });
  });

  it('a hidden question counts as unanswered for the conditions on it', () => {
    expect(evaluateQuestions(nested, { q1: true, q2: 4, q3: 'x' }, [], allowsText).q4?.required).toBe(true);
    expect(evaluateQuestions(nested, { q1: false, q2: 4, q3: 'x' }, [], allowsText).q4?.required).toBe(false);
  });

  it('an answer the question refuses counts as unanswered for the conditions on it', () => {
    const refusing = nested.map((q) => (q.ref === 'q3' ? { ...q, minLength: 3 } : q));
    expect(evaluateQuestions(refusing, { q1: true, q2: 4, q3: 'xy' }, [], allowsText).q4?.required).toBe(false);
    expect(evaluateQuestions(refusing, { q1: true, q2: 4, q3: 'xyz' }, [], allowsText).q4?.required).toBe(true);
  });

  it('the booleans are defaults: a rule tree decides; an empty group is neutral', () => {
    const qs = [
      question('a', 'checkbox', 0),
      question('b', 'checkbox', 1, { required: true, visible: false, rules: rules({ required: and(), visible: or(and(), or()) }) }),
      question('c', 'checkbox', 2, { required: true, rules: rules({ required: and(or(), cond('a', 'is-true')) }) }),
    ];
    expect(evaluateQuestions(qs, {}, [], allowsText)).toEqual({
      a: { visible: true, required: false, reachable: true },
      b: { visible: false, required: true, reachable: true },
      c: { visible: true, required: false, reachable: true },
    });
    expect(evaluateQuestions(qs, { a: true }, [], allowsText).c?.required).toBe(true);
  });

  it('evaluates in template order (order, then position), whatever the list order', () => {
    const qs = [
      question('late', 'free-text', 2, { rules: rules({ required: and(cond('early', 'is-true')) }) }),
      question('early', 'checkbox', 0),
    ];
    expect(evaluateQuestions(qs, { early: true }, [], allowsText).late?.required).toBe(true);
  });

  it('a condition on a later question reads it as unanswered', () => {
    const qs = [
      question('first', 'checkbox', 0, { rules: rules({ visible: and(cond('second', 'empty')) }) }),
      question('second', 'free-text', 1),
    ];
    expect(evaluateQuestions(qs, { second: 'x' }, [], allowsText).first?.visible).toBe(true);
  });
});

describe('skip logic', () => {
  const qs = [
    question('s', 'single-select', 0, { choices: choices('s', 'Skip', 'Stay', 'End') }),
    question('a', 'free-text', 1, { required: true }),
    question('b', 'rating-5', 2, { required: true }),
    question('c', 'checkbox', 3),
    question('d', 'free-text', 4, { required: true }),
  ];
  const skipLogic = [
    { order: 0, questionRef: 's', choiceRef: 's-Skip', nextQuestionRef: 'c' },
    { order: 10, questionRef: 's', choiceRef: 's-Stay', nextQuestionRef: null },
    { order: 20, questionRef: 's', choiceRef: 's-End', nextQuestionRef: 'd' },
  ];

  it.each([
    [pick('s-Skip'), ['s', 'c', 'd']],
    [pick('s-Stay'), ['s', 'a', 'b', 'c', 'd']],
    [pick('s-End'), ['s', 'd']],
    [null, ['s', 'a', 'b', 'c', 'd']],
  ])('choosing %o reaches %o', (answer, reached) => {
    expect(reachableQuestions(qs, { s: answer }, skipLogic, allowsText)).toEqual(reached);
  });

  it('skipped questions are not required and their answers are ignored', () => {
    const { errors, accepted } = validateAnswers(qs, { s: pick('s-Skip'), a: 'ignored', b: 9, d: 'done' }, skipLogic, allowsText);
    expect(errors).toEqual({});
    expect(accepted).toEqual({ s: pick('s-Skip'), d: 'done' });
  });

  it('a hidden single-select does not skip', () => {
    const hidden = qs.map((q) => (q.ref === 's' ? { ...q, visible: false } : q));
    expect(reachableQuestions(hidden, { s: pick('s-Skip') }, skipLogic, allowsText)).toEqual(['s', 'a', 'b', 'c', 'd']);
  });

  it('skip logic to a question before the single-select is the default flow', () => {
    const back = [{ order: 0, questionRef: 's', choiceRef: 's-Skip', nextQuestionRef: 's' }];
    expect(reachableQuestions(qs, { s: pick('s-Skip') }, back, allowsText)).toEqual(['s', 'a', 'b', 'c', 'd']);
  });
});

describe('validateAnswers', () => {
  const form = [
    question('name', 'free-text', 0, { required: true, minLength: 2, maxLength: 5, allowedCharactersRegex: '^[A-Za-z]*$' }),
    question('agree', 'checkbox', 1, { required: true }),
    question('score', 'rating-7', 2),
    question('pick', 'single-select', 3, { choices: choices('pick', 'Yes', 'Other*') }),
    question('many', 'multi-select', 4),
    question('note', 'free-text', 5),
  ];

  it.each([
    ['a required question unanswered', { agree: true }, 'name', M.required],
    ['a required text of spaces', { name: '   ', agree: true }, 'name', M.required],
    ['a required checkbox not ticked', { name: 'Ann', agree: false }, 'agree', M.required],
    ['a text under the minimum length', { name: 'A', agree: true }, 'name', M.minLength(2)],
    ['a text over the maximum length', { name: 'Annabel', agree: true }, 'name', M.maxLength(5)],
    ['a character the pattern refuses', { name: 'Ann1', agree: true }, 'name', M.pattern('^[A-Za-z]*$')],
    ['an answer to no question', { name: 'Ann', agree: true, ghost: 'x' }, 'ghost', M.questionNotFound],
    ['a string for a checkbox', { name: 'Ann', agree: 'yes' }, 'agree', M.answerBoolean],
    ['a number for a text', { name: 42, agree: true }, 'name', M.answerText],
    ['a string for a rating', { name: 'Ann', agree: true, score: '5' }, 'score', M.answerRating(7)],
    ['a rating out of range', { name: 'Ann', agree: true, score: 8 }, 'score', M.answerRating(7)],
    ['a fractional rating', { name: 'Ann', agree: true, score: 2.5 }, 'score', M.answerRating(7)],
    ['a string for a select', { name: 'Ann', agree: true, pick: 'Yes' }, 'pick', M.answerChoices],
    ['choice refs that are not strings', { name: 'Ann', agree: true, pick: { choiceRefs: [1] } }, 'pick', M.answerChoices],
    ['a choice of another question', { name: 'Ann', agree: true, pick: pick('many-A') }, 'pick', M.answerUnknownChoice],
    ['two choices on a single select', { name: 'Ann', agree: true, pick: pick('pick-Yes', 'pick-Other') }, 'pick', M.answerOneChoice],
    [
      'open text on a choice that is not open',
      { name: 'Ann', agree: true, pick: { choiceRefs: ['pick-Yes'], openText: { 'pick-Yes': 'x' } } },
      'pick',
      M.answerOpenText,
    ],
    [
      'open text on an open choice not chosen',
      { name: 'Ann', agree: true, pick: { choiceRefs: ['pick-Yes'], openText: { 'pick-Other': 'x' } } },
      'pick',
      M.answerOpenText,
    ],
    [
      'open text over its limit',
      {
        name: 'Ann',
        agree: true,
        pick: { choiceRefs: ['pick-Other'], openText: { 'pick-Other': 'x'.repeat(QUESTION_LIMITS.openText + 1) } },
      },
      'pick',
      M.maxLength(QUESTION_LIMITS.openText),
    ],
    [
      'a free text over the stored limit',
      { name: 'Ann', agree: true, note: 'x'.repeat(QUESTION_LIMITS.answerText + 1) },
      'note',
      M.maxLength(QUESTION_LIMITS.answerText),
    ],
  ])('refuses %s', (_, answers, ref, message) => {
    const { errors, accepted } = validateAnswers(form, answers as never, [], allowsText);
    expect(errors).toEqual({ [ref]: message });
    expect(accepted).not.toHaveProperty(ref);
  });

  it('accepts and normalises: trimmed text, choices in the question order, empty open text dropped', () => {
    const { errors, accepted } = validateAnswers(
      form,
      {
        name: ' Ann ',
        agree: true,
        score: 7,
        pick: { choiceRefs: ['pick-Other'], openText: { 'pick-Other': ' mine ' } },
        many: { choiceRefs: ['many-C', 'many-A', 'many-C'], openText: {} },
        note: '  ',
      },
      [],
      allowsText,
    );
    expect(errors).toEqual({});
    expect(accepted).toEqual({
      name: 'Ann',
      agree: true,
      score: 7,
      pick: { choiceRefs: ['pick-Other'], openText: { 'pick-Other': 'mine' } },
      many: { choiceRefs: ['many-A', 'many-C'] },
    });
  });

  it('a maximum length of 0 means no limit; a false checkbox that is not required is kept', () => {
    const qs = [question('t', 'free-text', 0, { minLength: 0, maxLength: 0 }), question('c', 'checkbox', 1)];
    expect(validateAnswers(qs, { t: 'x'.repeat(300), c: false }, [], allowsText)).toEqual({
      errors: {},
      accepted: { t: 'x'.repeat(300), c: false },
    });
  });

  it('answers to hidden questions are dropped, whatever their shape', () => {
    const qs = [question('h', 'rating-5', 0, { visible: false, required: true })];
    expect(validateAnswers(qs, { h: 'not a rating' }, [], allowsText)).toEqual({ errors: {}, accepted: {} });
  });
});

describe('answerText', () => {
  const pickQ = question('p', 'multi-select', 0, { choices: choices('p', 'Email', 'Phone', 'Other*') });
  it.each([
    [checkbox, true, 'Yes'],
    [checkbox, false, 'No'],
    [text, 'Hello', 'Hello'],
    [rating10, 9, '9'],
    [pickQ, { choiceRefs: ['p-Other', 'p-Email'], openText: { 'p-Other': 'Fax' } }, 'Email, Other: Fax'],
    [pickQ, pick('p-Other'), 'Other'],
    [pickQ, null, ''],
  ])('%#: %o', (q, value, shown) => {
    expect(answerText(q, value)).toBe(shown);
  });
});

describe('allowed characters: RE2, time linear in the answer', () => {
  const catastrophic = question('t', 'free-text', 0, { allowedCharactersRegex: '^(a+)+$' });

  it('decides a pattern that backtracks exponentially on the longest answer (RegExp needs seconds for 30 characters)', () => {
    const longest = 'a'.repeat(QUESTION_LIMITS.answerText);
    expect(checkAnswer(catastrophic, `${longest.slice(1)}!`, allowsText)).toEqual({ value: null, error: M.pattern('^(a+)+$') });
    expect(checkAnswer(catastrophic, longest, allowsText)).toEqual({ value: longest });
    // Longer answers are refused by length before any pattern runs.
    expect(checkAnswer(catastrophic, `${longest}a`, allowsText).error).toBe(M.maxLength(QUESTION_LIMITS.answerText));
  });

  it.each([
    ['^[0-9]*$', ['123', ''], ['12a']],
    ['^[A-Za-z0-9]*$', ['a1B'], ['a 1', 'é']],
    ['^\\d{5}(-\\d{4})?$', ['12345', '12345-6789'], ['1234', '12345-']],
    ['[\\u00e0-\\u00ff]', ['café'], ['cafe']],
    ['x', ['xylophone', 'box'], ['abc']],
  ])('%s finds a match as RegExp.test does', (pattern, allowed, refused) => {
    for (const text of [...allowed, ...refused]) expect(allowsText(pattern, text)).toBe(new RegExp(pattern).test(text));
    expect(allowed.map((text) => allowsText(pattern, text))).toEqual(allowed.map(() => true));
    expect(refused.map((text) => allowsText(pattern, text))).toEqual(refused.map(() => false));
  });

  it('the browser loads the test only for questions with a pattern; a pattern without the test is a programming error', async () => {
    expect(await loadAllowedCharacters([text, checkbox])).toBeNull();
    expect(await loadAllowedCharacters([text, catastrophic])).toBe(allowsText);
    expect(() => checkAnswer(catastrophic, 'aaa', null)).toThrow(/pass the test/);
  });
});

describe('the server and the client decide alike (properties)', () => {
  it('generated templates are ones the contract accepts', () => {
    fc.assert(
      fc.property(anyTemplate, (template) => {
        expect(templateQuestions(1).safeParse(template).error?.issues ?? []).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('accepted answers fed back are accepted again, unchanged, and never answer a hidden or skipped question', () => {
    fc.assert(
      fc.property(
        anyTemplate.chain((template) => fc.tuple(fc.constant(template), anyAnswers(template.questions))),
        ([{ questions, skipLogic }, answers]) => {
          const first = validateAnswers(questions, answers, skipLogic, allowsText);
          const states = evaluateQuestions(questions, answers, skipLogic, allowsText);
          for (const ref of Object.keys(first.accepted)) expect(states[ref]).toMatchObject({ visible: true, reachable: true });
          expect(evaluateQuestions(questions, first.accepted, skipLogic, allowsText)).toEqual(states);
          const again = validateAnswers(questions, first.accepted, skipLogic, allowsText);
          expect(again.accepted).toEqual(first.accepted);
          if (Object.keys(first.errors).length === 0) expect(again.errors).toEqual({});
        },
      ),
      { numRuns: 500 },
    );
  });

  it("'This field is required' iff the web shows the question as visible, reachable and required, and it is unanswered", () => {
    fc.assert(
      fc.property(
        anyTemplate.chain((template) => fc.tuple(fc.constant(template), validShapeAnswers(template.questions))),
        ([{ questions, skipLogic }, answers]) => {
          const view = evaluateQuestions(questions, answers, skipLogic, allowsText);
          const { errors } = validateAnswers(questions, answers, skipLogic, allowsText);
          for (const q of questions) {
            const checked = checkAnswer(q, answers[q.ref], allowsText);
            if (checked.error) continue;
            const state = view[q.ref];
            const expectRequired = !!state && state.visible && state.reachable && state.required && !isAnswered(q, answers[q.ref]);
            expect(errors[q.ref] === M.required, q.ref).toBe(expectRequired);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
