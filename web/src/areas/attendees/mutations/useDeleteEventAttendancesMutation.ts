import { graphql, useMutation } from 'react-relay';
import type { useDeleteEventAttendancesMutation as Mutation } from '../../../__generated__/useDeleteEventAttendancesMutation.graphql';

/** Deletes one or many event attendances, all or nothing. */
export function useDeleteEventAttendancesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteEventAttendancesMutation($input: DeleteEventAttendancesInput!) {
      deleteEventAttendances(input: $input) {
        deletedIds @deleteRecord
      }
    }
  `);
}
