import { graphql, useMutation } from 'react-relay';
import type { useUpdateEventMutation as Mutation } from '../../../__generated__/useUpdateEventMutation.graphql';

export function useUpdateEventMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateEventMutation($input: UpdateEventInput!) {
      updateEvent(input: $input) {
        event {
          id
          ...EventEditRoute_event
        }
      }
    }
  `);
}
