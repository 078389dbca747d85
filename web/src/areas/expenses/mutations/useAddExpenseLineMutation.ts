import { graphql, useMutation } from 'react-relay';
import type { useAddExpenseLineMutation as Mutation } from '../../../__generated__/useAddExpenseLineMutation.graphql';

/** Adds an expense line to an event (and speaker); the list is loaded again after it (the row's total changes). */
export function useAddExpenseLineMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAddExpenseLineMutation($input: AddExpenseLineInput!) {
      addExpenseLine(input: $input) {
        line {
          id
        }
      }
    }
  `);
}
