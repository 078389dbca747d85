import { graphql, useMutation } from 'react-relay';
import type { useCreateTrainingProgramMutation as Mutation } from '../../../__generated__/useCreateTrainingProgramMutation.graphql';

/** Creates a training program (the wizard's first step, spec 002 §2.9). */
export function useCreateTrainingProgramMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateTrainingProgramMutation($input: CreateTrainingProgramInput!) {
      createTrainingProgram(input: $input) {
        program {
          id
          internalId
          topic {
            internalId
          }
        }
      }
    }
  `);
}
