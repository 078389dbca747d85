import { graphql, useMutation } from 'react-relay';
import type { useSaveTrainingVideoProgressMutation as Mutation } from '../../../__generated__/useSaveTrainingVideoProgressMutation.graphql';

/** Saves the signed-in speaker's video progress; `started` records the start on the first play, `completed` is the
 *  attestation's Confirm (certificate written). */
export function useSaveTrainingVideoProgressMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSaveTrainingVideoProgressMutation($input: SaveTrainingVideoProgressInput!) {
      saveTrainingVideoProgress(input: $input) {
        speakerTraining {
          id
          status
          completionDate
          videoStartedAt
          videoProgressDurationInSeconds
          completionAttachment {
            fileName
            fileUrl
          }
        }
      }
    }
  `);
}
