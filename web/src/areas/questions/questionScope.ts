import type { FormikErrors, FormikTouched } from 'formik';
import { fieldMessage } from '../../shared/fieldMessage.ts';
import { createContext, useContext } from 'react';
import type { QuestionFormValue, QuestionsFormValues } from './questionForm.ts';

/**
 * What the parts of one question card read and write. A card re-renders only when its question, the questions
 * before it (what its rules can name), its messages or the skip logic change, not on every keystroke elsewhere in
 * the form: its parts read the card's scope, never the Formik context.
 */
export interface QuestionScope {
  index: number;
  /** `questions.<index>`: the Formik path of the question. */
  path: string;
  question: QuestionFormValue;
  /** The questions before this one (what its rules can depend on), in their order. */
  earlier: readonly QuestionFormValue[];
  skipLogic: QuestionsFormValues['skipLogic'];
  disabled: boolean;
  /** The message at a path inside the question, once changed and left or after a submit (a string message only). */
  error(relative: string): string | undefined;
  /** Sets a value inside the question (`relative` '' for the question itself). */
  set(relative: string, value: unknown): void;
  onBlur(event: { target: { name?: string } }): void;
  /** Changes the whole question list (a change of type reaches the rules of later questions). */
  updateQuestions(update: (questions: QuestionFormValue[]) => QuestionFormValue[]): void;
}

export const QuestionScopeContext = createContext<QuestionScope | null>(null);

export function useQuestionScope(): QuestionScope {
  const scope = useContext(QuestionScopeContext);
  if (!scope) throw new Error('A question card part outside its card');
  return scope;
}

/** The card's `error`: its own part of the form's messages and touched fields, by the form's rule (`fieldMessage`: once
 *  submitted, or once the person changed the value and left it; `initial` is the question as the form was opened, none
 *  for one added since). */
export function scopedError(
  errors: FormikErrors<QuestionFormValue> | undefined,
  touched: FormikTouched<QuestionFormValue> | undefined,
  submitted: boolean,
  question: QuestionFormValue,
  initial: QuestionFormValue | undefined,
) {
  const state = { values: question, initialValues: initial, errors: errors ?? {}, touched: touched ?? {}, submitCount: submitted ? 1 : 0 };
  return (relative: string): string | undefined => fieldMessage(state, relative);
}
