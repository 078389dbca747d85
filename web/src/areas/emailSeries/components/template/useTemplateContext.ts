import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useTemplateContext_query$key } from '../../../../__generated__/useTemplateContext_query.graphql';
import { setsCustomRecipients, type TemplateContext, type TemplateType } from './emailTemplateValues.ts';

/**
 * What the template form and the series form's sub-forms need beyond the template: the types the product offers (the
 * Type select; whether a type takes an iCal event or custom recipients) and whether the viewer may set custom
 * recipients (their role). `lockedSeriesName`: the series form's name, which its sub-forms' series is.
 */
export function useTemplateContext(query: useTemplateContext_query$key, lockedSeriesName?: string) {
  const data = useFragment(
    graphql`
      fragment useTemplateContext_query on Query @argumentDefinitions(product: { type: "EmailProduct" }) {
        viewer {
          role
        }
        emailTemplateTypes(product: $product) {
          internalId
          type
          name
          allowiCalFile
        }
      }
    `,
    query,
  );
  const types = useMemo<readonly TemplateType[]>(
    () => data.emailTemplateTypes.map(({ internalId, type, name, allowiCalFile }) => ({ internalId, type, name, allowiCalFile })),
    [data.emailTemplateTypes],
  );
  const role = data.viewer?.role;
  const context = useMemo<TemplateContext>(
    () => ({
      typeOf: (id) => types.find((t) => String(t.internalId) === id),
      customRecipients: setsCustomRecipients(role),
      lockedSeriesName,
    }),
    [types, role, lockedSeriesName],
  );
  return { types, context };
}
