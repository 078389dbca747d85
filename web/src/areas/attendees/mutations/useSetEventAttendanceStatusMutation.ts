import { graphql, useMutation } from 'react-relay';
import type { useSetEventAttendanceStatusMutation as Mutation } from '../../../__generated__/useSetEventAttendanceStatusMutation.graphql';

/** Edit Status: one status on every selected attendance, all or nothing; the rows in the store take it. */
export function useSetEventAttendanceStatusMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSetEventAttendanceStatusMutation($input: SetEventAttendanceStatusInput!) {
      setEventAttendanceStatus(input: $input) {
        eventAttendances {
          id
          status
        }
      }
    }
  `);
}
