import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';

/**
 * After a submit that validation refused, scrolls to and focuses the first invalid field of the form, in
 * the order the person sees the fields (every Fluent `Field` with a validation message marks its control
 * `aria-invalid`). Put it inside every Formik form.
 */
export function FocusFirstError({ form }: { form: RefObject<HTMLElement | null> }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  }, [submitCount, isValid, isSubmitting, form]);
  return null;
}
