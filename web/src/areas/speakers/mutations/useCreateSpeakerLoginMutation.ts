import { graphql, useMutation } from 'react-relay';
import type { useCreateSpeakerLoginMutation as Mutation } from '../../../__generated__/useCreateSpeakerLoginMutation.graphql';

export function useCreateSpeakerLoginMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateSpeakerLoginMutation($input: CreateSpeakerLoginInput!) {
      createSpeakerLogin(input: $input) {
        message
        speaker {
          id
          hasUserAccount
          userId
        }
      }
    }
  `);
}
