import { Button, Checkbox, Label, makeStyles, useId } from '@fluentui/react-components';
import { useState, type ReactElement, type Ref } from 'react';
import { MAIL_STATUS_LABELS, MAIL_STATUSES, type MailStatus } from '../../../../../api/src/areas/mail/contract.ts';
import { FilterPopup } from '../../../shared/FilterPopup.tsx';
import type { MailStatusFilterProps } from './MailStatusFilter.tsx';

const useStyles = makeStyles({
  surface: { width: '320px', maxWidth: '90vw', display: 'flex', flexDirection: 'column', gap: '12px' },
  group: { display: 'flex', flexDirection: 'column', gap: '2px' },
  statuses: { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)' },
  actions: { display: 'flex', justifyContent: 'end', gap: '8px' },
});

/** The statuses (a draft of the applied ones), applied or cleared here; none chosen is every status. */
function StatusForm({ filters, onApply }: MailStatusFilterProps) {
  const styles = useStyles();
  const label = useId('status');
  const [statuses, setStatuses] = useState<MailStatus[]>(filters?.statuses ?? []);
  // In the contract's order, whatever order they were ticked in.
  const apply = (chosen: MailStatus[]) => onApply(chosen.length ? { statuses: MAIL_STATUSES.filter((s) => chosen.includes(s)) } : null);
  return (
    <>
      <div className={styles.group}>
        <Label id={label}>Status</Label>
        <div role="group" aria-labelledby={label} className={styles.statuses}>
          {MAIL_STATUSES.map((status) => (
            <Checkbox
              key={status}
              label={MAIL_STATUS_LABELS[status]}
              checked={statuses.includes(status)}
              onChange={(_e, d) => setStatuses((chosen) => (d.checked ? [...chosen, status] : chosen.filter((s) => s !== status)))}
            />
          ))}
        </div>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => apply([])}>Clear</Button>
        <Button appearance="primary" onClick={() => apply(statuses)}>
          Apply
        </Button>
      </div>
    </>
  );
}

/** The popover of `MailStatusFilter` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function MailStatusFilterPopup({
  trigger,
  ...props
}: MailStatusFilterProps & { trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }> }) {
  const styles = useStyles();
  return (
    <FilterPopup trigger={trigger} label="Sent mail filters" className={styles.surface}>
      {(close) => (
        <StatusForm
          {...props}
          onApply={(filters) => {
            props.onApply(filters);
            close();
          }}
        />
      )}
    </FilterPopup>
  );
}
