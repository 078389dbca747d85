import { graphql, useMutation } from 'react-relay';
import type { useDeleteExpenseLineMutation as Mutation } from '../../../__generated__/useDeleteExpenseLineMutation.graphql';

/** Deletes an expense line. The record stays in the store until the list is loaded again (its row's `lines` list
 *  holds it, and a deleted record there would read as a missing line). */
export function useDeleteExpenseLineMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteExpenseLineMutation($input: DeleteExpenseLineInput!) {
      deleteExpenseLine(input: $input) {
        deletedId
      }
    }
  `);
}
