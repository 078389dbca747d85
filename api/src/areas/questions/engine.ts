/**
 * The questions rules engine (issue 12): pure TypeScript, no I/O, no zod. The api decides with it which answers
 * it stores and which it refuses; the web (builder preview, public pages, attendee form) decides with it what
 * shows, what is required and where skip logic jumps. Both sides run this same code, so they decide alike.
 * Allowed-characters patterns are tested by RE2 (`allowedCharacters.ts`, time linear in the text), passed in as
 * `allows`: the api imports it, the browser loads it with `loadAllowedCharacters` for questions that have a pattern.
 *
 * Semantics (spec 001 §3 "Rules", §5 "Attendee form" dynamic questions, design of issue 12):
 * - A question's `required` and `visible` booleans are its defaults; a rule tree for that field, when present,
 *   decides it. Questions are evaluated in template order (`order`, then list position); a condition reads the
 *   answer of an earlier question (the contract refuses any other; a later or unknown one reads as unanswered).
 * - An empty group (no conditions, or only empty groups) is neutral: its parent ignores it, and a field whose
 *   whole tree is empty keeps its default. So "Add Rule" without conditions changes nothing.
 * - A hidden or skipped question counts as unanswered, and so does an answer the question refuses (wrong shape,
 *   too short, too long, a character not allowed): conditions see only answers the server would store.
 * - Unanswered: checkbox not ticked (`true` is the only answer that counts, as with an HTML required checkbox),
 *   free text empty after trimming, no rating, no choice.
 * - Comparators (the operand coerced by the referenced question's type, spec 001 §5): checkbox → boolean, free
 *   text → string, ratings → number, select types → the chosen choices' texts (an open choice by its text, not the
 *   typed one). Text comparisons trim and ignore case. `empty`/`not-empty` test answered; `is-true` holds for an
 *   answered question (a ticked checkbox), `is-false` for an unanswered one; `equal` holds when the answer equals
 *   the value (for selects: every chosen text does, so a multi-select equals a value only when that one answer is
 *   chosen), `not-equal` is its negation (so it holds for an unanswered question); `contain` is a case-insensitive
 *   substring of free text, or one of the chosen texts equal to the value; `less`/`greater` compare numbers (a
 *   rating, or free text holding a number) and fail on anything that is not one.
 * - Skip logic applies to single-select questions that are shown: when the chosen answer has an entry, the
 *   questions after the question up to (not including) `nextQuestionRef` are skipped: not shown, not required,
 *   their answers ignored. `nextQuestionRef` null, unknown or not after the question is the default flow.
 */
import {
  QUESTION_LIMITS,
  QUESTION_MESSAGES as M,
  RATING_SCALES,
  RULE_FIELDS,
  isRatingType,
  isSelectType,
  type AnswerValue,
  type Answers,
  type Condition,
  type ConditionGroup,
  type QuestionDef,
  type RuleField,
  type RuleNode,
  type SelectAnswer,
  type SkipLogicDef,
} from './contract.ts';

/** A question's rules by field, as trees. */
export type RuleTree = Partial<Record<RuleField, ConditionGroup>>;

/** What the engine needs of a question: the template's definition (refs, type, limits, choices, rules). */
export type EngineQuestion = Pick<
  QuestionDef,
  'ref' | 'type' | 'order' | 'required' | 'visible' | 'minLength' | 'maxLength' | 'allowedCharactersRegex' | 'choices' | 'rules'
>;
export type EngineSkipLogic = Pick<SkipLogicDef, 'order' | 'questionRef' | 'choiceRef' | 'nextQuestionRef'>;

export interface QuestionState {
  visible: boolean;
  required: boolean;
  /** false when skip logic jumps over the question */
  reachable: boolean;
}

const isGroup = (item: Condition | ConditionGroup): item is ConditionGroup => 'operator' in item;

/* ------------------------------------------------------------------ wire form ⇄ trees */

/** The flat wire list (nodes linked by `parentId`) as one tree per field. A field's root is its first group node
 *  without a parent; children keep the list's order; nodes not under a root are left out. */
export function toRuleTree(nodes: readonly RuleNode[]): RuleTree {
  const children = new Map<string, RuleNode[]>();
  for (const node of nodes) if (node.parentId != null) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const tree: RuleTree = {};
  for (const field of RULE_FIELDS) {
    const root = nodes.find((node) => node.field === field && node.parentId == null && node.operator != null);
    if (!root) continue;
    const seen = new Set<string>();
    const build = (group: RuleNode): ConditionGroup => {
      seen.add(group.id);
      const conditions: Array<Condition | ConditionGroup> = [];
      for (const child of children.get(group.id) ?? []) {
        if (child.field !== field || seen.has(child.id)) continue;
        if (child.operator != null) conditions.push(build(child));
        else if (child.questionRef != null && child.comparatorId != null) {
          seen.add(child.id);
          conditions.push({ questionRef: child.questionRef, comparatorId: child.comparatorId, value: child.value ?? null });
        }
      }
      return { operator: group.operator ?? 'AND', conditions };
    };
    tree[field] = build(root);
  }
  return tree;
}

