import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useNotify } from '../app/toast.tsx';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * A list whose rows could not be loaded (the rest of the screen did): the message as an error toast when it shows,
 * and under the table with Try again, which loads the screen's query again (or, for a list with a query of its own,
 * does `onRetry`).
 */
export function ListLoadFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const revalidator = useRevalidator();
  useEffect(() => {
    notify('error', message);
  }, [message, notify]);
  return (
    <div className={styles.muted}>
      <Text>{message}</Text>{' '}
      <Button appearance="subtle" onClick={() => (onRetry ? onRetry() : void revalidator.revalidate())}>
        Try again
      </Button>
    </div>
  );
}
