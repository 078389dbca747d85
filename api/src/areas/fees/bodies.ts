import { z } from 'zod';
import { FEE_LIMITS as L, FEE_MESSAGES as M, FEE_OPERATION_LABELS, FEE_OPERATIONS, hasDecimals } from './contract.ts';

// The fee routes' request bodies (zod): the whole structure, a speaker's rates, a check. What needs the stored
// structure (every option rated, answers naming its questions) is checked by the routes.

const rowId = (what: string, missing = `${what} must be a positive whole number`) =>
  z
    .number({ message: missing })
    .int(`${what} must be a positive whole number`)
    .positive(`${what} must be a positive whole number`)
    .max(2_147_483_647, `${what} is too large`);

const text = (max: number, required: string, name: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, `${name} must be at most ${max} characters`);

const OPERATION_MESSAGE = `Operation must be one of ${Object.values(FEE_OPERATION_LABELS).join(', ')} (${FEE_OPERATIONS.join(', ')})`;

const optionBody = z
  .object({
    id: rowId('Option id').optional(),
    field: text(L.field, M.fieldRequired, 'Field'),
    operation: z.enum(FEE_OPERATIONS, { message: OPERATION_MESSAGE }).optional(),
  })
  .strict();

const questionBody = z
  .object({
    id: rowId('Question id').optional(),
    label: text(L.label, M.labelRequired, 'Label'),
    category: text(L.category, M.categoryRequired, 'Category'),
    weight: z
      .number({ message: 'Weight must be a whole number' })
      .int('Weight must be a whole number')
      .min(0, `Weight must be from 0 to ${L.weight}`)
      .max(L.weight, `Weight must be from 0 to ${L.weight}`),
    options: z
      .array(optionBody, { message: 'Options must be a list' })
      .min(1, 'Add at least one option to every question')
      .max(L.options, `A question has at most ${L.options} options`),
  })
  .strict();

/** `PUT /fees`: the whole structure (an `id` keeps a question's or option's identity, so speakers' rates of it stay
 *  current; without one it is new). Refused as a whole when any part is wrong. */
export const structureBody = z
  .object({
    questions: z
      .array(questionBody, { message: 'Questions must be a list' })
      .max(L.questions, `A structure has at most ${L.questions} questions`),
  })
  .strict()
  .superRefine(({ questions }, ctx) => {
    const first = questions.reduce<number | null>((best, q, i) => (best === null || q.weight < questions[best]!.weight ? i : best), null);
    const questionIds = new Set<number>();
    const optionIds = new Set<number>();
    questions.forEach((q, qi) => {
      if (q.id !== undefined) {
        if (questionIds.has(q.id))
          ctx.addIssue({ code: 'custom', path: ['questions', qi, 'id'], message: `Question id ${q.id} appears twice` });
        questionIds.add(q.id);
      }
      const fields = new Set<string>();
      q.options.forEach((o, oi) => {
        const at = ['questions', qi, 'options', oi];
        const key = o.field.toLowerCase();
        if (fields.has(key))
          ctx.addIssue({ code: 'custom', path: [...at, 'field'], message: `${q.label}: the option '${o.field}' appears twice` });
        fields.add(key);
        if (o.id !== undefined) {
          if (optionIds.has(o.id)) ctx.addIssue({ code: 'custom', path: [...at, 'id'], message: `Option id ${o.id} appears twice` });
          optionIds.add(o.id);
        }
        if (qi === first && o.operation !== undefined && o.operation !== 'ADD')
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'operation'],
            message: `${q.label}: the first question's options add; they take no other operation`,
          });
        if (qi !== first && o.operation === undefined)
          ctx.addIssue({ code: 'custom', path: [...at, 'operation'], message: M.operationRequired });
      });
    });
  });
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
