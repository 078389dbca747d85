import { graphql, useMutation } from 'react-relay';
import type { useDeleteEventsMutation as Mutation } from '../../../__generated__/useDeleteEventsMutation.graphql';

export function useDeleteEventsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteEventsMutation($input: DeleteEventsInput!) {
      deleteEvents(input: $input) {
        deletedIds @deleteRecord
      }
    }
  `);
}
