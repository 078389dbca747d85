import { graphql, useMutation } from 'react-relay';
import type { useUpdateVenueMutation as Mutation } from '../../../__generated__/useUpdateVenueMutation.graphql';

/** Replaces a venue's fields ('Successfully updated'); the store's record takes the answer. */
export function useUpdateVenueMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateVenueMutation($input: UpdateVenueInput!) {
      updateVenue(input: $input) {
        venue {
          id
          name
          address
          city
          state
          zipCode
          capacity
        }
      }
    }
  `);
}