/** The trees as the flat wire list: pre-order, ids `<field>-<n>` (n from 1 per field), `required` then `visible`. */
export function toRuleNodes(tree: RuleTree): RuleNode[] {
  const nodes: RuleNode[] = [];
  for (const field of RULE_FIELDS) {
    const root = tree[field];
    if (!root) continue;
    let n = 0;
    const add = (item: Condition | ConditionGroup, parentId: string | null) => {
      const id = `${field}-${++n}`;
      if (isGroup(item)) {
        nodes.push({ field, id, parentId, operator: item.operator, questionRef: null, comparatorId: null, value: null });
        for (const child of item.conditions) add(child, id);
      } else
        nodes.push({
          field,
          id,
          parentId,
          operator: null,
          questionRef: item.questionRef,
          comparatorId: item.comparatorId,
          value: item.value ?? null,
        });
    };
    add(root, null);
  }
  return nodes;
}

/* ------------------------------------------------------------------ answers */

/** An answer as the question takes it: `value` normalised (trimmed text, known choices in the question's order,
 *  open texts only of chosen open choices), null when unanswered or refused; `error` the refusal's text. */
export interface CheckedAnswer {
  value: AnswerValue | null;
  error?: string;
}

const refused = (error: string): CheckedAnswer => ({ value: null, error });

/**
 * Whether a text keeps to an allowed-characters pattern: `allowsText` of `allowedCharacters.ts` (RE2, time linear in
 * the text), which the api imports and the browser loads with `loadAllowedCharacters`. The engine takes it as an
 * argument so that it stays free of re2js: null for questions without a pattern (the engine then refuses to check one).
 */
export type AllowedCharactersTest = (pattern: string, text: string) => boolean;

const needsPattern = (questions: readonly Pick<EngineQuestion, 'type' | 'allowedCharactersRegex'>[]) =>
  questions.some((question) => question.type === 'free-text' && !!question.allowedCharactersRegex);

/** The test these questions need, loaded (a chunk of its own, with re2js) only when one of them has a pattern; else
 *  null. The browser's forms load it with their questions, before they check an answer. */
export async function loadAllowedCharacters(
  questions: readonly Pick<EngineQuestion, 'type' | 'allowedCharactersRegex'>[],
): Promise<AllowedCharactersTest | null> {
  return needsPattern(questions) ? (await import('./allowedCharacters.ts')).allowsText : null;
}

function checkText(question: EngineQuestion, raw: unknown, allows: AllowedCharactersTest | null): CheckedAnswer {
  if (typeof raw !== 'string') return refused(M.answerText);
  const text = raw.trim();
  if (!text) return { value: null };
  const max = question.maxLength ? Math.min(question.maxLength, QUESTION_LIMITS.answerText) : QUESTION_LIMITS.answerText;
  if (text.length > max) return refused(M.maxLength(max));
  if (question.minLength && text.length < question.minLength) return refused(M.minLength(question.minLength));
  const pattern = question.allowedCharactersRegex;
  if (pattern) {
    if (!allows) throw new Error(`The question ${question.ref} has an allowed-characters pattern: pass the test (loadAllowedCharacters)`);
    if (!allows(pattern, text)) return refused(M.pattern(pattern));
  }
  return { value: text };
}

function checkChoices(question: EngineQuestion, raw: unknown): CheckedAnswer {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refused(M.answerChoices);
  const { choiceRefs, openText } = raw as Partial<SelectAnswer>;
  if (!Array.isArray(choiceRefs) || choiceRefs.some((ref) => typeof ref !== 'string')) return refused(M.answerChoices);
  const chosen = new Set(choiceRefs);
  if (chosen.size === 0) return { value: null };
  const choices = question.choices.filter((choice) => chosen.has(choice.ref));
  if (choices.length < chosen.size) return refused(M.answerUnknownChoice);
  if (question.type === 'single-select' && choices.length > 1) return refused(M.answerOneChoice);
  const value: SelectAnswer = { choiceRefs: [...choices].sort((a, b) => a.order - b.order).map((choice) => choice.ref) };
  if (openText !== undefined && openText !== null) {
    if (typeof openText !== 'object' || Array.isArray(openText)) return refused(M.answerOpenText);
    const texts: Record<string, string> = {};
    for (const [ref, text] of Object.entries(openText)) {
      if (typeof text !== 'string' || !choices.some((choice) => choice.ref === ref && choice.openField)) return refused(M.answerOpenText);
      if (text.trim().length > QUESTION_LIMITS.openText) return refused(M.maxLength(QUESTION_LIMITS.openText));
      if (text.trim()) texts[ref] = text.trim();
    }
    if (Object.keys(texts).length > 0) value.openText = texts;
  }
  return { value };
}

