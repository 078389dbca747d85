import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  box: { overflowX: 'auto' },
  // A long list keeps the card's height: it scrolls inside.
  tall: { maxHeight: '360px', overflowY: 'auto' },
});

/** A card's table that scrolls sideways in a narrow column (and, `tall`, down past 360 px); focusable, so a keyboard
 *  can scroll it too (its rows may hold no control). */
export function ScrollBox({ label, tall, children }: { label: string; tall?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.box, tall && styles.tall)} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
