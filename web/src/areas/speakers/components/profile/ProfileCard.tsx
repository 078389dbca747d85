import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { truncate } from '../../../../shared/truncate.ts';

/** Spec 001 §9: a card's title is cut to 15 characters while the card is editing (its actions take the room). */
export const EDITING_TITLE_MAX = 15;

const useStyles = makeStyles({
  card: { padding: '16px', display: 'flex', flexDirection: 'column', gap: '12px', height: '100%', boxSizing: 'border-box' },
  state: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  nested: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    paddingTop: '12px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  nestedHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
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
  /** A section inside another card (a level-3 heading, no card of its own), e.g. Preferred Speaking Days. */
  nested?: boolean;
  children?: ReactNode;
}

/** A profile card: its title, Edit (view mode, when allowed) and other actions, and its body or its error or empty state.
 *  The region keeps the whole title as its name; a cut title shows the whole one as its tooltip. */
export function ProfileCard({ title, actions, onEdit, editing, error, empty, nested, children }: Props) {
  const styles = useStyles();
  const shown = editing ? truncate(title, EDITING_TITLE_MAX) : title;
  const tooltip = shown === title ? undefined : title;
  const action = (
    <>
      {actions}
      {onEdit && !editing && <Button appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${title}`} onClick={onEdit} />}
    </>
  );
  const body = error ? (
    <Text className={styles.error} role="alert">
      {error}
    </Text>
  ) : empty ? (
    <Text className={styles.state} role="status">
      {empty}
    </Text>
  ) : (
    children
  );
  return nested ? (
    <section className={styles.nested} aria-label={title}>
      <div className={styles.nestedHeader}>
        <Text as="h3" weight="semibold" size={400} title={tooltip}>
          {shown}
        </Text>
        <div>{action}</div>
      </div>
      {body}
    </section>
  ) : (
    <Card className={styles.card} aria-label={title} role="region">
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={500} title={tooltip}>
            {shown}
          </Text>
        }
        action={action}
      />
      {body}
    </Card>
  );
}
