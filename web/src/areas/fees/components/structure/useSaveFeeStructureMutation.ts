import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SaveFeeStructureInput,
  useSaveFeeStructureMutation as SaveFeeStructure,
} from '../../../../__generated__/useSaveFeeStructureMutation.graphql';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { WEIGHT_STEP, type StructureValues } from './feeStructureSchema.ts';

const mutation = graphql`
  mutation useSaveFeeStructureMutation($input: SaveFeeStructureInput!) {
    saveFeeStructure(input: $input) {
      feeStructure {
        ...feeStructureSchema_structure
      }
    }
  }
`;

/** The whole structure to save: kept rows with their ids, weights from the order, the first question's options
 *  without an operation (the service stores them as Add), texts trimmed. */
function toSaveInput({ questions }: StructureValues): SaveFeeStructureInput {
  return {
    questions: questions.map((q, qi) => ({
      id: q.id,
      label: q.label.trim(),
      category: q.category.trim(),
      weight: (qi + 1) * WEIGHT_STEP,
      options: q.options.map((o) => ({ id: o.id, field: o.field.trim(), operation: qi === 0 || o.operation === '' ? null : o.operation })),
    })),
  };
}

/**
 * `saveFeeStructure` (`PUT /fees`): the whole structure in one call, all or nothing. The saved structure becomes the
 * store's `feeStructure`, so what reads it next (Calculate Check, Set Speaker Fees) has it. Answers whether it went
 * through; `onError` gets a refusal (its fields for the form).
 */
export function useSaveFeeStructure() {
  const [commit] = useMutation<SaveFeeStructure>(mutation);
  return useCallback(
    (values: StructureValues, onError?: (error: Error) => void) =>
      commitAsync(commit, { input: toSaveInput(values) }, onError, (store) => {
        const saved = store.getRootField('saveFeeStructure')?.getLinkedRecord('feeStructure');
        if (saved) store.getRoot().setLinkedRecord(saved, 'feeStructure');
      }),
    [commit],
  );
}
