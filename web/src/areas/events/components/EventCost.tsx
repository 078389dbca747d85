import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { EventCostSummary_event$key } from '../../../__generated__/EventCostSummary_event.graphql';
import { can, latestApp, subscribeApp } from '../../../app/viewer.ts';

const EventCostSummary = lazy(() => import('./EventCostSummary.tsx').then((m) => ({ default: m.EventCostSummary })));

// The line the totals take (a Body1 line), kept from the first paint.
const useStyles = makeStyles({ line: { minHeight: '24px' } });

/**
 * The event's totals on its screens (EventCostSummary), their code loaded after the screen's: the event form's first
 * load is at its budget (web/README.md "Bundle size"). For a viewer who may read expense headers, the line is there from
 * the first paint, so nothing moves when the totals arrive; for the others there is nothing to load or show.
 */
export function EventCost({ event }: { event: EventCostSummary_event$key }) {
  const styles = useStyles();
  const app = useSyncExternalStore(subscribeApp, latestApp);
  if (!can(app?.viewer, 'expense_header', 'READ')) return null;
  return (
    <div className={styles.line}>
      <Suspense fallback={null}>
        <EventCostSummary event={event} />
      </Suspense>
    </div>
  );
}
