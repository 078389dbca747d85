import { z, type ZodMiniType } from 'zod/mini';
import { checkQuestionPatterns } from '../../../../api/src/areas/questions/allowedCharacters.ts';
import {
  comparatorsFor,
  isRatingType,
  isSelectType,
  ORDER_STEP,
  templateQuestions,
  type ChoiceDef,
  type QuestionDef,
  type QuestionType,
  type RuleField,
  type RuleNode,
  type SkipLogicDef,
} from '../../../../api/src/areas/questions/contract.ts';

/** A question as the form holds it: the contract's definition, refs as the design says (`String(id)` or `new-…`). */
export type QuestionFormValue = QuestionDef;
export type SkipLogicFormValue = SkipLogicDef;
/** The part of a template form the question builder edits. */
export interface QuestionsFormValues {
  questions: QuestionFormValue[];
  skipLogic: SkipLogicFormValue[];
}

let lastRef = 0;
/** A ref (or rule node id) no saved item has (those are `String(id)`) and no other new one of this page. */
export function freshRef(kind: 'q' | 'c' | 'r' | 's'): string {
  lastRef += 1;
  return `new-${kind}${lastRef}`;
}

/** The list with `order` renumbered 10, 20, 30… in its current sequence. */
export function renumber<T extends { order: number }>(items: readonly T[]): T[] {
  return items.map((item, i) => (item.order === (i + 1) * ORDER_STEP ? item : { ...item, order: (i + 1) * ORDER_STEP }));
}

/** The list with the item at `from` moved to `to`, renumbered. */
export function moveItem<T extends { order: number }>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return renumber(next);
}

export function newChoice(existing: readonly ChoiceDef[]): ChoiceDef {
  return { ref: freshRef('c'), text: '', openField: false, order: nextOrder(existing) };
}

/** The order after the last of the items (steps of 10). */
export const nextOrder = (items: readonly { order: number }[]) => Math.max(0, ...items.map((i) => i.order)) + ORDER_STEP;

/** A new free-text question after the existing ones (next order in steps of 10, a fresh ref). */
export function newQuestion(existing: QuestionFormValue[]): QuestionFormValue {
  return {
    ref: freshRef('q'),
    text: '',
    type: 'free-text',
    order: nextOrder(existing),
    required: false,
    visible: true,
    info: null,
    preNotes: null,
    postNotes: null,
    minLength: null,
    maxLength: null,
    allowedCharactersRegex: null,
    minLabel: null,
    maxLabel: null,
    presetId: null,
    registrationFormType: null,
    choices: [],
    rules: [],
  };
}

/** A choice preset as the screens get it (`QUESTION_PRESETS` of the contract, or GraphQL's `questionPresets`). */
export interface PresetOption {
  readonly id: string;
  readonly name: string;
  readonly choices: readonly string[];
}

/** The question with another type: what belongs only to the old type goes (choices, preset, labels, lengths). */
export function withType(question: QuestionFormValue, type: QuestionType): QuestionFormValue {
  const next: QuestionFormValue = { ...question, type };
  if (!isSelectType(type)) Object.assign(next, { choices: [], presetId: null });
  else if (!isSelectType(question.type)) next.choices = [newChoice([])];
  if (!isRatingType(type)) Object.assign(next, { minLabel: null, maxLabel: null });
  if (type !== 'free-text') Object.assign(next, { minLength: null, maxLength: null, allowedCharactersRegex: null });
  return next;
}

/** The question with its conditions on question `ref` fitted to that question's new type: a comparator the type
 *  does not offer goes, and every value (what it meant belonged to the old type). */
export function withTypeOfTarget(question: QuestionFormValue, ref: string, type: QuestionType): QuestionFormValue {
  if (!question.rules.some((n) => n.questionRef === ref)) return question;
  const rules = question.rules.map((n) =>
    n.questionRef === ref
      ? { ...n, comparatorId: n.comparatorId && comparatorsFor(type).includes(n.comparatorId) ? n.comparatorId : null, value: null }
      : n,
  );
  return { ...question, rules };
}

/** Whether a skip logic block names the question (as its question or where it skips to). */
export const skipLogicUsesQuestion = (skipLogic: readonly SkipLogicDef[], ref: string) =>
  skipLogic.some((s) => s.questionRef === ref || s.nextQuestionRef === ref);
export const skipLogicUsesChoice = (skipLogic: readonly SkipLogicDef[], ref: string) => skipLogic.some((s) => s.choiceRef === ref);

/** The rule nodes left when the conditions on question `ref` go, and the groups that thereby became empty. */
export function withoutConditionsOn(rules: readonly RuleNode[], ref: string): RuleNode[] {
  return pruneEmptyGroups(rules.filter((n) => n.questionRef !== ref));
}

/** Removes a node with everything under it, then the groups left empty. */
export function withoutNode(rules: readonly RuleNode[], id: string): RuleNode[] {
  const gone = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of rules)
      if (n.parentId !== null && gone.has(n.parentId) && !gone.has(n.id)) {
        gone.add(n.id);
        grew = true;
      }
  }
  return pruneEmptyGroups(rules.filter((n) => !gone.has(n.id)));
}

function pruneEmptyGroups(rules: RuleNode[]): RuleNode[] {
  const isGroup = (n: RuleNode) => !!n.operator;
  let nodes = rules;
  for (;;) {
    const parents = new Set(nodes.map((n) => n.parentId));
    const kept = nodes.filter((n) => !isGroup(n) || parents.has(n.id));
    if (kept.length === nodes.length) return nodes;
    nodes = kept;
  }
}

/** Names of the rule fields in the Rules panel. */
export const FIELD_LABELS: Record<RuleField, string> = { required: 'Required', visible: 'Visible' };

/** A new condition under `parentId`, its question and comparator still to choose. */
export const newCondition = (field: RuleField, parentId: string): RuleNode => ({
  field,
  id: freshRef('r'),
  parentId,
  operator: null,
  questionRef: '',
  comparatorId: null,
  value: null,
});
/** A new AND group under `parentId` (null: the field's root) with its first condition. */
export function newGroup(field: RuleField, parentId: string | null): RuleNode[] {
  const group: RuleNode = { field, id: freshRef('r'), parentId, operator: 'AND' };
  return [group, newCondition(field, group.id)];
}

/** The builder's rules (spec 001 §5 texts): at least one question for surveys, none needed for registration pages;
 *  allowed-characters patterns the service's engine (RE2) takes, as its save checks them. */
export function questionsFormSchema(mode: 'survey' | 'registration'): ZodMiniType {
  return templateQuestions(mode === 'survey' ? 1 : 0).check(
    z.superRefine((value, ctx) => checkQuestionPatterns(value.questions, ctx, ['questions'])),
  );
}
