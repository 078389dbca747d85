import { lazy } from 'react';
import { FilterTrigger } from '../../../shared/FilterTrigger.tsx';
import type { ResponseFilters } from './responsesFilters.ts';

// The popover and its fields load right after the list's first screen, not with it (the first-load budget).
const loadPopup = () => import('./ResponsesFilterPopup.tsx');
const ResponsesFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.ResponsesFilterPopup })));

export interface ResponsesFilterPopoverProps {
  filters: ResponseFilters | null;
  onApply(filters: ResponseFilters | null): void;
}

/** Survey Responses' filter popover (spec 001 §2: Period), its badge counting the period when set. */
export function ResponsesFilterPopover(props: ResponsesFilterPopoverProps) {
  return (
    <FilterTrigger
      count={props.filters ? 1 : 0}
      load={loadPopup}
      popup={(trigger) => <ResponsesFilterPopup trigger={trigger} {...props} />}
    />
  );
}
