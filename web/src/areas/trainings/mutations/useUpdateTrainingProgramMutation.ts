import { graphql, useMutation } from 'react-relay';
import type { useUpdateTrainingProgramMutation as Mutation } from '../../../__generated__/useUpdateTrainingProgramMutation.graphql';

/** Changes a training program (inline and the edit form); the store's record takes the answer. */
export function useUpdateTrainingProgramMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateTrainingProgramMutation($input: UpdateTrainingProgramInput!) {
      updateTrainingProgram(input: $input) {
        program {
          id
          programName
          type
          typeLabel
          expirationDate
          topic {
            internalId
            description
          }
          modifiedAt
        }
      }
    }
  `);
}
