import { z } from 'zod';
import { hasDecimals } from '../fees/contract.ts';
import { EXPENSE_LIMITS as L, EXPENSE_MESSAGES as M, EXPENSE_STATUSES } from './contract.ts';

// The expense line routes' request bodies (zod). What needs the database (the event and speaker of the tenant, the
// speaker on the event, a check's line) is checked by the routes.

const rowId = (what: string, missing: string) =>
  z
    .number({ message: missing })
    .int(`${what} must be a positive whole number`)
    .positive(`${what} must be a positive whole number`)
    .max(2_147_483_647, `${what} is too large`);

/** `POST /expenses/line` and `PUT /expenses/line/:id` (the whole line again): a line on an event, for one of its
 *  speakers or (speakerId null or left out) the whole event. */
export const lineBody = z
  .object({
    eventId: rowId('Event', M.eventRequired),
    speakerId: rowId('Speaker', 'Speaker must be a positive whole number').nullish(),
    expenseType: z.string({ message: M.expenseTypeRequired }).trim().min(1, M.expenseTypeRequired).max(L.expenseType, M.expenseTypeLong),
    amount: z
      .number({ message: 'Amount must be a number' })
      .refine((n) => n > 0, M.amountAboveZero)
      .refine((n) => n <= L.amount, M.amountMax)
      .refine((n) => hasDecimals(n, 2), M.amountCents),
    paymentDate: z.iso.date({ message: 'Payment date must be a date (YYYY-MM-DD)' }).nullish(),
    status: z.enum(EXPENSE_STATUSES, { message: M.statusInvalid }),
  })
  .strict();
export type LineInput = z.output<typeof lineBody>;
