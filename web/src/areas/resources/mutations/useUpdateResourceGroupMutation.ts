import { graphql, useMutation } from 'react-relay';
import type { useUpdateResourceGroupMutation as Mutation } from '../../../__generated__/useUpdateResourceGroupMutation.graphql';

/** Renames a resource group or changes its URL; the store's record takes the answer. */
export function useUpdateResourceGroupMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateResourceGroupMutation($input: UpdateResourceGroupInput!) {
      updateResourceGroup(input: $input) {
        resourceGroup {
          id
          name
          url
        }
      }
    }
  `);
}
