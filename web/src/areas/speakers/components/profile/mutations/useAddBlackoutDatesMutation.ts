import { graphql, useMutation } from 'react-relay';
import type { useAddBlackoutDatesMutation as Mutation } from '../../../../../__generated__/useAddBlackoutDatesMutation.graphql';

/** Adds blackout days (the card links the answer to the speaker's list). */
export function useAddBlackoutDatesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAddBlackoutDatesMutation($input: AddBlackoutDatesInput!) {
      addBlackoutDates(input: $input) {
        blackoutDates {
          id
          date
        }
      }
    }
  `);
}
