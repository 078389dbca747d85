import { graphql, useMutation } from 'react-relay';
import type { useCreateResourceMutation as Mutation } from '../../../__generated__/useCreateResourceMutation.graphql';

/** Creates a resource (a file uploaded first, or a link); the list is read again after it. */
export function useCreateResourceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateResourceMutation($input: CreateResourceInput!) {
      createResource(input: $input) {
        resource {
          id
        }
      }
    }
  `);
}
