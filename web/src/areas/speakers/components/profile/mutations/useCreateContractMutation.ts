import { graphql, useMutation } from 'react-relay';
import type { useCreateContractMutation as Mutation } from '../../../../../__generated__/useCreateContractMutation.graphql';

/** Creates a contract (the card links the answer to the speaker's contracts). */
export function useCreateContractMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateContractMutation($input: CreateContractInput!) {
      createContract(input: $input) {
        contract {
          id
          ...ContractRow_contract
        }
      }
    }
  `);
}
