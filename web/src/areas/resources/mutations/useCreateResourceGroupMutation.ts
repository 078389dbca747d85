import { graphql, useMutation } from 'react-relay';
import type { useCreateResourceGroupMutation as Mutation } from '../../../__generated__/useCreateResourceGroupMutation.graphql';

/** Creates a resource group (spec 002 §2.3); the list is read again after it. */
export function useCreateResourceGroupMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateResourceGroupMutation($input: CreateResourceGroupInput!) {
      createResourceGroup(input: $input) {
        resourceGroup {
          id
          name
          weight
          url
        }
      }
    }
  `);
}
