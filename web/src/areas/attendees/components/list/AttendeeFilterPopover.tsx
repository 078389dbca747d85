import { lazy } from 'react';
import { FilterTrigger } from '../../../../shared/FilterTrigger.tsx';
import { countAttendeeFilters, type AttendeeFilterLabels, type AttendeeFilters } from './attendeeListOptions.ts';

// The popover and its fields load right after the list's first screen, not with it.
const loadPopup = () => import('./AttendeeFilterPopup.tsx');
const AttendeeFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.AttendeeFilterPopup })));

export interface AttendeeFilterPopoverProps {
  filters: AttendeeFilters | null;
  labels: AttendeeFilterLabels;
  onApply(filters: AttendeeFilters | null, labels: AttendeeFilterLabels): void;
}

/** The attendee list's filter popover (spec 001 §2: Event ID, Status, Event Month, Event Year) with a badge counting them. */
export function AttendeeFilterPopover(props: AttendeeFilterPopoverProps) {
  return (
    <FilterTrigger
      count={countAttendeeFilters(props.filters)}
      load={loadPopup}
      popup={(trigger) => <AttendeeFilterPopup trigger={trigger} {...props} />}
    />
  );
}
