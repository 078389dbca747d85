import { graphql, useMutation } from 'react-relay';
import type { useCreateEventAttendanceMutation as Mutation } from '../../../__generated__/useCreateEventAttendanceMutation.graphql';

/** Creates an attendance from the attendee form ('Successfully created'); refused fields come back as `fieldErrors`. */
export function useCreateEventAttendanceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateEventAttendanceMutation($input: CreateEventAttendanceInput!) {
      createEventAttendance(input: $input) {
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
