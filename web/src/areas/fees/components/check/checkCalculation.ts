import * as z from 'zod/mini';
import {
  calculateFee,
  FEE_LIMITS as L,
  FEE_MESSAGES as M,
  FEE_OPERATIONS,
  formatAmount,
  hasDecimals,
  rateUnits,
  type FeeOperation,
  type FeeResult,
  type FeeStepInput,
} from '../../../../../../api/src/areas/fees/contract.ts';
import type { ChosenSpeaker } from '../../../../shared/SpeakerSearchField.tsx';

/** A question of the fee structure as the dialog reads it (global ids; the operations as GraphQL names them). */
export interface CheckQuestion {
  id: string;
  label: string;
  category: string;
  weight: number;
  options: readonly { id: string; field: string; operation: string }[];
}

/** A speaker's saved rate of an option, with the option's operation when it was saved. */
export interface CheckRate {
  optionId: string;
  operation: string;
  value: number;
}

/** An operation the contract knows (GraphQL's enums leave room for values added later). */
export const isOperation = (operation: string): operation is FeeOperation => (FEE_OPERATIONS as readonly string[]).includes(operation);

/** A chosen event: the global id and the picker's line. */
export interface ChosenEvent {
  id: string;
  internalId: number;
  label: string;
}

export interface CheckValues {
  event: ChosenEvent | null;
  speaker: ChosenSpeaker | null;
  /** The chosen option (global id) of each question, in the structure's order; '' while not answered. */
  answers: string[];
  overrideAmount: string;
  overrideReason: string;
}

export const CHECK_REQUIRED = {
  event: 'Event is required',
  speaker: 'Speaker is required',
  answer: 'Answer is required',
} as const;

export interface CheckCalculation extends FeeResult {
  /** Every question is answered (the total is the check's). */
  complete: boolean;
}

/**
 * The running total with `calculateFee`, the calculation the service saves the check with: the questions in order up to
 * the first one not answered yet (the first question always adds, so a later answer alone has no running total).
 */
export function checkCalculation(
  questions: readonly CheckQuestion[],
  answers: readonly string[],
  rates: readonly CheckRate[],
  rounding: boolean,
): CheckCalculation {
  const steps: FeeStepInput[] = [];
  for (const [i, q] of questions.entries()) {
    const option = q.options.find((o) => o.id === answers[i]);
    const rate = option && rates.find((r) => r.optionId === option.id && r.operation === option.operation);
    if (!option || !rate || !isOperation(option.operation)) break;
    steps.push({
      label: q.label,
      category: q.category,
      weight: q.weight,
      field: option.field,
      operation: option.operation,
      units: rateUnits(rate.value, option.operation),
    });
  }
  return { ...calculateFee(steps, { rounding }), complete: questions.length > 0 && steps.length === questions.length };
}

/** The amount the check is saved with: the override when one is typed, else the calculated total (dollars). */
export const shownAmount = (values: Pick<CheckValues, 'overrideAmount'>, calculation: FeeResult) =>
  values.overrideAmount.trim() ? Number(values.overrideAmount) : calculation.totalCents / 100;

/** The rules of a check (spec 002 §5, the service's texts): a speaker, an event, every question answered, an amount
 *  above 0 (the calculation's or the override's) and, with an override, its reason. */
export function checkSchema(calculation: CheckCalculation) {
  return z
    .object({
      event: z.nullable(z.object({ id: z.string() })).check(z.refine((e) => e !== null, CHECK_REQUIRED.event)),
      speaker: z.nullable(z.object({ id: z.string() })).check(z.refine((s) => s !== null, CHECK_REQUIRED.speaker)),
      answers: z.array(z.string().check(z.minLength(1, CHECK_REQUIRED.answer))),
      overrideAmount: z.string(),
      overrideReason: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: keyof CheckValues, message: string, input: unknown) =>
          ctx.issues.push({ code: 'custom', input, path: [path], message });
        const text = values.overrideAmount.trim();
        if (text) {
          const amount = Number(text);
          if (!Number.isFinite(amount) || amount <= 0) issue('overrideAmount', M.amountAboveZero, text);
          else if (amount > L.amount) issue('overrideAmount', `Override amount must be at most ${formatAmount(L.amount)}`, text);
          else if (!hasDecimals(amount, 2)) issue('overrideAmount', 'Override amount must be in whole cents', text);
          if (!values.overrideReason.trim()) issue('overrideReason', M.reasonRequired, values.overrideReason);
        } else if (calculation.complete && calculation.tooLarge) {
          issue('overrideAmount', `The calculated amount is above ${formatAmount(L.amount)}: check the speaker's rates`, text);
        } else if (calculation.complete && calculation.totalCents <= 0) {
          issue('overrideAmount', M.amountAboveZero, text);
        }
      }),
    );
}
