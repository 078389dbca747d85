import { graphql, useMutation } from 'react-relay';
import type { useCreateEventMutation as Mutation } from '../../../__generated__/useCreateEventMutation.graphql';

export function useCreateEventMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateEventMutation($input: CreateEventInput!) {
      createEvent(input: $input) {
        event {
          id
          internalId
          shortName
          title
        }
      }
    }
  `);
}
