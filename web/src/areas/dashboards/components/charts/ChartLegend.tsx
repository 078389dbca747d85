import { makeStyles, tokens } from '@fluentui/react-components';
import { seriesColour } from './chartFormat.ts';
import type { ChartSeries } from './ChartPicture.tsx';

const useStyles = makeStyles({
  legend: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', gap: '6px', fontSize: tokens.fontSizeBase200 },
  swatch: { width: '12px', height: '12px', borderRadius: tokens.borderRadiusSmall, flexShrink: 0 },
});

/** A chart's legend: each series' colour and label. */
export function ChartLegend({ series, label }: { series: readonly ChartSeries[]; label: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.legend} aria-label={label}>
      {series.map((s, i) => (
        <li key={s.key} className={styles.item}>
          <span className={styles.swatch} style={{ backgroundColor: seriesColour(s.key, i) }} aria-hidden />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
