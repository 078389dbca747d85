import { graphql, useMutation } from 'react-relay';
import type { useDeleteTrainingProgramMutation as Mutation } from '../../../__generated__/useDeleteTrainingProgramMutation.graphql';

/** Deletes a training program with its speakers' trainings; says 'Failed to delete training program' itself. */
export function useDeleteTrainingProgramMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteTrainingProgramMutation($input: DeleteTrainingProgramInput!) {
      deleteTrainingProgram(input: $input) {
        deletedId
      }
    }
  `);
}
