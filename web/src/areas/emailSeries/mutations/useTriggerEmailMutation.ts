import { graphql, useMutation } from 'react-relay';
import type { useTriggerEmailMutation as Mutation } from '../../../__generated__/useTriggerEmailMutation.graphql';

/** Sends a template now (spec 002 §2.13 Send): 'Email sent.', or the refusal in `error` ('Error: {error}'). */
export function useTriggerEmailMutation() {
  return useMutation<Mutation>(graphql`
    mutation useTriggerEmailMutation($input: EmailTriggerInput!) {
      triggerEmail(input: $input) {
        success
        error
      }
    }
  `);
}
