import * as z from 'zod/mini';
import { FIELD_REP_MESSAGES as M } from '../../../../../api/src/areas/fieldReps/contract.ts';

/** Main contact (field rep) rules and texts of spec 000 §5, from the field rep contract; phone has no rule. */
export const fieldRepSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, M.nameRequired)),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, M.emailRequired)), z.email(M.email)),
  phone: z.string(),
});
export type FieldRepValues = z.infer<typeof fieldRepSchema>;
