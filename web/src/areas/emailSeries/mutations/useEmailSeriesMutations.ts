import { graphql, useMutation } from 'react-relay';
import type { useEmailSeriesMutationsCreateMutation as Create } from '../../../__generated__/useEmailSeriesMutationsCreateMutation.graphql';
import type { useEmailSeriesMutationsDeleteMutation as Delete } from '../../../__generated__/useEmailSeriesMutationsDeleteMutation.graphql';
import type { useEmailSeriesMutationsUpdateMutation as Update } from '../../../__generated__/useEmailSeriesMutationsUpdateMutation.graphql';

/** Creates an email series with its templates in one write ('Successfully created a new Email Series'). */
export function useCreateEmailSeriesMutation() {
  return useMutation<Create>(graphql`
    mutation useEmailSeriesMutationsCreateMutation($input: CreateEmailSeriesInput!) {
      createEmailSeries(input: $input) {
        emailSeries {
          id
          name
          emailsCount
        }
      }
    }
  `);
}

/** Replaces a series' name and templates in one write ('Successfully updated the Email Series'); the store's record
 *  takes the answer. */
export function useUpdateEmailSeriesMutation() {
  return useMutation<Update>(graphql`
    mutation useEmailSeriesMutationsUpdateMutation($input: UpdateEmailSeriesInput!) {
      updateEmailSeries(input: $input) {
        emailSeries {
          id
          name
          emailsCount
        }
      }
    }
  `);
}

/** Deletes a series and its templates ('Successfully deleted Email Series'). */
export function useDeleteEmailSeriesMutation() {
  return useMutation<Delete>(graphql`
    mutation useEmailSeriesMutationsDeleteMutation($input: DeleteEmailSeriesInput!) {
      deleteEmailSeries(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}
