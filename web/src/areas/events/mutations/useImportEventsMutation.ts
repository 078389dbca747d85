import { graphql, useMutation } from 'react-relay';
import type { useImportEventsMutation as Mutation } from '../../../__generated__/useImportEventsMutation.graphql';

export function useImportEventsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useImportEventsMutation($input: ImportEventsInput!) {
      importEvents(input: $input) {
        createdCount
        failedCount
        lines {
          line
          eventId
          errors
        }
      }
    }
  `);
}
