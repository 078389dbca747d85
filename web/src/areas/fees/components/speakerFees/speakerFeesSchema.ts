import * as z from 'zod/mini';
import { FEE_LIMITS as L, FACTOR_SCALE, hasDecimals } from '../../../../../../api/src/areas/fees/contract.ts';

/** One option's rate as the form holds it: dollars for Add and Ignore, a percentage for Multiply (the factor x 100). */
export interface RateValue {
  /** Global id of the option. */
  optionId: string;
  /** The option's operation (as GraphQL names it). */
  operation: string;
  value: string;
}

export interface SpeakerFeesValues {
  /** Every option of the structure, in its order. */
  rates: RateValue[];
}

const PERCENT = 100;

export const RATE_MESSAGES = {
  required: 'Value is required',
  dollars: `Enter dollars from 0 to ${L.addValue.toLocaleString('en-US')} in whole cents`,
  percent: `Enter a percentage from 0 to ${(L.factor * PERCENT).toLocaleString('en-US')} with at most 2 decimals`,
} as const;

/** The form's text of a saved rate (a factor shows as its percentage: 0.75 → '75'). */
export const rateText = (value: number, operation: string) =>
  String(operation === 'MULTIPLY' ? Math.round(value * PERCENT * PERCENT) / PERCENT : value);

/** The value the service takes from the form's text (a percentage back to its factor: its ten-thousandths are the
 *  percentage's hundredths). */
export const rateInput = (text: string, operation: string) =>
  operation === 'MULTIPLY' ? Math.round(Number(text) * PERCENT) / FACTOR_SCALE : Number(text);

/** The rate rules of the service (api `refuseRate`): Add and Ignore dollars in whole cents up to the largest Add rate,
 *  Multiply a factor of at most four decimals up to the largest factor (a percentage with two). */
export const speakerFeesSchema = z.object({
  rates: z.array(
    z.object({ optionId: z.string(), operation: z.string(), value: z.string() }).check(
      z.superRefine((rate, ctx) => {
        const text = rate.value.trim();
        const value = Number(text);
        const multiply = rate.operation === 'MULTIPLY';
        const max = multiply ? L.factor * PERCENT : L.addValue;
        const message =
          text === ''
            ? RATE_MESSAGES.required
            : !Number.isFinite(value) || value < 0 || value > max || !hasDecimals(value, 2)
              ? RATE_MESSAGES[multiply ? 'percent' : 'dollars']
              : null;
        if (message) ctx.issues.push({ code: 'custom', input: rate.value, path: ['value'], message });
      }),
    ),
  ),
});
