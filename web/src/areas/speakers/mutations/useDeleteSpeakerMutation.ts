import { graphql, useMutation } from 'react-relay';
import type { useDeleteSpeakerMutation as Mutation } from '../../../__generated__/useDeleteSpeakerMutation.graphql';

export function useDeleteSpeakerMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteSpeakerMutation($input: DeleteSpeakerInput!) {
      deleteSpeaker(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
