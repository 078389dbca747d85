import { graphql, useMutation } from 'react-relay';
import type { useDeleteResourceMutation as Mutation } from '../../../__generated__/useDeleteResourceMutation.graphql';

/** Deletes a resource; the list is read again after it. */
export function useDeleteResourceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteResourceMutation($input: DeleteResourceInput!) {
      deleteResource(input: $input) {
        deletedId
      }
    }
  `);
}
