import { graphql, useMutation } from 'react-relay';
import type { useUpdateResourceMutation as Mutation } from '../../../__generated__/useUpdateResourceMutation.graphql';

/** Changes a resource's fields ('Saved'); the store's record takes the answer. */
export function useUpdateResourceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateResourceMutation($input: UpdateResourceInput!) {
      updateResource(input: $input) {
        resource {
          id
          fileName
          group {
            id
          }
          groupName
          expirationDate
          expired
          topicInternalId
          topicName
          year
          prcCode
        }
      }
    }
  `);
}
