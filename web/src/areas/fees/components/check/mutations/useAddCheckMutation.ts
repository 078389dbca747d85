import { graphql, useMutation } from 'react-relay';
import type { useAddCheckMutation as Mutation } from '../../../../../__generated__/useAddCheckMutation.graphql';

/** Calculates and saves a check (the service refuses an amount that differs from its own calculation). */
export function useAddCheckMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAddCheckMutation($input: AddCheckInput!) {
      addCheck(input: $input) {
        check {
          id
          amount
        }
      }
    }
  `);
}
