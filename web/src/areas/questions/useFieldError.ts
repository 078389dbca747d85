import { useFormikContext } from 'formik';
import { fieldMessage } from '../../shared/fieldMessage.ts';
import type { QuestionFormValue } from './questionForm.ts';

/** The message of a field of the enclosing Formik form once the person changed and left it or the form was submitted
 *  (`fieldMessage`; a message of the list or object itself, not of its items). */
export function useFieldError() {
  const f = useFormikContext();
  return (name: string): string | undefined => fieldMessage(f, name);
}

/** How a question is called in names and announcements: "Question 2: Age" (its number in the list). */
export function questionName(questions: readonly QuestionFormValue[], ref: string): string {
  const index = questions.findIndex((q) => q.ref === ref);
  if (index < 0) return 'The question';
  const text = questions[index]!.text.trim();
  return text ? `Question ${index + 1}: ${text}` : `Question ${index + 1}`;
}
