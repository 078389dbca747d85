import { graphql, useMutation } from 'react-relay';
import type { useDeleteFieldRepMutation as Mutation } from '../../../__generated__/useDeleteFieldRepMutation.graphql';

export function useDeleteFieldRepMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteFieldRepMutation($input: DeleteFieldRepInput!) {
      deleteFieldRep(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