/** Checks one answer against its question: its shape for the type, the choices it names, the lengths and the
 *  allowed characters. Whether the question must be answered is `validateAnswers`' business. */
export function checkAnswer(question: EngineQuestion, raw: unknown, allows: AllowedCharactersTest | null): CheckedAnswer {
  if (raw === null || raw === undefined) return { value: null };
  if (question.type === 'checkbox') return typeof raw === 'boolean' ? { value: raw } : refused(M.answerBoolean);
  if (question.type === 'free-text') return checkText(question, raw, allows);
  if (isRatingType(question.type)) {
    const scale = RATING_SCALES[question.type];
    return typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= scale ? { value: raw } : refused(M.answerRating(scale));
  }
  return checkChoices(question, raw);
}

/** Whether a (checked) answer counts as answered: a ticked checkbox, a non-empty text, a rating, a choice. */
export function isAnswered(question: Pick<EngineQuestion, 'type'>, value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (question.type === 'checkbox') return value === true;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'object') return value.choiceRefs.length > 0;
  return typeof value === 'number';
}

/* ------------------------------------------------------------------ conditions */

const norm = (text: string) => text.trim().toLowerCase();
const TRUE_TEXTS = ['true', '1', 'yes'];

function chosenTexts(question: EngineQuestion, value: AnswerValue): string[] {
  if (typeof value !== 'object') return [];
  return question.choices.filter((choice) => value.choiceRefs.includes(choice.ref)).map((choice) => norm(choice.text));
}

