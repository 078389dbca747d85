import { graphql, useMutation } from 'react-relay';
import type { useUnassignTrainingMutation as Mutation } from '../../../__generated__/useUnassignTrainingMutation.graphql';

/** Removes a training program from speakers; says the spec's failure text itself. */
export function useUnassignTrainingMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUnassignTrainingMutation($input: UnassignTrainingInput!) {
      unassignTraining(input: $input) {
        program {
          id
          assignedCount
        }
      }
    }
  `);
}
