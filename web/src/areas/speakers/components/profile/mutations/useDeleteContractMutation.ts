import { graphql, useMutation } from 'react-relay';
import type { useDeleteContractMutation as Mutation } from '../../../../../__generated__/useDeleteContractMutation.graphql';

export function useDeleteContractMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteContractMutation($input: DeleteContractInput!) {
      deleteContract(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
