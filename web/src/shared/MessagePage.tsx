import { Card, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', backgroundColor: tokens.colorNeutralBackground2 },
  card: { maxWidth: '480px', padding: '32px', display: 'flex', flexDirection: 'column', gap: '16px', textAlign: 'center' },
});

/** A full-page message: Forbidden, Speaker Inactivated, Page Not Found. */
export function MessagePage({ title, message, children }: { title: string; message?: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Title2 as="h1">{title}</Title2>
        {message && <Text>{message}</Text>}
        {children}
      </Card>
    </main>
  );
}
