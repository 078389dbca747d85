import { graphql, useMutation } from 'react-relay';
import type { useDeleteSurveyTemplateMutation as Mutation } from '../../../__generated__/useDeleteSurveyTemplateMutation.graphql';

/** Deletes a survey template with its questions and responses ('Survey template deleted'). */
export function useDeleteSurveyTemplateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteSurveyTemplateMutation($input: DeleteSurveyTemplateInput!) {
      deleteSurveyTemplate(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
