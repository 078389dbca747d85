import { graphql, useMutation } from 'react-relay';
import type { useImportExpenseLinesMutation as Mutation } from '../../../../__generated__/useImportExpenseLinesMutation.graphql';

/** Imports one batch of a file's rows (at most `EXPENSE_LIMITS.importRows`): every row's outcome by its row number. */
export function useImportExpenseLinesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useImportExpenseLinesMutation($input: ImportExpenseLinesInput!) {
      importExpenseLines(input: $input) {
        created
        failed
        results {
          rowNumber
          lineId
          errors
        }
      }
    }
  `);
}
