import { graphql, useMutation } from 'react-relay';
import type { useAssignTrainingMutation as Mutation } from '../../../__generated__/useAssignTrainingMutation.graphql';

/** Assigns a training program to speakers (by topic or by speaker) with a due date. */
export function useAssignTrainingMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAssignTrainingMutation($input: AssignTrainingInput!) {
      assignTraining(input: $input) {
        assigned
        program {
          id
          assignedCount
        }
      }
    }
  `);
}
