import { Badge, makeStyles, type BadgeProps } from '@fluentui/react-components';
import { STATUS_LABELS } from './trainingStatus.ts';

const useStyles = makeStyles({
  // The whole label on one line, never clipped by a narrow column (as an event's status badge).
  badge: { whiteSpace: 'nowrap', flexShrink: 0, overflow: 'visible' },
});

/** The colour of each training status: done, late, to do, lapsed. */
const STATUS_COLORS: Record<string, BadgeProps['color']> = {
  COMPLETE: 'success',
  OVERDUE: 'danger',
  PENDING: 'warning',
  EXPIRED: 'subtle',
};

/** A training's status as a badge, as the event lists show an event's (issue 28 #16). */
export function TrainingStatusBadge({ status }: { status: string }) {
  const styles = useStyles();
  return (
    <Badge className={styles.badge} appearance="filled" color={STATUS_COLORS[status] ?? 'informative'} shape="rounded">
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
