import { graphql, useMutation } from 'react-relay';
import type { useCreateSpeakerMutation as Mutation } from '../../../__generated__/useCreateSpeakerMutation.graphql';

export function useCreateSpeakerMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateSpeakerMutation($input: CreateSpeakerInput!) {
      createSpeaker(input: $input) {
        speaker {
          id
          internalId
        }
        loginMessage
      }
    }
  `);
}
