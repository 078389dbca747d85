import { lazy } from 'react';
import { FilterTrigger } from '../../../shared/FilterTrigger.tsx';
import type { SentMailFilters } from './sentMailOptions.ts';

// The popover loads right after the list's first screen, not with it (the first-load budget).
const loadPopup = () => import('./MailStatusFilterPopup.tsx');
const MailStatusFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.MailStatusFilterPopup })));

export interface MailStatusFilterProps {
  filters: SentMailFilters | null;
  onApply(filters: SentMailFilters | null): void;
}

/** Sent mail's Status filter behind the list's Filters button, its badge counting it when set. */
export function MailStatusFilter(props: MailStatusFilterProps) {
  return (
    <FilterTrigger
      count={props.filters?.statuses?.length ? 1 : 0}
      load={loadPopup}
      popup={(trigger) => <MailStatusFilterPopup trigger={trigger} {...props} />}
    />
  );
}
