import { graphql, useMutation } from 'react-relay';
import type { useSetContractAddressMutation as Mutation } from '../../../../../__generated__/useSetContractAddressMutation.graphql';

/** Creates or updates the contract address; the answer is linked to the speaker as their contractAddress. */
export function useSetContractAddressMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSetContractAddressMutation($input: SetContractAddressInput!) {
      setContractAddress(input: $input) {
        contractAddress {
          id
          address
          city
          state
          zip
        }
      }
    }
  `);
}
