import { graphql, useMutation } from 'react-relay';
import type { useAddDashboardChartMutation as Mutation } from '../../../__generated__/useAddDashboardChartMutation.graphql';

/** Adds a chart to a dashboard (SystemAdmin); the payload's charts are the dashboard's after the insert. */
export function useAddDashboardChartMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAddDashboardChartMutation($input: AddDashboardChartInput!) {
      addDashboardChart(input: $input) {
        chart {
          id
        }
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
