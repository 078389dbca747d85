import {
  makeStyles,
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
});

/** What a table shows while its rows load: its column headers over rows of Fluent skeletons (one
 *  progress bar named for screen readers), so the page keeps its shape instead of jumping when data arrives. */
export function TableSkeleton({ label, columns, rows = 10 }: { label: string; columns: readonly string[]; rows?: number }) {
  const styles = useStyles();
  return (
    <Skeleton aria-label={label}>
      <Table className={styles.table} aria-hidden>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {Array.from({ length: rows }, (_, row) => (
            <TableRow key={row} data-skeleton-row>
              {columns.map((column) => (
                <TableCell key={column}>
                  <SkeletonItem size={16} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Skeleton>
  );
}
