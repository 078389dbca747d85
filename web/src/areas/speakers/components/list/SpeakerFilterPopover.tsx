import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { lazy, useEffect } from 'react';
import { PopupOnDemand } from '../../../../shared/PopupOnDemand.tsx';
import { countSpeakerFilters, type SpeakerFilterLabels, type SpeakerFilters } from '../speakerListOptions.ts';

// The popover and its fields load right after the list's first screen, not with it (the first-load budget).
const loadPopup = () => import('./SpeakerFilterPopup.tsx');
const SpeakerFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.SpeakerFilterPopup })));

const useStyles = makeStyles({
  trigger: { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'auto' },
});

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
  const styles = useStyles();
  const count = countSpeakerFilters(props.filters);
  useEffect(() => void loadPopup(), []);
  return (
    <PopupOnDemand
      trigger={
        <Button className={styles.trigger} icon={<FilterRegular />} aria-label={count ? `Filters (${count} set)` : 'Filters'}>
          Filters {count > 0 && <CounterBadge count={count} size="small" aria-hidden />}
        </Button>
      }
      popup={(trigger) => <SpeakerFilterPopup trigger={trigger} {...props} />}
    />
  );
}
