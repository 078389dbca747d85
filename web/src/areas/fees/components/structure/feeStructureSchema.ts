import { graphql, readInlineData } from 'relay-runtime';
import type {
  feeStructureSchema_structure$data,
  feeStructureSchema_structure$key,
} from '../../../../__generated__/feeStructureSchema_structure.graphql';
import { FEE_OPERATION_LABELS, FEE_OPERATIONS, type FeeOperation } from '../../../../../../api/src/areas/fees/contract.ts';
import type { FeeStructureBody } from '../../../../../../api/src/areas/fees/structureBody.ts';

export type { FeeOperation };

/** The operations a person picks, with the contract's labels. */
export const OPERATION_OPTIONS = Object.entries(FEE_OPERATION_LABELS) as [FeeOperation, string][];

/** Weights are the calculation order: the questions' positions times this step (10, 20, 30 …, as the seed has them). */
export const WEIGHT_STEP = 10;

/** An option as the form holds it: `id` (global) and `internalId` null until saved; `key` names it for React. */
export type OptionDraft = { key: string; id: string | null; internalId: number | null; field: string; operation: FeeOperation | '' };
export type QuestionDraft = {
  key: string;
  id: string | null;
  internalId: number | null;
  label: string;
  category: string;
  options: OptionDraft[];
};
/** The form: the questions in calculation order. */
export type StructureValues = { questions: QuestionDraft[] };

const savedStructure = graphql`
  fragment feeStructureSchema_structure on FeeStructure @inline {
    questions {
      id
      internalId
      label
      category
      weight
      options {
        id
        internalId
        field
        operation
      }
    }
  }
`;

/** A saved question as the dialog's query and the save's answer read it. */
export type SavedQuestion = feeStructureSchema_structure$data['questions'][number];

const knownOperation = (operation: string): FeeOperation | '' =>
  (FEE_OPERATIONS as readonly string[]).includes(operation) ? (operation as FeeOperation) : '';

/** Questions by weight, ties in the order given (the service's and the calculation's order). */
const byWeight = <T extends { weight: number }>(questions: readonly T[]) =>
  questions
    .map((q, i) => ({ q, i }))
    .sort((a, b) => a.q.weight - b.q.weight || a.i - b.i)
    .map(({ q }) => q);

/** The saved structure's questions (its fragment, as a query or the save's answer holds it). */
export const savedQuestions = (structure: feeStructureSchema_structure$key) => readInlineData(savedStructure, structure).questions;

/** The form's values from the saved structure. */
export function toStructureValues(questions: readonly SavedQuestion[]): StructureValues {
  return {
    questions: byWeight(questions).map((q) => ({
      key: q.id,
      id: q.id,
      internalId: q.internalId,
      label: q.label,
      category: q.category,
      options: q.options.map((o) => ({
        key: o.id,
        id: o.id,
        internalId: o.internalId,
        field: o.field,
        operation: knownOperation(o.operation),
      })),
    })),
  };
}

let drafts = 0;
export const newOption = (): OptionDraft => ({ key: `new-option-${++drafts}`, id: null, internalId: null, field: '', operation: '' });
export const newQuestion = (): QuestionDraft => ({
  key: `new-question-${++drafts}`,
  id: null,
  internalId: null,
  label: '',
  category: '',
  options: [newOption()],
});

/**
 * The form's values as a `PUT /fees` body: weights from the order, saved rows with their REST ids, the first
 * question's options without an operation (they add). What the form validates (with the contract's
 * `feeStructureBody`, the api's own rules), what Export writes.
 */
export function toBody({ questions }: StructureValues): FeeStructureBody {
  return {
    questions: questions.map((q, qi) => ({
      ...(q.internalId !== null && { id: q.internalId }),
      label: q.label,
      category: q.category,
      weight: (qi + 1) * WEIGHT_STEP,
      options: q.options.map((o) => ({
        ...(o.internalId !== null && { id: o.internalId }),
        field: o.field,
        ...(qi > 0 && o.operation !== '' && { operation: o.operation }),
      })),
    })),
  };
}
