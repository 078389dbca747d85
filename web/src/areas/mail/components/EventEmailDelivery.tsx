import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { EventEmailDeliveryCard_event$key } from '../../../__generated__/EventEmailDeliveryCard_event.graphql';

// The card's table, tags and paging load with it, not with the event page's first load (web README, bundle budget).
const EventEmailDeliveryCard = lazy(() => import('./EventEmailDeliveryCard.tsx').then((m) => ({ default: m.EventEmailDeliveryCard })));

/** The event page's E-mail delivery card (EventEmailDeliveryCard.tsx), loaded when the page shows it. */
export function EventEmailDelivery({ event }: { event: EventEmailDeliveryCard_event$key }) {
  return (
    <Suspense fallback={<Spinner size="small" label="Loading e-mail delivery" />}>
      <EventEmailDeliveryCard event={event} />
    </Suspense>
  );
}
