import { graphql, useMutation } from 'react-relay';
import type { useUpdateContractMutation as Mutation } from '../../../../../__generated__/useUpdateContractMutation.graphql';

export function useUpdateContractMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateContractMutation($input: UpdateContractInput!) {
      updateContract(input: $input) {
        contract {
          id
          ...ContractRow_contract
        }
      }
    }
  `);
}
