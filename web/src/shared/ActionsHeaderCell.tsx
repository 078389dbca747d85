import { makeStyles, TableHeaderCell } from '@fluentui/react-components';

const useStyles = makeStyles({
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

/** The header over a table's row actions: not sortable, named 'Actions' for screen readers only. */
export function ActionsHeaderCell({ className }: { className?: string }) {
  const styles = useStyles();
  return (
    <TableHeaderCell sortable={false} className={className}>
      <span className={styles.visuallyHidden}>Actions</span>
    </TableHeaderCell>
  );
}
