import { useState } from 'react';
import { MAIL_STATUS_LABELS, MAIL_STATUSES, type MailStatus } from '../../../../../api/src/areas/mail/contract.ts';
import { CheckboxGroup } from '../../../shared/CheckboxGroup.tsx';
import { FilterActions } from '../../../shared/FilterActions.tsx';
import { applyThenClose, FilterPopup, type FilterPopupTrigger } from '../../../shared/FilterPopup.tsx';
import type { MailStatusFilterProps } from './MailStatusFilter.tsx';

const STATUS_OPTIONS = MAIL_STATUSES.map((status) => [status, MAIL_STATUS_LABELS[status]] as const);

/** The statuses (a draft of the applied ones), applied or cleared here; none chosen is every status. */
function StatusForm({ filters, onApply }: MailStatusFilterProps) {
  const [statuses, setStatuses] = useState<MailStatus[]>(filters?.statuses ?? []);
  // In the contract's order, whatever order they were ticked in.
  const apply = (chosen: MailStatus[]) => onApply(chosen.length ? { statuses: MAIL_STATUSES.filter((s) => chosen.includes(s)) } : null);
  return (
    <>
      <CheckboxGroup label="Status" options={STATUS_OPTIONS} value={statuses} onChange={setStatuses} columns={2} />
      <FilterActions onClear={() => apply([])} onApply={() => apply(statuses)} />
    </>
  );
}

/** The popover of `MailStatusFilter` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function MailStatusFilterPopup({ trigger, ...props }: MailStatusFilterProps & { trigger: FilterPopupTrigger }) {
  return (
    <FilterPopup trigger={trigger} label="Sent mail filters" width={320}>
      {(close) => <StatusForm {...props} onApply={applyThenClose(props.onApply, close)} />}
    </FilterPopup>
  );
}
