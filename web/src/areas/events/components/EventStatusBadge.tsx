import { Badge } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { EventStatusBadge_event$key } from '../../../__generated__/EventStatusBadge_event.graphql';
import { EVENT_STATUSES, type EventStatusValue } from '../constants.ts';

export function EventStatusBadge({ event }: { event: EventStatusBadge_event$key }) {
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
    <Badge appearance="filled" color={known?.color ?? 'subtle'} shape="rounded">
      {known?.label ?? 'Unknown'}
    </Badge>
  );
}
