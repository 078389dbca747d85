import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { lazy, useEffect } from 'react';
import { PopupOnDemand } from '../../../../shared/PopupOnDemand.tsx';
import { countAttendeeFilters, type AttendeeFilterLabels, type AttendeeFilters } from './attendeeListOptions.ts';

// The popover and its fields load right after the list's first screen, not with it.
const loadPopup = () => import('./AttendeeFilterPopup.tsx');
const AttendeeFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.AttendeeFilterPopup })));

const useStyles = makeStyles({
  trigger: { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'auto' },
});

export interface AttendeeFilterPopoverProps {
  filters: AttendeeFilters | null;
  labels: AttendeeFilterLabels;
  onApply(filters: AttendeeFilters | null, labels: AttendeeFilterLabels): void;
}

/** The attendee list's filter popover (spec 001 §2: Event ID, Status, Event Month, Event Year) with a badge counting them. */
export function AttendeeFilterPopover(props: AttendeeFilterPopoverProps) {
  const styles = useStyles();
  const count = countAttendeeFilters(props.filters);
  useEffect(() => void loadPopup(), []);
  return (
    <PopupOnDemand
      trigger={
        <Button className={styles.trigger} icon={<FilterRegular />} aria-label={count ? `Filters (${count} set)` : 'Filters'}>
          Filters {count > 0 && <CounterBadge count={count} size="small" aria-hidden />}
        </Button>
      }
      popup={(trigger) => <AttendeeFilterPopup trigger={trigger} {...props} />}
    />
  );
}
