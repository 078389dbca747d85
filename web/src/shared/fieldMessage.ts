import { getIn, type FormikProps } from 'formik';

/** What `fieldMessage` reads of a Formik form. */
type FormState = Pick<FormikProps<unknown>, 'values' | 'initialValues' | 'touched' | 'errors' | 'submitCount'>;

/**
 * The message a form shows under the field `name` (a Formik path): its error once the form was submitted, or once the
 * person changed the field and left it. A field left as it was says nothing before Save (issue 28 #17): a field
 * focused for the person (a dialog's first field, a question just added) and then left, or one passed through with Tab,
 * is not one they touched. An invalid Save then names every field and focuses the first (FocusFirstError).
 */
export function fieldMessage(f: FormState, name: string): string | undefined {
  const changed = JSON.stringify(getIn(f.values, name) ?? '') !== JSON.stringify(getIn(f.initialValues, name) ?? '');
  if (!f.submitCount && !(getIn(f.touched, name) && changed)) return undefined;
  const message: unknown = getIn(f.errors, name);
  return typeof message === 'string' ? message : undefined;
}
