import { makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { DashboardGrid_query$key } from '../../../__generated__/DashboardGrid_query.graphql';
import { DashboardChartCard } from './DashboardChartCard.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: '16px' },
  none: { color: tokens.colorNeutralForeground3, padding: '24px 0' },
  skeleton: { gridColumn: 'span 12', height: '240px' },
});

/**
 * Dashboard mode (spec 002 §2.18): the dashboard's configured charts, in order, in a 12-column grid, each its card;
 * their data comes from the one `dashboard(category, filters)` query, matched by chart id.
 */
export function DashboardGrid({ query }: { query: DashboardGrid_query$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment DashboardGrid_query on Query
      @argumentDefinitions(category: { type: "DashboardCategory!" }, filters: { type: "DashboardFiltersInput" }) {
        dashboardCharts(category: $category) {
          id
          chartId
          ...DashboardChartCard_chart
        }
        dashboard(category: $category, filters: $filters) {
          charts {
            chartId
            # The card hands it to its ChartView.
            # eslint-disable-next-line relay/must-colocate-fragment-spreads
            ...ChartView_data
          }
        }
      }
    `,
    query,
  );
  const charts = data.dashboardCharts ?? [];
  if (!charts.length) return <Text className={styles.none}>No charts are configured for this dashboard.</Text>;
  const byId = new Map((data.dashboard?.charts ?? []).map((c) => [c.chartId, c]));
  return (
    <div className={styles.grid}>
      {charts.map((chart) => (
        <DashboardChartCard key={chart.id} chart={chart} data={byId.get(chart.chartId) ?? null} failed={!data.dashboard} />
      ))}
    </div>
  );
}

/** While the dashboard loads: placeholder cards. */
export function DashboardGridLoading() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.grid} aria-label="Loading the dashboard">
      {[0, 1].map((i) => (
        <SkeletonItem key={i} className={styles.skeleton} />
      ))}
    </Skeleton>
  );
}
