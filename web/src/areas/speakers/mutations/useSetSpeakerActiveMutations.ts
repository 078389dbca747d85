import { graphql, useMutation } from 'react-relay';
import type { useSetSpeakerActiveMutationsInactivateMutation as Inactivate } from '../../../__generated__/useSetSpeakerActiveMutationsInactivateMutation.graphql';
import type { useSetSpeakerActiveMutationsReactivateMutation as Reactivate } from '../../../__generated__/useSetSpeakerActiveMutationsReactivateMutation.graphql';

/** Inactivate and Reactivate of the list's row menu: the row's `active` (its 'Inactive' label) updates in place. */
export function useInactivateSpeakerMutation() {
  return useMutation<Inactivate>(graphql`
    mutation useSetSpeakerActiveMutationsInactivateMutation($input: InactivateSpeakerInput!) {
      inactivateSpeaker(input: $input) {
        speaker {
          id
          active
        }
      }
    }
  `);
}

export function useReactivateSpeakerMutation() {
  return useMutation<Reactivate>(graphql`
    mutation useSetSpeakerActiveMutationsReactivateMutation($input: ReactivateSpeakerInput!) {
      reactivateSpeaker(input: $input) {
        speaker {
          id
          active
        }
      }
    }
  `);
}
