import { graphql, useMutation } from 'react-relay';
import type { useSaveEmailTemplateDesignMutation as Save } from '../../../__generated__/useSaveEmailTemplateDesignMutation.graphql';

/** Saves what a designer made (spec 002 §2.14: 'Template saved successfully'); the store's template takes the answer
 *  (body, builder, blocks). */
export function useSaveEmailTemplateDesignMutation() {
  return useMutation<Save>(graphql`
    mutation useSaveEmailTemplateDesignMutation($input: SaveEmailTemplateDesignInput!) {
      saveEmailTemplateDesign(input: $input) {
        emailTemplate {
          id
          body
          builder
          design {
            blocks {
              kind
              text
              label
              url
              src
              alt
              width
              height
              condition
            }
          }
        }
      }
    }
  `);
}
