import { graphql, useMutation } from 'react-relay';
import type { useUpdateEventAttendanceMutation as Mutation } from '../../../__generated__/useUpdateEventAttendanceMutation.graphql';

/** Updates an attendance from the attendee form ('Successfully updated'); refused fields come back as `fieldErrors`. */
export function useUpdateEventAttendanceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateEventAttendanceMutation($input: UpdateEventAttendanceInput!) {
      updateEventAttendance(input: $input) {
        eventAttendance {
          id
          attendeeId
          eventId
        }
        fieldErrors {
          questionRef
          message
        }
      }
    }
  `);
}
