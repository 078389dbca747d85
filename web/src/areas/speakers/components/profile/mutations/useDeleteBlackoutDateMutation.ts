import { graphql, useMutation } from 'react-relay';
import type { useDeleteBlackoutDateMutation as Mutation } from '../../../../../__generated__/useDeleteBlackoutDateMutation.graphql';

export function useDeleteBlackoutDateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteBlackoutDateMutation($input: DeleteBlackoutDateInput!) {
      deleteBlackoutDate(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
