import { graphql, useMutation } from 'react-relay';
import type { useDeleteTrainingCertificateMutation as Mutation } from '../../../__generated__/useDeleteTrainingCertificateMutation.graphql';

/** Training Management's certificate delete: the training comes back without its certificate. */
export function useDeleteTrainingCertificateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteTrainingCertificateMutation($input: DeleteTrainingCertificateInput!) {
      deleteTrainingCertificate(input: $input) {
        speakerTraining {
          id
          completionAttachment {
            fileName
            fileUrl
          }
        }
      }
    }
  `);
}
