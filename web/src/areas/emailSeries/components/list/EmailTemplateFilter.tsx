import { lazy } from 'react';
import { FilterTrigger } from '../../../../shared/FilterTrigger.tsx';
import { countEmailTemplateFilters, type EmailTemplateFilterLabels, type EmailTemplateFilters } from './emailListOptions.ts';

// The popover and its fields load right after the list's first screen, not with it (the first-load budget).
const loadPopup = () => import('./EmailTemplateFilterPopup.tsx');
const EmailTemplateFilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.EmailTemplateFilterPopup })));

export interface EmailTemplateFilterProps {
  filters: EmailTemplateFilters | null;
  labels: EmailTemplateFilterLabels;
  /** The template types the product offers. */
  types: readonly { internalId: number; name: string }[];
  onApply(filters: EmailTemplateFilters | null, labels: EmailTemplateFilterLabels): void;
}

/** The Email Template List's filters (spec 002 §2.12: email series and template types) behind its Filters button, the
 *  badge counting the fields set. */
export function EmailTemplateFilter(props: EmailTemplateFilterProps) {
  return (
    <FilterTrigger
      count={countEmailTemplateFilters(props.filters)}
      load={loadPopup}
      popup={(trigger) => <EmailTemplateFilterPopup trigger={trigger} {...props} />}
    />
  );
}
