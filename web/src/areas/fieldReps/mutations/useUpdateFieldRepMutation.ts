import { graphql, useMutation } from 'react-relay';
import type { useUpdateFieldRepMutation as Mutation } from '../../../__generated__/useUpdateFieldRepMutation.graphql';

export function useUpdateFieldRepMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateFieldRepMutation($input: UpdateFieldRepInput!) {
      updateFieldRep(input: $input) {
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
