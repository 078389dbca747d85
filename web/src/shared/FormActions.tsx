import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // Sticky at the window's bottom edge: on a long form (Add Event, a speaker, Tenant Configuration) Save and Cancel
  // stay in reach wherever the person is; at the form's end the bar sits in its place like any row.
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    gap: '12px',
    alignItems: 'center',
    justifyContent: 'end',
    padding: '12px 0',
    backgroundColor: tokens.colorNeutralBackground2,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  start: { flexGrow: 1, color: tokens.colorNeutralForeground3 },
});

/** A form's action bar (Cancel, Save …), kept in view while the form scrolls (issue 28 #4). `start` is what shows at
 *  its left, the record's ID on an edit form. */
export function FormActions({ start, className, children }: { start?: ReactNode; className?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={className ? `${styles.bar} ${className}` : styles.bar}>
      {start !== undefined && <Text className={styles.start}>{start}</Text>}
      {children}
    </div>
  );
}
