import { lazy } from 'react';
import type { EventStatusValue } from '../../constants.ts';
import { FilterTrigger } from '../../../../shared/FilterTrigger.tsx';
import { countFilters, type EventFilters, type FilterLabels, type LookupFilter } from '../tableOptions.ts';

// The popover, its positioning and the filters (autocompletes, checkboxes) are shown from the first click and loaded
// right after the list's first screen, not with it (the first-load budget, web/README.md).
const loadPopup = () => import('./EventFilterPopup.tsx');
const EventFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.EventFilterPopup })));

export interface EventFilterPopoverProps {
  filters: EventFilters | null;
  labels: FilterLabels;
  /** Statuses used by at least one event (the only ones offered). */
  usedStatuses: readonly EventStatusValue[];
  /** The lookups offered: those the viewer may read (the table decides from the viewer's permissions). */
  lookups: readonly LookupFilter[];
  /** Timezone of the period (US/Central; the tenant's default period uses UTC). */
  timezone?: string;
  onApply(filters: EventFilters | null, labels: FilterLabels): void;
}

/** The filter popover of spec 000 §2.4 with a badge counting the set filters. */
export function EventFilterPopover(props: EventFilterPopoverProps) {
  return (
    <FilterTrigger
      count={countFilters(props.filters)}
      load={loadPopup}
      popup={(trigger) => <EventFilterPopup trigger={trigger} {...props} />}
    />
  );
}
