import { z } from 'zod';
import { instant, type Json } from '../../platform/http/answer.ts';
import { FEE_OPERATIONS } from './contract.ts';

/** What the fee routes answer: the REST contract's answer half (platform/http/answer.ts). Money in dollars with at most
 *  two decimals (stored as integer cents); a Multiply rate as its factor. */

const operation = z.enum(FEE_OPERATIONS);

/** An option of a fee structure question (the first question's options always answer ADD). */
export const feeOption = z.object({ id: z.number().int(), field: z.string(), operation });
export const feeQuestion = z.object({
  id: z.number().int(),
  label: z.string(),
  category: z.string(),
  weight: z.number().int(),
  options: z.array(feeOption),
});
/** The fee structure: its questions in calculation order (weight, then the order they were saved in). */
export const feeStructure = z.object({ questions: z.array(feeQuestion) });

/** A speaker's saved rate of one option, with the option's question label, field and operation as they were saved. */
export const speakerFeeRate = z.object({
  optionId: z.number().int(),
  questionLabel: z.string(),
  field: z.string(),
  operation,
  value: z.number(),
});
/** What differs between the saved rates and the structure: `was` the saved option, `now` the structure's. */
export const speakerFeeDifference = z.object({
  change: z.enum(['added', 'removed', 'renamed', 'operation']),
  optionId: z.number().int(),
  was: z.string().nullable(),
  now: z.string().nullable(),
});
/** A speaker's fee set: no rates = none set; `outdated` when the structure changed since (with what differs). */
export const speakerFees = z.object({
  speakerId: z.number().int(),
  rates: z.array(speakerFeeRate),
  outdated: z.boolean(),
  differences: z.array(speakerFeeDifference),
  savedAt: instant.nullable(),
});

/** A check's calculation as it was made (`meta`): the Metadata dialog's lines; `calculatedAmount` before the rounding
 *  (`rounded`: the rounding flag was on) and the override. */
export const checkMeta = z.object({
  log: z.array(z.object({ label: z.string(), category: z.string(), field: z.string(), operation, value: z.number() })),
  calculatedAmount: z.number(),
  rounded: z.boolean(),
  overrideAmount: z.number().nullable(),
  overrideReason: z.string().nullable(),
});
/** A check: the speaker's and the event's names (null when hidden from the caller's role), amount in dollars. */
export const check = z.object({
  id: z.number().int(),
  speakerId: z.number().int(),
  eventId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  shortName: z.string().nullable(),
  amount: z.number(),
  createdAt: instant,
  meta: checkMeta,
});
/** A page of checks (spec 002 §7: `checks`, `totalCount`); `totalCount` beyond the cap is a lower bound (`countExact`
 *  false), as for events. */
export const checkPage = z.object({ checks: z.array(check), totalCount: z.number().int(), countExact: z.boolean() });

export type FeeStructure = Json<typeof feeStructure>;
export type SpeakerFees = Json<typeof speakerFees>;
export type Check = Json<typeof check>;
export type CheckMeta = Json<typeof checkMeta>;
export type CheckPage = Json<typeof checkPage>;

/** The write bodies' schemas, for the BFF's request types (`z.input`). */
export type { checkBody, speakerFeesBody, structureBody } from './bodies.ts';
