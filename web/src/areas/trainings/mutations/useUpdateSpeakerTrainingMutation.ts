import { graphql, useMutation } from 'react-relay';
import type { useUpdateSpeakerTrainingMutation as Mutation } from '../../../__generated__/useUpdateSpeakerTrainingMutation.graphql';

/** 'Mark Completions': ticks (completion now) or unticks a training. */
export function useUpdateSpeakerTrainingMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateSpeakerTrainingMutation($input: UpdateSpeakerTrainingInput!) {
      updateSpeakerTraining(input: $input) {
        speakerTraining {
          id
          status
          completionDate
          trainedBy
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
