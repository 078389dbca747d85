import { z } from 'zod';
import { FEE_LIMITS as L, FEE_MESSAGES as M, hasDecimals } from './contract.ts';
import { checkFeeStructure, feeStructureBody } from './structureBody.ts';

// The fee routes' request bodies (zod): the whole structure (the contract's), a speaker's rates, a check. What needs
// the stored structure (every option rated, answers naming its questions) is checked by the routes.

const rowId = (what: string, missing = `${what} must be a positive whole number`) =>
  z
    .number({ message: missing })
    .int(`${what} must be a positive whole number`)
    .positive(`${what} must be a positive whole number`)
    .max(2_147_483_647, `${what} is too large`);

/** `PUT /fees`: the contract's `feeStructureBody` (one schema with the web's form and import file), in classic zod so
 *  that the route reads its body's type. */
export const structureBody = z.object(feeStructureBody.shape).strict().superRefine(checkFeeStructure);
export type StructureInput = z.output<typeof structureBody>;

/** `POST /fees/speaker/:id`: a value for every option of the structure (dollars for Add and Ignore, a factor for
 *  Multiply). */
export const speakerFeesBody = z
  .object({
    rates: z
      .array(
        z
          .object({
            optionId: rowId('Option id'),
            value: z.number({ message: 'Value must be a number' }).min(0, 'Value must be 0 or more'),
          })
          .strict(),
        { message: 'Rates must be a list' },
      )
      .max(L.questions * L.options, 'Too many rates'),
  })
  .strict();

const money = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .refine((n) => n > 0, M.amountAboveZero)
    .refine((n) => n <= L.amount, `${name} must be at most $${L.amount.toLocaleString('en-US')}`)
    .refine((n) => hasDecimals(n, 2), `${name} must be in whole cents`);

/** `POST /fees/check`: the speaker, the event, one chosen option per question; `amount` is the amount the caller
 *  computed (refused when it differs from the service's); an override amount replaces the result and needs a reason. */
export const checkBody = z
  .object({
    speakerId: rowId('Speaker', 'Speaker is required'),
    eventId: rowId('Event', 'Event is required'),
    answers: z
      .array(z.object({ questionId: rowId('Question id'), optionId: rowId('Option id') }).strict(), { message: 'Answers must be a list' })
      .max(L.questions, `At most ${L.questions} answers`),
    amount: money('Amount').optional(),
    overrideAmount: money('Override amount').nullish(),
    overrideReason: z
      .string({ message: 'Reason must be text' })
      .trim()
      .max(L.overrideReason, `Reason must be at most ${L.overrideReason} characters`)
      .nullish(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.overrideAmount != null && !body.overrideReason)
      ctx.addIssue({ code: 'custom', path: ['overrideReason'], message: M.reasonRequired });
  });
export type CheckInput = z.output<typeof checkBody>;
