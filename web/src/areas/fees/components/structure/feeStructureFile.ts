import { FEE_MESSAGES as M } from '../../../../../../api/src/areas/fees/contract.ts';
import { feeStructureBody } from '../../../../../../api/src/areas/fees/structureBody.ts';
import { saveBlob } from '../../../../shared/downloadFile.ts';
import { toBody, type OptionDraft, type QuestionDraft, type StructureValues } from './feeStructureSchema.ts';

/**
 * Export and import of the structure as JSON (spec 002 §2.10, §3): the file is a `PUT /fees` body, `{ questions:
 * [{ id?, label, category, weight, options: [{ id?, field, operation? }] }] }`, pretty-printed. The saved questions and
 * options carry their REST ids, so a file exported here and imported back keeps them (and the speakers' rates of them);
 * an id the structure does not have (a file of another tenant, or written by hand) makes a new question or option.
 */

/** Largest file Import reads (a structure at every limit of the contract is about half of it). */
export const STRUCTURE_FILE_MAX_BYTES = 2_000_000;

/** The file's text: what the dialog shows, in calculation order. */
export const structureFileText = (values: StructureValues) => `${JSON.stringify(toBody(values), null, 2)}\n`;

/**
 * Saves the file as `fee-structure-schema.json`. Made in the page, so not through `downloadFile` (which fetches a BFF
 * URL: the page's `connect-src 'self'` refuses a `data:` or `blob:` fetch); saved as it saves a file it fetched.
 */
export function exportStructure(values: StructureValues) {
  saveBlob(new Blob([structureFileText(values)], { type: 'application/json' }), M.exportFile);
}

/** A zod issue's path as a person reads it: `questions[1].options[0].field`. */
export const issuePath = (path: readonly PropertyKey[]) =>
  path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)), '');

export type ImportResult = { values: StructureValues } | { errors: string[] };

/**
 * Reads an import file against the structure the dialog loaded (`saved`): the new form values in calculation order,
 * or what is wrong with it, each line naming where (`questions[1].options[0].field: Field is required`).
 */
export function readStructureFile(text: string, saved: StructureValues): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { errors: [`The file is not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = feeStructureBody.safeParse(json);
  if (!parsed.success)
    return {
      errors: parsed.error.issues.map((issue) => (issue.path.length ? `${issuePath(issue.path)}: ${issue.message}` : issue.message)),
    };

  const savedQuestions = new Map(saved.questions.flatMap((q) => (q.internalId === null ? [] : [[q.internalId, q] as const])));
  let fresh = 0;
  const key = (prefix: string) => `imported-${prefix}-${++fresh}`;
  const questions = parsed.data.questions
    .map((q, i) => ({ q, i }))
    .sort((a, b) => a.q.weight - b.q.weight || a.i - b.i)
    .map(({ q }, position): QuestionDraft => {
      const kept = q.id === undefined ? undefined : savedQuestions.get(q.id);
      const keptOptions = new Map(kept?.options.flatMap((o) => (o.internalId === null ? [] : [[o.internalId, o] as const])));
      return {
        key: kept?.key ?? key('question'),
        id: kept?.id ?? null,
        internalId: kept?.internalId ?? null,
        label: q.label,
        category: q.category,
        options: q.options.map((o): OptionDraft => {
          const keptOption = o.id === undefined ? undefined : keptOptions.get(o.id);
          return {
            key: keptOption?.key ?? key('option'),
            id: keptOption?.id ?? null,
            internalId: keptOption?.internalId ?? null,
            field: o.field,
            // Only the first question's options may come without one: they add.
            operation: o.operation ?? (position === 0 ? 'ADD' : ''),
          };
        }),
      };
    });
  return { values: { questions } };
}
