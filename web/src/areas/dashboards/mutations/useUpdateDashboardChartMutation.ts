import { graphql, useMutation } from 'react-relay';
import type { useUpdateDashboardChartMutation as Mutation } from '../../../__generated__/useUpdateDashboardChartMutation.graphql';

/** Saves a chart config again (SystemAdmin); the payload's charts carry the orders that moved. */
export function useUpdateDashboardChartMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateDashboardChartMutation($input: UpdateDashboardChartInput!) {
      updateDashboardChart(input: $input) {
        chart {
          id
        }
        charts {
          id
          ...DashboardConfigSection_charts
        }
      }
    }
  `);
}
