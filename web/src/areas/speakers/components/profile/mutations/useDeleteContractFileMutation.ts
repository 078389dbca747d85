import { graphql, useMutation } from 'react-relay';
import type { useDeleteContractFileMutation as Mutation } from '../../../../../__generated__/useDeleteContractFileMutation.graphql';

export function useDeleteContractFileMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteContractFileMutation($input: DeleteContractFileInput!) {
      deleteContractFile(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
