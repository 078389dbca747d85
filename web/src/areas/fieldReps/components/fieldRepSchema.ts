import * as z from 'zod/mini';

/** Main contact (field rep) rules and texts of spec 000 §5; phone has no rule. */
export const fieldRepSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Email is required')), z.email('Should be a valid email address')),
  phone: z.string(),
});
export type FieldRepValues = z.infer<typeof fieldRepSchema>;
export const FIELD_REP_FORM_FAILED = 'Please fill in all required fields';
