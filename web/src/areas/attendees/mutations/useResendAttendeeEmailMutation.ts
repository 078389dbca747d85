import { graphql, useMutation } from 'react-relay';
import type { useResendAttendeeEmailMutation as Mutation } from '../../../__generated__/useResendAttendeeEmailMutation.graphql';

/** Resend Email Notification: the e-mail of the chosen type, queued for the attendee again. */
export function useResendAttendeeEmailMutation() {
  return useMutation<Mutation>(graphql`
    mutation useResendAttendeeEmailMutation($input: ResendAttendeeEmailInput!) {
      resendAttendeeEmail(input: $input) {
        success
      }
    }
  `);
}
