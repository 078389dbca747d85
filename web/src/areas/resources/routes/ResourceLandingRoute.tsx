import { graphql, usePreloadedQuery } from 'react-relay';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourceLandingRouteQuery } from '../../../__generated__/ResourceLandingRouteQuery.graphql';
import { defineScreen } from '../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../routing/types.ts';
import { ResourceGroupCards } from '../components/ResourceGroupCards.tsx';

const query = graphql`
  query ResourceLandingRouteQuery($speakerId: Int!) {
    ...ResourceGroupCards_query @arguments(speakerId: $speakerId)
  }
`;

function ResourceLandingScreen({ queryRef }: RouteScreenProps<ResourceLandingRouteQuery>) {
  const data = usePreloadedQuery<ResourceLandingRouteQuery>(query, queryRef);
  return <ResourceGroupCards query={data} />;
}

export const resourceLandingRoute = defineScreen<ResourceLandingRouteQuery>({
  query,
  variables: ({ params }) => ({ speakerId: Number(params.speakerId) || 0 }),
  loadError: M.groupResourcesFailed,
  Component: ResourceLandingScreen,
});
