import { graphql, useMutation } from 'react-relay';
import type { useSaveSpeakerProfileValuesMutation as Mutation } from '../../../../../__generated__/useSaveSpeakerProfileValuesMutation.graphql';

/** Saves a custom group's changed values; the answer refreshes the speaker's groups. */
export function useSaveSpeakerProfileValuesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSaveSpeakerProfileValuesMutation($input: SaveSpeakerProfileValuesInput!) {
      saveSpeakerProfileValues(input: $input) {
        speaker {
          id
          customProfile {
            ...CustomGroupCard_group
          }
        }
      }
    }
  `);
}
