import { graphql, useMutation } from 'react-relay';
import type { useSaveSpeakerFieldsMutation as Mutation } from '../../../../../__generated__/useSaveSpeakerFieldsMutation.graphql';

/** updateSpeaker with the fields a profile card changed; the answer refreshes every card that shows them. */
export function useSaveSpeakerFieldsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSaveSpeakerFieldsMutation($input: UpdateSpeakerInput!) {
      updateSpeaker(input: $input) {
        speaker {
          id
          ...SpeakerInfoCard_speaker
          ...HeadshotCard_speaker
          ...AddressInfoCard_speaker
        }
      }
    }
  `);
}
