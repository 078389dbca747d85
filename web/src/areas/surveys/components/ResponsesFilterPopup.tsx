import { useState } from 'react';
import { FilterActions } from '../../../shared/FilterActions.tsx';
import { applyThenClose, FilterPopup, type FilterPopupTrigger } from '../../../shared/FilterPopup.tsx';
import { PeriodFields } from './PeriodFields.tsx';
import { periodRange, type PeriodChoice } from './period.ts';
import { periodError } from './periodRules.ts';
import type { ResponsesFilterPopoverProps } from './ResponsesFilterPopover.tsx';

/** The filters' draft: applied with Apply (a Custom period needs both dates, To not before From), all cleared with
 *  Reset all filters, left as they were with Cancel. */
function ResponsesFilterForm({ filters, onApply, onCancel }: ResponsesFilterPopoverProps & { onCancel(): void }) {
  const [period, setPeriod] = useState<PeriodChoice>(filters?.period ?? { preset: 'today' });
  const ready = !!periodRange(period) && !periodError(period);
  return (
    <>
      <PeriodFields value={period} onChange={setPeriod} />
      <FilterActions onReset={() => onApply(null)} onCancel={onCancel} applyDisabled={!ready} onApply={() => onApply({ period })} />
    </>
  );
}

/** The popover of `ResponsesFilterPopover` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function ResponsesFilterPopup({ trigger, ...props }: ResponsesFilterPopoverProps & { trigger: FilterPopupTrigger }) {
  return (
    <FilterPopup trigger={trigger} label="Survey response filters" width={420}>
      {(close) => <ResponsesFilterForm {...props} onCancel={close} onApply={applyThenClose(props.onApply, close)} />}
    </FilterPopup>
  );
}
