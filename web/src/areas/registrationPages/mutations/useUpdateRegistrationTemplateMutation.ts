import { graphql, useMutation } from 'react-relay';
import type { useUpdateRegistrationTemplateMutation as Mutation } from '../../../__generated__/useUpdateRegistrationTemplateMutation.graphql';

/** Replaces a registration page template's fields and questions in one write ('Successfully updated'). */
export function useUpdateRegistrationTemplateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateRegistrationTemplateMutation($input: UpdateRegistrationTemplateInput!) {
      updateRegistrationTemplate(input: $input) {
        registrationTemplate {
          id
          name
          questionsCount
        }
      }
    }
  `);
}
