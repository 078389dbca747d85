/**
 * The body of `PUT /fees` (`feeStructureBody`), so that the api's route and the web's form and import file check it
 * with the one schema. It is zod/mini, as every schema the web bundles (web/README.md "Bundle size"), and apart from the
 * contract: a screen that only shows amounts (the event's costs, Financials) imports the contract without zod.
 */
import { z } from 'zod/mini';
import { FEE_LIMITS, FEE_MESSAGES, FEE_OPERATION_LABELS, FEE_OPERATIONS, type FeeOperation } from './contract.ts';

const rowId = (what: string) =>
  z
    .int({ error: `${what} must be a positive whole number` })
    .check(z.positive(`${what} must be a positive whole number`), z.maximum(2_147_483_647, `${what} is too large`));

const text = (max: number, required: string, name: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, `${name} must be at most ${max} characters`));

function buildFeeStructureBody() {
  const L = FEE_LIMITS;
  const M = FEE_MESSAGES;
  const operationMessage = `Operation must be one of ${Object.values(FEE_OPERATION_LABELS).join(', ')} (${FEE_OPERATIONS.join(', ')})`;
  const weightMessage = `Weight must be from 0 to ${L.weight}`;
  const option = z.strictObject({
    id: z.optional(rowId('Option id')),
    field: text(L.field, M.fieldRequired, 'Field'),
    operation: z.optional(z.enum(FEE_OPERATIONS, { error: operationMessage })),
  });
  const question = z.strictObject({
    id: z.optional(rowId('Question id')),
    label: text(L.label, M.labelRequired, 'Label'),
    category: text(L.category, M.categoryRequired, 'Category'),
    weight: z.int({ error: 'Weight must be a whole number' }).check(z.minimum(0, weightMessage), z.maximum(L.weight, weightMessage)),
    options: z
      .array(option, { error: 'Options must be a list' })
      .check(
        z.minLength(1, 'Add at least one option to every question'),
        z.maxLength(L.options, `A question has at most ${L.options} options`),
      ),
  });
  return z
    .strictObject({
      questions: z
        .array(question, { error: 'Questions must be a list' })
        .check(z.maxLength(L.questions, `A structure has at most ${L.questions} questions`)),
    })
    .check(z.superRefine(checkFeeStructure));
}

/** The rules across a structure's questions and options: ids and (case-blind) option fields once each; the first
 *  question in calculation order (the lowest weight, the first on a tie) takes no operation but Add, every other
 *  option one. */
export function checkFeeStructure(
  { questions }: { questions: readonly FeeStructureQuestion[] },
  ctx: z.core.$RefinementCtx<{ questions: readonly FeeStructureQuestion[] }>,
) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const first = questions.reduce<number | null>((best, q, i) => (best === null || q.weight < questions[best]!.weight ? i : best), null);
  const questionIds = new Set<number>();
  const optionIds = new Set<number>();
  questions.forEach((q, qi) => {
    if (q.id !== undefined) {
      if (questionIds.has(q.id)) issue(['questions', qi, 'id'], `Question id ${q.id} appears twice`);
      questionIds.add(q.id);
    }
    const fields = new Set<string>();
    q.options.forEach((o, oi) => {
      const at = ['questions', qi, 'options', oi];
      const key = o.field.toLowerCase();
      if (fields.has(key)) issue([...at, 'field'], `${q.label}: the option '${o.field}' appears twice`);
      fields.add(key);
      if (o.id !== undefined) {
        if (optionIds.has(o.id)) issue([...at, 'id'], `Option id ${o.id} appears twice`);
        optionIds.add(o.id);
      }
      if (qi === first && o.operation !== undefined && o.operation !== 'ADD')
        issue([...at, 'operation'], `${q.label}: the first question's options add; they take no other operation`);
      if (qi !== first && o.operation === undefined) issue([...at, 'operation'], FEE_MESSAGES.operationRequired);
    });
  });
}

/** `PUT /fees`: the whole structure (an `id` keeps a question's or option's identity, so speakers' rates of it stay
 *  current; without one it is new), refused as a whole when any part is wrong. What needs the stored structure (every
 *  option rated, ids of this tenant's structure) is checked by the route. The file Export writes is such a body. */
export const feeStructureBody = /* @__PURE__ */ buildFeeStructureBody();
/** A `PUT /fees` body as sent (the import file's shape). */
export type FeeStructureBody = z.input<typeof feeStructureBody>;
/** A question of a `PUT /fees` body, as its rules read it. */
export interface FeeStructureQuestion {
  id?: number | undefined;
  label: string;
  weight: number;
  options: readonly { id?: number | undefined; field: string; operation?: FeeOperation | undefined }[];
}
