import { graphql, useMutation } from 'react-relay';
import type { useUpdateExpenseLineMutation as Mutation } from '../../../__generated__/useUpdateExpenseLineMutation.graphql';

/** Changes an expense line (a check's Honoraria line is refused: it changes with its check). */
export function useUpdateExpenseLineMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateExpenseLineMutation($input: UpdateExpenseLineInput!) {
      updateExpenseLine(input: $input) {
        line {
          id
          expenseType
          amount
          paymentDate
          status
        }
      }
    }
  `);
}
