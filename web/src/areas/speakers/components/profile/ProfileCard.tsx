import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { padding: '16px', display: 'flex', flexDirection: 'column', gap: '12px', height: '100%', boxSizing: 'border-box' },
  state: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  title: string;
  /** Shown in the header (an Edit button is added when `onEdit` is given and the card is not editing). */
  actions?: ReactNode;
  /** Switches the card to edit mode; absent when the viewer may not edit it. */
  onEdit?(): void;
  editing?: boolean;
  /** The card's data failed to load: this text replaces its body. */
  error?: string | null;
  /** Nothing to show: this text replaces its body. */
  empty?: string | null;
  children?: ReactNode;
}

/** A profile card: its title, Edit (view mode, when allowed) and other actions, and its body or its error or empty state. */
export function ProfileCard({ title, actions, onEdit, editing, error, empty, children }: Props) {
  const styles = useStyles();
  return (
    <Card className={styles.card} aria-label={title} role="region">
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={500}>
            {title}
          </Text>
        }
        action={
          <>
            {actions}
            {onEdit && !editing && <Button appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${title}`} onClick={onEdit} />}
          </>
        }
      />
      {error ? (
        <Text className={styles.error} role="alert">
          {error}
        </Text>
      ) : empty ? (
        <Text className={styles.state} role="status">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
