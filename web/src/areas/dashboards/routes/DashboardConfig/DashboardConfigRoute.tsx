import { graphql, usePreloadedQuery } from 'react-relay';
import type { DashboardConfigRouteQuery } from '../../../../__generated__/DashboardConfigRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { DashboardConfig } from '../../components/config/DashboardConfig.tsx';

// DashboardConfig groups the charts by `category` and keys them by `id`, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const query = graphql`
  query DashboardConfigRouteQuery {
    dashboardCharts {
      id
      category
      ...DashboardConfigSection_charts
    }
  }
`;
/* eslint-enable relay/unused-fields */

function DashboardConfigScreen({ queryRef }: RouteScreenProps<DashboardConfigRouteQuery>) {
  const data = usePreloadedQuery<DashboardConfigRouteQuery>(query, queryRef);
  return <DashboardConfig charts={data.dashboardCharts} />;
}

/** Dashboard Config (spec 002 §2.19, SystemAdmin): every dashboard's charts, one section each. */
export const dashboardConfigRoute = defineScreen<DashboardConfigRouteQuery>({
  query,
  variables: () => ({}),
  loadError: 'Failed to load the dashboard charts',
  Component: DashboardConfigScreen,
});
