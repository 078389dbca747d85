import { graphql, useMutation } from 'react-relay';
import type { useCreateSurveyTemplateMutation as Mutation } from '../../../__generated__/useCreateSurveyTemplateMutation.graphql';

/** Creates a survey template with its questions and skip logic in one write ('Successfully created'). */
export function useCreateSurveyTemplateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateSurveyTemplateMutation($input: CreateSurveyTemplateInput!) {
      createSurveyTemplate(input: $input) {
        surveyTemplate {
          id
          name
          questionsCount
        }
      }
    }
  `);
}
