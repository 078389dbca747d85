import { Button, makeStyles, MessageBar, MessageBarBody, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { TableRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChartView_data$key } from '../../../../__generated__/ChartView_data.graphql';
import { ChartDataTable } from './ChartDataTable.tsx';
import { ChartLegend } from './ChartLegend.tsx';
import { type ChartKind } from './chartFormat.ts';

/** The picture, with victory (≈ 110 kB gzip): loaded after the dashboard's first screen, whose legends, data tables and
 *  states need none of it (web/bundle-size.ts). */
const ChartPicture = lazy(() => import('./ChartPicture.tsx').then((m) => ({ default: m.ChartPicture })));

/** Shown when the filters leave a chart without any value (the spec names no text). */
export const NO_DATA = 'No data for these filters';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  empty: { color: tokens.colorNeutralForeground3, padding: '24px 0', textAlign: 'center' },
  tools: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  scroll: { overflowX: 'auto', maxHeight: '360px', overflowY: 'auto' },
  // The picture's place while it loads: victory's 600 × 300 view box at the card's width.
  picture: { width: '100%', height: 'auto', aspectRatio: '2 / 1' },
});

/**
 * One chart's picture from its data (`DashboardChartData`): the chart, its legend, and its numbers as a table behind
 * 'Show data table' (the chart read without the picture, and numbers to copy); the QR code table is that table. A chart
 * whose grouping field is hidden from the role shows why (`unavailable`); one without values says so.
 */
export function ChartView({ kind, title, data: key }: { kind: ChartKind; title: string; data: ChartView_data$key }) {
  const styles = useStyles();
  // The values are drawn by ChartPicture, ChartLegend and ChartDataTable, which the Relay plugin cannot follow.
  /* eslint-disable relay/unused-fields */
  const data = useFragment(
    graphql`
      fragment ChartView_data on DashboardChartData {
        format
        categories
        series {
          key
          label
          values
        }
        unavailable
      }
    `,
    key,
  );
  /* eslint-enable relay/unused-fields */
  const [table, setTable] = useState(false);
  if (data.unavailable) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{data.unavailable}</MessageBarBody>
      </MessageBar>
    );
  }
  const empty = !data.categories.length || !data.series.some((s) => s.values.some((v) => v));
  if (empty) {
    return (
      <Text className={styles.empty} role="status">
        {NO_DATA}
      </Text>
    );
  }
  // A scrolling table is reached and scrolled by keyboard too (axe scrollable-region-focusable): focusable, named.
  if (kind === 'table') {
    return (
      <div className={styles.scroll} role="group" aria-label={`${title} table`} tabIndex={0}>
        <ChartDataTable data={data} label={title} first="Event" />
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <Suspense
        fallback={
          <Skeleton aria-label={`Loading the ${title} chart`}>
            <SkeletonItem className={styles.picture} />
          </Skeleton>
        }
      >
        <ChartPicture kind={kind} data={data} label={`${title} chart`} />
      </Suspense>
      <div className={styles.tools}>
        <ChartLegend series={data.series} label={`${title} legend`} />
        <Button size="small" appearance="subtle" icon={<TableRegular />} aria-expanded={table} onClick={() => setTable((t) => !t)}>
          {table ? 'Hide data table' : 'Show data table'}
        </Button>
      </div>
      {table && (
        <div className={styles.scroll} role="group" aria-label={`${title} data table`} tabIndex={0}>
          <ChartDataTable
            data={data}
            label={`${title} data`}
            first={kind === 'line' || /^\d{4}-\d{2}$/.test(data.categories[0] ?? '') ? 'Month' : 'Category'}
          />
        </div>
      )}
    </div>
  );
}
