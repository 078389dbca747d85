import { tokens } from '@fluentui/react-components';
import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryContainer,
  VictoryGroup,
  VictoryLine,
  VictoryScatter,
  VictoryStack,
  VictoryTooltip,
  VictoryVoronoiContainer,
} from 'victory';
import { categoryLabel, formatTick, formatValue, seriesColour, type ValueFormat } from './chartFormat.ts';

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  readonly values: readonly number[];
}
export interface ChartData {
  readonly format: ValueFormat;
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
}

const WIDTH = 600;
const HEIGHT = 300;
const PADDING = { top: 16, right: 16, bottom: 64, left: 72 };
const LABEL = { fontSize: 11, fontFamily: tokens.fontFamilyBase, fill: tokens.colorNeutralForeground2 };
const AXIS = {
  axis: { stroke: tokens.colorNeutralStroke1 },
  grid: { stroke: tokens.colorNeutralStroke3 },
  tickLabels: { ...LABEL, padding: 6 },
};
const TOOLTIP = <VictoryTooltip constrainToVisibleArea style={{ ...LABEL, fill: tokens.colorNeutralForeground1 }} />;

/** A point's tooltip: the category, the series and the value as read ('Jan 2026 – Completed: 3'). */
const pointText = (data: ChartData, series: ChartSeries, index: number) =>
  `${categoryLabel(data.categories[index] ?? '')} – ${series.label}: ${formatValue(data.format, series.values[index] ?? 0)}`;

/**
 * A chart drawn with victory (the web's chart library): bars side by side (`bar`), stacked (`stackedBar`) or lines with
 * their points (`line`), over a value axis from 0. Each bar or point has its tooltip (on hover; the lines' nearest point
 * through a voronoi container). The picture is an `img` named `label`; the legend and the data table, which read the
 * same numbers without the picture, are the card's (ChartView).
 */
export function ChartPicture({ kind, data, label }: { kind: 'bar' | 'stackedBar' | 'line'; data: ChartData; label: string }) {
  const points = (s: ChartSeries) => data.categories.map((_c, i) => ({ x: i + 1, y: s.values[i] ?? 0, tip: pointText(data, s, i) }));
  const many = data.categories.length > 6;
  // Every label when they fit, else every k-th one.
  const every = Math.max(1, Math.ceil(data.categories.length / 12));
  const container =
    kind === 'line' ? (
      <VictoryVoronoiContainer
        role="img"
        title={label}
        aria-label={label}
        labels={({ datum }: { datum: { tip: string } }) => datum.tip}
        labelComponent={TOOLTIP}
        voronoiBlacklist={data.series.map((s) => `${s.key}-line`)}
      />
    ) : (
      <VictoryContainer role="img" title={label} aria-label={label} />
    );
  const bars = data.series.map((s, si) => (
    <VictoryBar
      key={s.key}
      name={s.key}
      data={points(s)}
      labels={({ datum }: { datum: { tip: string } }) => datum.tip}
      labelComponent={TOOLTIP}
      style={{ data: { fill: seriesColour(s.key, si) } }}
    />
  ));
  return (
    <VictoryChart
      width={WIDTH}
      height={HEIGHT}
      padding={PADDING}
      domainPadding={{ x: kind === 'line' ? 12 : 24 }}
      domain={data.categories.length === 1 ? { x: [0.5, 1.5] } : undefined}
      containerComponent={container}
    >
      <VictoryAxis
        tickValues={data.categories.map((_c, i) => i + 1)}
        tickFormat={(t: number) => ((t - 1) % every ? '' : categoryLabel(data.categories[t - 1] ?? ''))}
        style={{
          ...AXIS,
          grid: { stroke: 'none' },
          tickLabels: { ...AXIS.tickLabels, angle: many ? -35 : 0, textAnchor: many ? 'end' : 'middle' },
        }}
      />
      <VictoryAxis dependentAxis tickFormat={(t: number) => formatTick(data.format, t)} style={AXIS} />
      {kind === 'stackedBar' && <VictoryStack>{bars}</VictoryStack>}
      {kind === 'bar' &&
        (bars.length > 1 ? <VictoryGroup offset={Math.min(16, 360 / data.categories.length / bars.length)}>{bars}</VictoryGroup> : bars)}
      {kind === 'line' &&
        data.series.flatMap((s, si) => [
          <VictoryLine
            key={`${s.key}-line`}
            name={`${s.key}-line`}
            data={points(s)}
            style={{ data: { stroke: seriesColour(s.key, si), strokeWidth: 2 } }}
          />,
          <VictoryScatter key={`${s.key}-points`} data={points(s)} size={3} style={{ data: { fill: seriesColour(s.key, si) } }} />,
        ])}
    </VictoryChart>
  );
}
