import { Badge, makeStyles } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { EventStatusBadge_event$key } from '../../../__generated__/EventStatusBadge_event.graphql';
import { EVENT_STATUSES, type EventStatusValue } from '../constants.ts';

const useStyles = makeStyles({
  // The whole label on one line, never clipped by a narrow column.
  badge: { whiteSpace: 'nowrap', flexShrink: 0, overflow: 'visible' },
});

export function EventStatusBadge({ event }: { event: EventStatusBadge_event$key }) {
  const styles = useStyles();
  const { status } = useFragment(
    graphql`
      fragment EventStatusBadge_event on Event {
        status
      }
    `,
    event,
  );
  const known = status ? EVENT_STATUSES[status as EventStatusValue] : undefined;
  return (
    <Badge className={styles.badge} appearance="filled" color={known?.color ?? 'subtle'} shape="rounded">
      {known?.label ?? 'Unknown'}
    </Badge>
  );
}
