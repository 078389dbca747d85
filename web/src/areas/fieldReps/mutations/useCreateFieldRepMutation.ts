import { graphql, useMutation } from 'react-relay';
import type { useCreateFieldRepMutation as Mutation } from '../../../__generated__/useCreateFieldRepMutation.graphql';

export function useCreateFieldRepMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateFieldRepMutation($input: CreateFieldRepInput!) {
      createFieldRep(input: $input) {
        fieldRep {
          id
          name
          email
          phone
        }
      }
    }
  `);
}
