import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', padding: '32px 0' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A list without rows: when searched or filtered, the way out (everything cleared); else that there are none yet. */
export function ListEmptyState({
  plural,
  singular,
  filtered,
  onClear,
}: {
  plural: string;
  singular: string;
  filtered: boolean;
  onClear(): void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <Text weight="semibold">No {plural} found</Text>
      {filtered ? (
        <>
          <Text className={styles.muted}>No {singular} matches the search and filters.</Text>
          <Button onClick={onClear}>Clear search and filters</Button>
        </>
      ) : (
        <Text className={styles.muted}>There are no {plural} yet.</Text>
      )}
    </div>
  );
}
