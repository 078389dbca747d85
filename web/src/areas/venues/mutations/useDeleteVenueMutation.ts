import { graphql, useMutation } from 'react-relay';
import type { useDeleteVenueMutation as Mutation } from '../../../__generated__/useDeleteVenueMutation.graphql';

/** Deletes a venue; one that events use is refused with the service's message. */
export function useDeleteVenueMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteVenueMutation($input: DeleteVenueInput!) {
      deleteVenue(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
