import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  box: { overflowX: 'auto' },
});

/** A card's table that scrolls sideways in a narrow column; focusable, so a keyboard can scroll it too (its rows
 *  may hold no control). */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.box} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
