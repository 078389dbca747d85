import { graphql, useMutation } from 'react-relay';
import type { useDeleteDashboardChartMutation as Mutation } from '../../../__generated__/useDeleteDashboardChartMutation.graphql';

/** Deletes a chart config (SystemAdmin); the payload's charts are those left on its dashboard, orders closed up. */
export function useDeleteDashboardChartMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteDashboardChartMutation($input: DeleteDashboardChartInput!) {
      deleteDashboardChart(input: $input) {
        deletedId @deleteRecord
        charts {
          id
          category
          order
          ...DashboardConfigSection_charts
        }
      }
    }
  `);
}
