import { graphql, useMutation } from 'react-relay';
import type { useMoveResourceGroupMutation as Mutation } from '../../../__generated__/useMoveResourceGroupMutation.graphql';

/** Moves a resource group up or down; the answer holds the groups whose weight changed. */
export function useMoveResourceGroupMutation() {
  return useMutation<Mutation>(graphql`
    mutation useMoveResourceGroupMutation($input: MoveResourceGroupInput!) {
      moveResourceGroup(input: $input) {
        resourceGroups {
          id
          weight
        }
      }
    }
  `);
}
