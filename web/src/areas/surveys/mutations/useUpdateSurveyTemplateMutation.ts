import { graphql, useMutation } from 'react-relay';
import type { useUpdateSurveyTemplateMutation as Mutation } from '../../../__generated__/useUpdateSurveyTemplateMutation.graphql';

/** Replaces a survey template's fields, questions and skip logic in one write ('Successfully updated'). */
export function useUpdateSurveyTemplateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateSurveyTemplateMutation($input: UpdateSurveyTemplateInput!) {
      updateSurveyTemplate(input: $input) {
        surveyTemplate {
          id
          name
          questionsCount
        }
      }
    }
  `);
}
