import { Card, CardHeader, makeStyles, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import type { CSSProperties } from 'react';
import { graphql, useFragment } from 'react-relay';
import { DASHBOARD_MESSAGES } from '../../../../../api/src/areas/dashboards/contract.ts';
import type { ChartView_data$key } from '../../../__generated__/ChartView_data.graphql';
import type { DashboardChartCard_chart$key } from '../../../__generated__/DashboardChartCard_chart.graphql';
import { clampCols } from '../dashboardOptions.ts';
import { CHART_KINDS } from './charts/chartFormat.ts';
import { ChartView } from './charts/ChartView.tsx';

/** Shown in a chart's card when the dashboard's data could not be read (the spec names no text). */
export const DATA_FAILED = 'Failed to load the chart data';

const span = (name: string) => `span var(${name}) / span var(${name})`;
const useStyles = makeStyles({
  // The card spans its columns of the 12 at the window's width (dashboardOptions.ts GRID_BREAKPOINTS: 600, 960, 1280),
  // read from its CSS variables. The widths are written out: the build evaluates these styles (web/griffel.ts) with a
  // parser that reads no TypeScript, so a style may use only this module's own values, not a .ts module's.
  card: {
    minWidth: 0,
    gridColumn: span('--dashboard-mobile-cols'),
    [`@media (min-width: 600px)`]: { gridColumn: span('--dashboard-sm-cols') },
    [`@media (min-width: 960px)`]: { gridColumn: span('--dashboard-md-cols') },
    [`@media (min-width: 1280px)`]: { gridColumn: span('--dashboard-lg-cols') },
  },
});

/** A configured chart's card: its title over its chart, or 'component not found' for a chart id the web has no
 *  component for (or that this dashboard does not compute). */
export function DashboardChartCard({
  chart: key,
  data,
  failed,
}: {
  chart: DashboardChartCard_chart$key;
  /** The chart's data from the dashboard's one query; none when the dashboard does not compute this chart id. */
  data: ChartView_data$key | null;
  /** The dashboard's data could not be read. */
  failed: boolean;
}) {
  const styles = useStyles();
  const chart = useFragment(
    graphql`
      fragment DashboardChartCard_chart on DashboardChart {
        chartId
        title
        mobileCols
        smCols
        mdCols
        lgCols
      }
    `,
    key,
  );
  const kind = CHART_KINDS[chart.chartId];
  const widths = {
    '--dashboard-mobile-cols': clampCols(chart.mobileCols),
    '--dashboard-sm-cols': clampCols(chart.smCols),
    '--dashboard-md-cols': clampCols(chart.mdCols),
    '--dashboard-lg-cols': clampCols(chart.lgCols),
  } as CSSProperties;
  return (
    <Card className={styles.card} style={widths} role="region" aria-label={chart.title} data-chart-id={chart.chartId}>
      <CardHeader header={<Text weight="semibold">{chart.title}</Text>} />
      {!kind || (!data && !failed) ? (
        <MessageBar intent="warning">
          <MessageBarBody>{DASHBOARD_MESSAGES.componentNotFound}</MessageBarBody>
        </MessageBar>
      ) : failed || !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{DATA_FAILED}</MessageBarBody>
        </MessageBar>
      ) : (
        <ChartView kind={kind} title={chart.title} data={data} />
      )}
    </Card>
  );
}
