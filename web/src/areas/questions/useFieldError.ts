import { getIn, useFormikContext } from 'formik';
import type { QuestionFormValue } from './questionForm.ts';

/** The message of a field of the enclosing Formik form once it was touched or the form submitted (a message
 *  of the list or object itself, not of its items). */
export function useFieldError() {
  const f = useFormikContext();
  return (name: string): string | undefined => {
    if (!f.submitCount && !getIn(f.touched, name)) return undefined;
    const message: unknown = getIn(f.errors, name);
    return typeof message === 'string' ? message : undefined;
  };
}

/** How a question is called in names and announcements: "Question 2: Age" (its number in the list). */
export function questionName(questions: readonly QuestionFormValue[], ref: string): string {
  const index = questions.findIndex((q) => q.ref === ref);
  if (index < 0) return 'The question';
  const text = questions[index]!.text.trim();
  return text ? `Question ${index + 1}: ${text}` : `Question ${index + 1}`;
}
