import { graphql, useMutation } from 'react-relay';
import type { useDeleteResourceGroupMutation as Mutation } from '../../../__generated__/useDeleteResourceGroupMutation.graphql';

/** Deletes a resource group with its resources; the list is read again after it. */
export function useDeleteResourceGroupMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteResourceGroupMutation($input: DeleteResourceGroupInput!) {
      deleteResourceGroup(input: $input) {
        deletedId
      }
    }
  `);
}
