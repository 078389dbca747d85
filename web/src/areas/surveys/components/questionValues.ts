import { graphql, readInlineData } from 'relay-runtime';
import type {
  Comparator,
  LogicOperator,
  QuestionType as GraphQLQuestionType,
  RegistrationFormType as GraphQLRegistrationFormType,
  RuleField as GraphQLRuleField,
  questionValues_question$key,
} from '../../../__generated__/questionValues_question.graphql';
import type { questionValues_skipLogic$key } from '../../../__generated__/questionValues_skipLogic.graphql';
import type { ComparatorId, QuestionType, RegistrationFormType, RuleField } from '../../../../../api/src/areas/questions/contract.ts';
import type { QuestionFormValue, QuestionsFormValues, SkipLogicFormValue } from '../../questions/questionForm.ts';

/**
 * Questions between GraphQL and the question builder's form (survey and registration templates alike): GraphQL spells
 * enums `FREE_TEXT`, the contract the form works on `free-text`; refs go through unchanged (design: existing questions
 * and choices are `String(id)`, new ones the builder's `new-…`).
 */

const questionFragment = graphql`
  fragment questionValues_question on Question @inline {
    ref
    text
    type
    order
    required
    visible
    info
    preNotes
    postNotes
    minLength
    maxLength
    minLabel
    maxLabel
    allowedCharactersRegex
    presetId
    registrationFormType
    choices {
      ref
      text
      openField
      order
    }
    rules {
      field
      id
      parentId
      operator
      questionRef
      comparator
      value
    }
  }
`;

/** `FREE_TEXT` → `free-text`. */
const fromEnum = <T extends string>(value: string) => value.toLowerCase().replaceAll('_', '-') as T;
/** `free-text` → `FREE_TEXT`. */
const toEnum = <T extends string>(value: string) => value.toUpperCase().replaceAll('-', '_') as T;

/** A question as the builder edits it. */
export function questionFormValue(key: questionValues_question$key): QuestionFormValue {
  const q = readInlineData(questionFragment, key);
  return {
    ref: q.ref,
    text: q.text ?? '',
    type: fromEnum<QuestionType>(q.type ?? 'FREE_TEXT'),
    order: q.order ?? 0,
    required: !!q.required,
    visible: q.visible ?? true,
    info: q.info ?? null,
    preNotes: q.preNotes ?? null,
    postNotes: q.postNotes ?? null,
    minLength: q.minLength ?? null,
    maxLength: q.maxLength ?? null,
    minLabel: q.minLabel ?? null,
    maxLabel: q.maxLabel ?? null,
    allowedCharactersRegex: q.allowedCharactersRegex ?? null,
    presetId: q.presetId ?? null,
    registrationFormType: q.registrationFormType ? fromEnum<RegistrationFormType>(q.registrationFormType) : null,
    choices: q.choices.map((c) => ({ ref: c.ref, text: c.text, openField: c.openField, order: c.order })),
    rules: q.rules.map((n) => ({
      field: fromEnum<RuleField>(n.field),
      id: n.id,
      parentId: n.parentId ?? null,
      operator: n.operator === 'AND' || n.operator === 'OR' ? n.operator : null,
      questionRef: n.questionRef ?? null,
      comparatorId: n.comparator ? fromEnum<ComparatorId>(n.comparator) : null,
      value: n.value ?? null,
    })),
  };
}

const text = (value: string | null | undefined) => (value?.trim() ? value : null);

/** The builder's questions and skip logic as `QuestionInput`s and `SkipLogicInput`s. */
export function questionsInput({ questions, skipLogic }: QuestionsFormValues) {
  return {
    questions: questions.map((q) => ({
      ref: q.ref,
      text: q.text.trim(),
      type: toEnum<GraphQLQuestionType>(q.type),
      order: q.order,
      required: q.required,
      visible: q.visible,
      info: text(q.info),
      preNotes: text(q.preNotes),
      postNotes: text(q.postNotes),
      minLength: q.minLength ?? null,
      maxLength: q.maxLength ?? null,
      allowedCharactersRegex: text(q.allowedCharactersRegex),
      minLabel: text(q.minLabel),
      maxLabel: text(q.maxLabel),
      presetId: q.presetId ?? null,
      registrationFormType: q.registrationFormType ? toEnum<GraphQLRegistrationFormType>(q.registrationFormType) : null,
      choices: q.choices.map((c) => ({ ref: c.ref, text: c.text.trim(), openField: c.openField, order: c.order })),
      rules: q.rules.map((n) => ({
        field: toEnum<GraphQLRuleField>(n.field),
        id: n.id,
        parentId: n.parentId,
        operator: (n.operator ?? null) as LogicOperator | null,
        questionRef: n.questionRef ?? null,
        comparator: n.comparatorId ? toEnum<Comparator>(n.comparatorId) : null,
        value: n.value ?? null,
      })),
    })),
    skipLogic: skipLogic.map((s: SkipLogicFormValue) => ({
      ...(s.ref ? { ref: s.ref } : {}),
      order: s.order,
      questionRef: s.questionRef,
      choiceRef: s.choiceRef,
      nextQuestionRef: s.nextQuestionRef || null,
    })),
  };
}

const skipLogicFragment = graphql`
  fragment questionValues_skipLogic on SkipLogicEntry @inline {
    ref
    order
    questionRef
    choiceRef
    nextQuestionRef
  }
`;

/** A skip logic block as the builder edits it. */
export function skipLogicFormValue(key: questionValues_skipLogic$key): SkipLogicFormValue {
  const s = readInlineData(skipLogicFragment, key);
  return { ref: s.ref, order: s.order, questionRef: s.questionRef, choiceRef: s.choiceRef, nextQuestionRef: s.nextQuestionRef ?? null };
}
