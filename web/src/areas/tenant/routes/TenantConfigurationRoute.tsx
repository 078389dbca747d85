import { graphql, usePreloadedQuery } from 'react-relay';
import type { TenantConfigurationRouteQuery } from '../../../__generated__/TenantConfigurationRouteQuery.graphql';
import { defineScreen } from '../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../routing/types.ts';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { TenantConfigurationScreen } from '../components/TenantConfigurationScreen.tsx';

const query = graphql`
  query TenantConfigurationRouteQuery {
    tenantConfiguration {
      ...TenantConfigurationScreen_configuration
    }
  }
`;

const LOAD_ERROR = 'Failed to load the tenant configuration';

function TenantConfigurationRoute({ queryRef }: RouteScreenProps<TenantConfigurationRouteQuery>) {
  const data = usePreloadedQuery<TenantConfigurationRouteQuery>(query, queryRef);
  if (!data.tenantConfiguration) return <ListLoadFailure message={LOAD_ERROR} />;
  return <TenantConfigurationScreen configuration={data.tenantConfiguration} />;
}

export const tenantConfigurationRoute = defineScreen<TenantConfigurationRouteQuery>({
  query,
  variables: () => ({}),
  loadError: LOAD_ERROR,
  Component: TenantConfigurationRoute,
});
