import type { FormikErrors } from 'formik';
import type { ZodMiniType } from 'zod/mini';

/** Formik `validate` from a zod schema: the first message per field path. */
export function zodValidate<T>(schema: ZodMiniType) {
  return (values: T): FormikErrors<T> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      let target = errors;
      issue.path.forEach((key, i) => {
        const k = String(key);
        if (i === issue.path.length - 1) {
          if (target[k] === undefined) target[k] = issue.message;
        } else {
          target[k] ??= typeof issue.path[i + 1] === 'number' ? [] : {};
          target = target[k] as Record<string, unknown>;
        }
      });
    }
    return errors as FormikErrors<T>;
  };
}
