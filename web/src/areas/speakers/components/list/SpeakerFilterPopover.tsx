import { lazy } from 'react';
import { FilterTrigger } from '../../../../shared/FilterTrigger.tsx';
import { countSpeakerFilters, type SpeakerFilterLabels, type SpeakerFilters } from '../speakerListOptions.ts';

// The popover and its fields load right after the list's first screen, not with it (the first-load budget).
const loadPopup = () => import('./SpeakerFilterPopup.tsx');
const SpeakerFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.SpeakerFilterPopup })));

export interface SpeakerFilterPopoverProps {
  filters: SpeakerFilters | null;
  labels: SpeakerFilterLabels;
  /** The events lookup is offered with event read. */
  events: boolean;
  /** The status filter is offered when the CRM status is not hidden from the viewer. */
  statuses: boolean;
  onApply(filters: SpeakerFilters | null, labels: SpeakerFilterLabels): void;
}

/** The filter popover of spec 001 §2 (events, status, year) with a badge counting the set filters. */
export function SpeakerFilterPopover(props: SpeakerFilterPopoverProps) {
  return (
    <FilterTrigger
      count={countSpeakerFilters(props.filters)}
      load={loadPopup}
      popup={(trigger) => <SpeakerFilterPopup trigger={trigger} {...props} />}
    />
  );
}
