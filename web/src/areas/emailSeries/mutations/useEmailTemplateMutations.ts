import { graphql, useMutation } from 'react-relay';
import type { useEmailTemplateMutationsCreateMutation as Create } from '../../../__generated__/useEmailTemplateMutationsCreateMutation.graphql';
import type { useEmailTemplateMutationsDeleteMutation as Delete } from '../../../__generated__/useEmailTemplateMutationsDeleteMutation.graphql';
import type { useEmailTemplateMutationsUpdateMutation as Update } from '../../../__generated__/useEmailTemplateMutationsUpdateMutation.graphql';

/** Creates an email template ('Successfully created the email template'). */
export function useCreateEmailTemplateMutation() {
  return useMutation<Create>(graphql`
    mutation useEmailTemplateMutationsCreateMutation($input: CreateEmailTemplateInput!) {
      createEmailTemplate(input: $input) {
        emailTemplate {
          id
          name
        }
      }
    }
  `);
}

/** Replaces a template's fields ('Successfully updated the email template'); the store's record takes the answer. */
export function useUpdateEmailTemplateMutation() {
  return useMutation<Update>(graphql`
    mutation useEmailTemplateMutationsUpdateMutation($input: UpdateEmailTemplateInput!) {
      updateEmailTemplate(input: $input) {
        emailTemplate {
          id
          name
          subject
          active
          eventType
          emailTemplateTypeId
        }
      }
    }
  `);
}

/** Deletes a template ('Successfully deleted the email template'). */
export function useDeleteEmailTemplateMutation() {
  return useMutation<Delete>(graphql`
    mutation useEmailTemplateMutationsDeleteMutation($input: DeleteEmailTemplateInput!) {
      deleteEmailTemplate(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
