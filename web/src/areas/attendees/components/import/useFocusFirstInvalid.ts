import { useEffect, useRef, useState } from 'react';

/** The dialogs' counterpart of `FocusFirstError` (they are not Formik forms): after a refused Import or Generate
 *  (the second of the pair), the first control marked `aria-invalid` inside `ref` takes the focus. */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!attempt) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return [ref, () => setAttempt((n) => n + 1)] as const;
}
