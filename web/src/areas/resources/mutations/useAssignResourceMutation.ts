import { graphql, useMutation } from 'react-relay';
import type { useAssignResourceMutation as Mutation } from '../../../__generated__/useAssignResourceMutation.graphql';

/** Assigns or unassigns a resource to speakers; answers 'Attachment assigned/unassigned to {n} speaker(s)'. */
export function useAssignResourceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAssignResourceMutation($input: AssignResourceInput!) {
      assignResource(input: $input) {
        count
        message
      }
    }
  `);
}