function numberOf(value: AnswerValue | null | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

function equals(question: EngineQuestion, value: AnswerValue, operand: string): boolean {
  if (question.type === 'checkbox') return (value === true) === TRUE_TEXTS.includes(norm(operand));
  if (isSelectType(question.type)) {
    const texts = chosenTexts(question, value);
    return texts.length > 0 && texts.every((text) => text === norm(operand));
  }
  if (isRatingType(question.type)) return value === numberOf(operand);
  return typeof value === 'string' && norm(value) === norm(operand);
}

/** Whether a condition holds for the (checked) answer of the question it names; `question` undefined (a ref that
 *  names nothing) never holds. */
export function evaluateCondition(
  condition: Condition,
  question: EngineQuestion | undefined,
  value: AnswerValue | null | undefined,
): boolean {
  if (!question) return false;
  const answered = isAnswered(question, value);
  const operand = condition.value ?? '';
  switch (condition.comparatorId) {
    case 'empty':
    case 'is-false':
      return !answered;
    case 'not-empty':
    case 'is-true':
      return answered;
    case 'equal':
      return answered && equals(question, value as AnswerValue, operand);
    case 'not-equal':
      return !(answered && equals(question, value as AnswerValue, operand));
    case 'contain':
      if (!answered) return false;
      if (isSelectType(question.type)) return chosenTexts(question, value as AnswerValue).includes(norm(operand));
      if (question.type === 'free-text') return norm(String(value)).includes(norm(operand));
      return equals(question, value as AnswerValue, operand);
    case 'less':
      return answered && numberOf(value) < numberOf(operand);
    case 'greater':
      return answered && numberOf(value) > numberOf(operand);
  }
}

/** A group's verdict, or null when it holds no condition at all (neutral, see the header). */
function evaluateGroup(group: ConditionGroup, holds: (condition: Condition) => boolean): boolean | null {
  const verdicts = group.conditions
    .map((item) => (isGroup(item) ? evaluateGroup(item, holds) : holds(item)))
    .filter((verdict): verdict is boolean => verdict !== null);
  if (verdicts.length === 0) return null;
  return group.operator === 'OR' ? verdicts.some(Boolean) : verdicts.every(Boolean);
}

/* ------------------------------------------------------------------ a whole form */

/** Questions in template order: `order`, then their position in the list. */
export function inTemplateOrder<Q extends Pick<EngineQuestion, 'order'>>(questions: readonly Q[]): Q[] {
  return questions
    .map((question, i) => ({ question, i }))
    .sort((a, b) => a.question.order - b.question.order || a.i - b.i)
    .map(({ question }) => question);
}

interface Evaluation {
  states: Record<string, QuestionState>;
  checked: Map<string, CheckedAnswer>;
}

function evaluate(
  questions: readonly EngineQuestion[],
  answers: Answers,
  skipLogic: readonly EngineSkipLogic[],
  allows: AllowedCharactersTest | null,
): Evaluation {
  const ordered = inTemplateOrder(questions);
  const rank = new Map(ordered.map((question, i) => [question.ref, i]));
  const byRef = new Map(ordered.map((question) => [question.ref, question]));
  const skips = [...skipLogic].sort((a, b) => a.order - b.order);
  const states: Record<string, QuestionState> = {};
  const checked = new Map<string, CheckedAnswer>();
  /** what conditions read: the checked answers of questions shown so far */
  const shownValues = new Map<string, AnswerValue | null>();
  let skipUntil = -1;
  ordered.forEach((question, i) => {
    const tree = toRuleTree(question.rules);
    const holds = (condition: Condition) =>
      evaluateCondition(condition, byRef.get(condition.questionRef), shownValues.get(condition.questionRef) ?? null);
    const decide = (field: RuleField) => {
      const root = tree[field];
      return (root ? evaluateGroup(root, holds) : null) ?? question[field];
    };
    const state: QuestionState = { visible: decide('visible'), required: decide('required'), reachable: i >= skipUntil };
    states[question.ref] = state;
    const answer = checkAnswer(question, answers[question.ref], allows);
    checked.set(question.ref, answer);
    if (!state.visible || !state.reachable) return;
    const value = answer.error ? null : answer.value;
    shownValues.set(question.ref, value);
    if (question.type !== 'single-select' || value === null || typeof value !== 'object') return;
    const jump = skips.find((entry) => entry.questionRef === question.ref && value.choiceRefs.includes(entry.choiceRef));
    const target = jump?.nextQuestionRef == null ? undefined : rank.get(jump.nextQuestionRef);
    if (target !== undefined && target > i) skipUntil = target;
  });
  return { states, checked };
}

/** What the respondent sees: per question ref, whether it is visible (its rules), required (its rules) and
 *  reachable (skip logic). A question is shown when visible and reachable. */
export function evaluateQuestions(
  questions: readonly EngineQuestion[],
  answers: Answers,
  skipLogic: readonly EngineSkipLogic[],
  allows: AllowedCharactersTest | null,
): Record<string, QuestionState> {
  return evaluate(questions, answers, skipLogic, allows).states;
}

/** The refs of the questions skip logic does not jump over, in template order. */
export function reachableQuestions(
  questions: readonly EngineQuestion[],
  answers: Answers,
  skipLogic: readonly EngineSkipLogic[],
  allows: AllowedCharactersTest | null,
): string[] {
  const { states } = evaluate(questions, answers, skipLogic, allows);
  return inTemplateOrder(questions)
    .filter((question) => states[question.ref]?.reachable)
    .map((question) => question.ref);
}

/** The server's decision on a set of answers: `errors` per question ref (an answer naming no question: 'Question
 *  not found'; a shown required question unanswered: 'This field is required'; a refused answer: its text), and
 *  `accepted`, the checked answers of the shown questions (answers to hidden or skipped questions are dropped). */
export function validateAnswers(
  questions: readonly EngineQuestion[],
  answers: Answers,
  skipLogic: readonly EngineSkipLogic[],
  allows: AllowedCharactersTest | null,
): { errors: Record<string, string>; accepted: Answers } {
  const { states, checked } = evaluate(questions, answers, skipLogic, allows);
  const errors: Record<string, string> = {};
  const accepted: Answers = {};
  for (const ref of Object.keys(answers)) if (!(ref in states)) errors[ref] = M.questionNotFound;
  for (const question of inTemplateOrder(questions)) {
    const state = states[question.ref];
    const answer = checked.get(question.ref);
    if (!state?.visible || !state.reachable || !answer) continue;
    if (answer.error) errors[question.ref] = answer.error;
    else if (state.required && !isAnswered(question, answer.value)) errors[question.ref] = M.required;
    else if (answer.value !== null) accepted[question.ref] = answer.value;
  }
  return { errors, accepted };
}

/** An answer as people read it (lists, exports, the attendee form): Yes/No, the text, the rating, or the chosen
 *  answers' texts joined with ', ' (an open one with what was typed: 'Other: text'). */
export function answerText(question: Pick<EngineQuestion, 'type' | 'choices'>, value: AnswerValue | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value !== 'object') return String(value);
  return [...question.choices]
    .sort((a, b) => a.order - b.order)
    .filter((choice) => value.choiceRefs.includes(choice.ref))
    .map((choice) => (value.openText?.[choice.ref] ? `${choice.text}: ${value.openText[choice.ref]}` : choice.text))
    .join(', ');
}
