import { Button, CounterBadge, makeStyles, Popover, PopoverSurface, PopoverTrigger, Spinner } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import type { EventStatusValue } from '../../constants.ts';
import { countFilters, type EventFilters, type FilterLabels, type LookupFilter } from '../tableOptions.ts';

// The filters (autocompletes, checkboxes) load when the popover first opens (the first-load budget, web/README.md).
const EventFilterForm = lazy(() => import('./EventFilterForm.tsx').then((m) => ({ default: m.EventFilterForm })));

const useStyles = makeStyles({
  surface: {
    width: '720px',
    maxWidth: '90vw',
    maxHeight: '80vh',
    overflowY: 'auto',
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: '12px',
  },
  loading: { gridColumn: '1 / -1' },
  trigger: { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'auto' },
});

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
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const count = countFilters(props.filters);

  return (
    <Popover
      open={open}
      onOpenChange={(_e, d) => {
        if (d.open) setOpenings((n) => n + 1);
        setOpen(d.open);
      }}
      positioning="below-end"
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button className={styles.trigger} icon={<FilterRegular />} aria-label={count ? `Filters (${count} set)` : 'Filters'}>
          Filters {count > 0 && <CounterBadge count={count} size="small" aria-hidden />}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} role="dialog" aria-label="Event filters">
        <Suspense fallback={<Spinner className={styles.loading} size="small" label="Loading filters…" />}>
          <EventFilterForm
            key={openings}
            {...props}
            onApply={(filters, labels) => {
              props.onApply(filters, labels);
              setOpen(false);
            }}
          />
        </Suspense>
      </PopoverSurface>
    </Popover>
  );
}
