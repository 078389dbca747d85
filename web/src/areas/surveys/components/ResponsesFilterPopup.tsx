import { Button, makeStyles } from '@fluentui/react-components';
import { useState, type ReactElement, type Ref } from 'react';
import { FilterPopup } from '../../../shared/FilterPopup.tsx';
import { PeriodFields } from './PeriodFields.tsx';
import { periodRange, type PeriodChoice } from './period.ts';
import { periodError } from './periodRules.ts';
import type { ResponsesFilterPopoverProps } from './ResponsesFilterPopover.tsx';

const useStyles = makeStyles({
  surface: { width: '420px', maxWidth: '90vw', display: 'flex', flexDirection: 'column', gap: '12px' },
  actions: { display: 'flex', justifyContent: 'end', gap: '8px', flexWrap: 'wrap' },
  reset: { marginRight: 'auto' },
});

/** The filters' draft: applied with Apply (a Custom period needs both dates, To not before From), all cleared with
 *  Reset all filters, left as they were with Cancel. */
function ResponsesFilterForm({ filters, onApply, onCancel }: ResponsesFilterPopoverProps & { onCancel(): void }) {
  const styles = useStyles();
  const [period, setPeriod] = useState<PeriodChoice>(filters?.period ?? { preset: 'today' });
  const ready = !!periodRange(period) && !periodError(period);
  return (
    <>
      <PeriodFields value={period} onChange={setPeriod} />
      <div className={styles.actions}>
        <Button className={styles.reset} appearance="subtle" onClick={() => onApply(null)}>
          Reset all filters
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
        <Button appearance="primary" disabled={!ready} onClick={() => onApply({ period })}>
          Apply
        </Button>
      </div>
    </>
  );
}

/** The popover of `ResponsesFilterPopover` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function ResponsesFilterPopup({
  trigger,
  ...props
}: ResponsesFilterPopoverProps & { trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }> }) {
  const styles = useStyles();
  return (
    <FilterPopup trigger={trigger} label="Survey response filters" className={styles.surface}>
      {(close) => (
        <ResponsesFilterForm
          {...props}
          onCancel={close}
          onApply={(filters) => {
            props.onApply(filters);
            close();
          }}
        />
      )}
    </FilterPopup>
  );
}
