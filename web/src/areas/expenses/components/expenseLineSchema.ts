import * as z from 'zod/mini';
import { hasDecimals } from '../../../../../api/src/areas/fees/contract.ts';
import { EXPENSE_LIMITS as L, EXPENSE_MESSAGES as M, EXPENSE_TYPES, HONORARIA } from '../../../../../api/src/areas/expenses/contract.ts';

/** A line's status as GraphQL names it (`ExpenseStatus`), with the service's word as its label. */
export const STATUS_LABELS = { PENDING: 'Pending', PAID: 'Paid', VOID: 'Void' } as const;
export type LineStatus = keyof typeof STATUS_LABELS;

/** The types the form offers: Honoraria lines come from the Speaker Fee Calculator's checks. */
export const OFFERED_TYPES = EXPENSE_TYPES.filter((type) => type !== HONORARIA);

/** The line's event: its global id and how the picker names it. */
export interface LineEvent {
  id: string;
  label: string;
}

export interface ExpenseLineValues {
  event: LineEvent | null;
  /** The speaker's global id; '' for the whole event. */
  speakerId: string;
  expenseType: string;
  /** Dollars as typed. */
  amount: string;
  /** YYYY-MM-DD, or '' for none. */
  paymentDate: string;
  status: LineStatus;
}

/** The line rules of the service (api `lineBody`) with its texts: an event, a type of at most 100 characters, an
 *  amount above 0 in whole cents up to the largest line. */
export const expenseLineSchema = z.object({
  event: z
    .nullable(z.object({ id: z.string(), label: z.string() }))
    .check(z.refine((event) => event !== null, { message: M.eventRequired })),
  speakerId: z.string(),
  expenseType: z.string().check(
    z.refine((type) => type.trim() !== '', { message: M.expenseTypeRequired }),
    z.refine((type) => type.trim().length <= L.expenseType, { message: M.expenseTypeLong }),
  ),
  amount: z.string().check(
    z.superRefine((text, ctx) => {
      const value = Number(text.trim());
      const message =
        text.trim() === ''
          ? M.amountRequired
          : !Number.isFinite(value)
            ? M.amountNumber
            : value <= 0
              ? M.amountAboveZero
              : value > L.amount
                ? M.amountMax
                : !hasDecimals(value, 2)
                  ? M.amountCents
                  : null;
      if (message) ctx.issues.push({ code: 'custom', input: text, message });
    }),
  ),
  paymentDate: z.string(),
  status: z.enum(['PENDING', 'PAID', 'VOID']),
});
