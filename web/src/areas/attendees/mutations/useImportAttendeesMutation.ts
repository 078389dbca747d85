import { graphql, useMutation } from 'react-relay';
import type { useImportAttendeesMutation as Mutation } from '../../../__generated__/useImportAttendeesMutation.graphql';

/** Imports one batch of CSV rows into an event (Import Attendees): a result per row. */
export function useImportAttendeesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useImportAttendeesMutation($input: ImportAttendeesInput!) {
      importAttendees(input: $input) {
        results {
          rowNumber
          ok
          message
          eventAttendanceId
        }
      }
    }
  `);
}
