import { graphql, usePreloadedQuery } from 'react-relay';
import type { EmailManualTriggerRouteQuery } from '../../../../__generated__/EmailManualTriggerRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { ManualTriggerForm } from '../../components/trigger/ManualTriggerForm.tsx';

const query = graphql`
  query EmailManualTriggerRouteQuery {
    ...ManualTriggerForm_query
  }
`;

function EmailManualTriggerScreen({ queryRef }: RouteScreenProps<EmailManualTriggerRouteQuery>) {
  const data = usePreloadedQuery<EmailManualTriggerRouteQuery>(query, queryRef);
  return <ManualTriggerForm query={data} />;
}

export const emailManualTriggerRoute = defineScreen<EmailManualTriggerRouteQuery>({
  query,
  variables: () => ({}),
  Component: EmailManualTriggerScreen,
});
