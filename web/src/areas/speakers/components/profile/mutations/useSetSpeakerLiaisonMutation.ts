import { graphql, useMutation } from 'react-relay';
import type { useSetSpeakerLiaisonMutation as Mutation } from '../../../../../__generated__/useSetSpeakerLiaisonMutation.graphql';

/** Sets or removes the speaker's liaison (the Info card's liaison select). */
export function useSetSpeakerLiaisonMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSetSpeakerLiaisonMutation($input: SetSpeakerLiaisonInput!) {
      setSpeakerLiaison(input: $input) {
        speaker {
          id
          liaison {
            internalId
            firstName
            lastName
          }
        }
      }
    }
  `);
}
