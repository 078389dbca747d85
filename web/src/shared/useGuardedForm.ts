import type { FormikErrors, FormikHelpers, FormikProps } from 'formik';
import { type FocusEvent, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/** The fields map of a service refusal (`BAD_USER_INPUT` with `extensions.fields`), as the network layer throws it. */
export const serviceFieldErrors = (error: Error) =>
  (error as { source?: { extensions?: { fields?: Record<string, string> } }[] }).source?.[0]?.extensions?.fields;

/**
 * A Formik form that saves to the service and asks before leaving with changes (UnsavedChangesDialog): `form` is the
 * Formik `innerRef`, `blocker` stops leaving while the form is dirty and not saved, and `onSubmit` runs `save`, placing
 * the service's texts under their fields when it refuses. `save` answers whether it succeeded.
 *
 * `onBlur` goes on the `<Form>`, with Formik's `validateOnBlur={false}`: leaving a field (an input, select or text
 * area) validates the form, except when focus goes to a submit button. The submit validates anyway, and an error line
 * going away on the way there would move the button between the press and the release, so the click would land
 * beside it and nothing would be saved.
 */
export function useGuardedForm<T>(save: (values: T, onError: (error: Error) => void) => Promise<boolean>) {
  const saved = useRef(false);
  const form = useRef<FormikProps<T>>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !saved.current && !!form.current?.dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const onSubmit = async (values: T, { setErrors }: FormikHelpers<T>) => {
    saved.current = true;
    const ok = await save(values, (error) => {
      const fields = serviceFieldErrors(error);
      if (fields) setErrors(fields as FormikErrors<T>);
    });
    if (!ok) saved.current = false;
  };
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    const from = e.target;
    const to = e.relatedTarget;
    const field = from instanceof HTMLInputElement || from instanceof HTMLSelectElement || from instanceof HTMLTextAreaElement;
    if (field && !(to instanceof HTMLButtonElement && to.type === 'submit')) void form.current?.validateForm();
  };
  return { form, blocker, onSubmit, onBlur };
}
