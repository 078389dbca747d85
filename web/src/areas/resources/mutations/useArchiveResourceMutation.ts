import { graphql, useMutation } from 'react-relay';
import type { useArchiveResourceMutation as Mutation } from '../../../__generated__/useArchiveResourceMutation.graphql';

/** Moves a resource to the 'Archived' group; refused when the tenant has no such group. */
export function useArchiveResourceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useArchiveResourceMutation($input: ArchiveResourceInput!) {
      archiveResource(input: $input) {
        resource {
          id
          groupName
        }
      }
    }
  `);
}
