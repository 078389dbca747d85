import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { lazy, useEffect } from 'react';
import { PopupOnDemand } from '../../../shared/PopupOnDemand.tsx';
import type { ResponseFilters } from './responsesFilters.ts';

// The popover and its fields load right after the list's first screen, not with it (the first-load budget).
const loadPopup = () => import('./ResponsesFilterPopup.tsx');
const ResponsesFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.ResponsesFilterPopup })));

const useStyles = makeStyles({
  trigger: { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'auto' },
});

export interface ResponsesFilterPopoverProps {
  filters: ResponseFilters | null;
  onApply(filters: ResponseFilters | null): void;
}

/** Survey Responses' filter popover (spec 001 §2: Period), its badge counting the period when set. */
export function ResponsesFilterPopover(props: ResponsesFilterPopoverProps) {
  const styles = useStyles();
  const count = props.filters ? 1 : 0;
  useEffect(() => void loadPopup(), []);
  return (
    <PopupOnDemand
      trigger={
        <Button className={styles.trigger} icon={<FilterRegular />} aria-label={count ? `Filters (${count} set)` : 'Filters'}>
          Filters {count > 0 && <CounterBadge count={count} size="small" aria-hidden />}
        </Button>
      }
      popup={(trigger) => <ResponsesFilterPopup trigger={trigger} {...props} />}
    />
  );
}
