import { graphql, useMutation } from 'react-relay';
import type { useDeleteTrainingVideoMutation as Mutation } from '../../../__generated__/useDeleteTrainingVideoMutation.graphql';

/** Deletes a video program's video (beyond the spec); the program stays, without a video. */
export function useDeleteTrainingVideoMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteTrainingVideoMutation($input: DeleteTrainingVideoInput!) {
      deleteTrainingVideo(input: $input) {
        program {
          id
          hasVideo
          modifiedAt
        }
      }
    }
  `);
}
