import { TableHeaderCell } from '@fluentui/react-components';
import { useVisuallyHiddenStyles } from './visuallyHidden.ts';

/** The header over a table's row actions: not sortable, named 'Actions' for screen readers only. */
export function ActionsHeaderCell({ className }: { className?: string }) {
  const styles = useVisuallyHiddenStyles();
  return (
    <TableHeaderCell sortable={false} className={className}>
      <span className={styles.visuallyHidden}>Actions</span>
    </TableHeaderCell>
  );
}
