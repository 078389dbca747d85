import { graphql, useMutation } from 'react-relay';
import type { useCreateRegistrationTemplateMutation as Mutation } from '../../../__generated__/useCreateRegistrationTemplateMutation.graphql';

/** Creates a registration page template with its questions in one write ('Successfully created'). */
export function useCreateRegistrationTemplateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateRegistrationTemplateMutation($input: CreateRegistrationTemplateInput!) {
      createRegistrationTemplate(input: $input) {
        registrationTemplate {
          id
          name
          questionsCount
        }
      }
    }
  `);
}
