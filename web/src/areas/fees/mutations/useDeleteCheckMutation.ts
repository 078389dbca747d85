import { graphql, useMutation } from 'react-relay';
import type { useDeleteCheckMutation as Mutation } from '../../../__generated__/useDeleteCheckMutation.graphql';

/** Deletes a check: it leaves the table (the service keeps the record with its deletion time). */
export function useDeleteCheckMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteCheckMutation($input: DeleteCheckInput!) {
      deleteCheck(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
