import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { categoryLabel, formatValue } from './chartFormat.ts';
import type { ChartData } from './ChartPicture.tsx';

/** A chart's numbers as a table: a row per category, a column per series (the chart read without the picture, and
 *  the numbers to copy); the QR code table is drawn this way. */
export function ChartDataTable({ data, label, first }: { data: ChartData; label: string; first: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{first}</TableHeaderCell>
          {data.series.map((s) => (
            <TableHeaderCell key={s.key}>{s.label}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.categories.map((c, i) => (
          <TableRow key={`${c}-${i}`}>
            <TableCell>{categoryLabel(c)}</TableCell>
            {data.series.map((s) => (
              <TableCell key={s.key}>{formatValue(data.format, s.values[i] ?? 0)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
