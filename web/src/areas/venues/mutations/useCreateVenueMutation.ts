import { graphql, useMutation } from 'react-relay';
import type { useCreateVenueMutation as Mutation } from '../../../__generated__/useCreateVenueMutation.graphql';

/** Creates a venue ('Successfully created'). */
export function useCreateVenueMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateVenueMutation($input: CreateVenueInput!) {
      createVenue(input: $input) {
        venue {
          id
          internalId
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
