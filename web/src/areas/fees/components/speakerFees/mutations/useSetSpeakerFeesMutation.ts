import { graphql, useMutation } from 'react-relay';
import type { useSetSpeakerFeesMutation as Mutation } from '../../../../../__generated__/useSetSpeakerFeesMutation.graphql';

/** Saves a speaker's rates, a value for every option of the fee structure ('Speaker fee rates saved successfully'). */
export function useSetSpeakerFeesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSetSpeakerFeesMutation($input: SetSpeakerFeesInput!) {
      setSpeakerFees(input: $input) {
        speakerFees {
          outdated
        }
      }
    }
  `);
}
