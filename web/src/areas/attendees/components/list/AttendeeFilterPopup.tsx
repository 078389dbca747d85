import { Button, Checkbox, Field, Label, makeStyles, Select, useId } from '@fluentui/react-components';
import { useState, type ReactElement, type Ref } from 'react';
import { ATTENDEE_LIST_MESSAGES as M, EVENT_MONTHS, eventYearOptions } from '../../../../../../api/src/areas/attendees/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { FilterPopup } from '../../../../shared/FilterPopup.tsx';
import { EventsField } from '../../../speakers/components/list/SpeakerFilterPopup.tsx';
import { STATUS_LABELS, STATUSES, type AttendeeFilterLabels, type AttendeeFilters } from './attendeeListOptions.ts';
import type { AttendeeFilterPopoverProps } from './AttendeeFilterPopover.tsx';

const useStyles = makeStyles({
  // Spec 001 §9: the attendee filter popover is 500 px wide.
  surface: {
    width: '500px',
    maxWidth: '90vw',
    maxHeight: '80vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  },
  group: { display: 'flex', flexDirection: 'column', gap: '2px' },
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: '4px' },
  row: { display: 'flex', gap: '12px', '& > *': { flex: 1 } },
  actions: { display: 'flex', justifyContent: 'end', gap: '8px' },
  reset: { marginRight: 'auto' },
});

/** The filters (a draft of the applied ones): Apply, Cancel, 'Reset all filters'. */
export function AttendeeFilterForm({ filters, labels, onApply, onCancel }: AttendeeFilterPopoverProps & { onCancel(): void }) {
  const styles = useStyles();
  const notify = useNotify();
  const statusLabelId = useId('status');
  const [draft, setDraft] = useState<AttendeeFilters>(filters ?? {});
  const [draftLabels, setDraftLabels] = useState<AttendeeFilterLabels>(labels);
  const chosen = draft.statuses ?? [];
  const apply = () => {
    let month = draft.eventMonth;
    // Spec 001 §5: a month needs a year; the month is cleared with the spec's text.
    if (month && !draft.eventYear) {
      notify('warning', M.monthNeedsYear);
      month = undefined;
    }
    const cleaned: AttendeeFilters = {
      ...(draft.eventIds?.length ? { eventIds: draft.eventIds } : {}),
      ...(draft.statuses?.length ? { statuses: draft.statuses } : {}),
      ...(month ? { eventMonth: month } : {}),
      ...(draft.eventYear ? { eventYear: draft.eventYear } : {}),
    };
    onApply(Object.keys(cleaned).length ? cleaned : null, cleaned.eventIds ? { eventIds: draftLabels.eventIds ?? {} } : {});
  };
  return (
    <>
      <EventsField
        label="Event ID"
        ids={draft.eventIds ?? []}
        labels={draftLabels.eventIds ?? {}}
        onChange={(ids, names) => {
          setDraft((d) => ({ ...d, eventIds: ids }));
          setDraftLabels({ eventIds: names });
        }}
      />
      <div className={styles.group}>
        <Label id={statusLabelId}>Status</Label>
        <div role="group" aria-labelledby={statusLabelId} className={styles.checks}>
          {STATUSES.map((value) => (
            <Checkbox
              key={value}
              label={STATUS_LABELS[value]}
              checked={chosen.includes(value)}
              onChange={(_e, d) =>
                setDraft((s) => ({ ...s, statuses: d.checked ? [...chosen, value] : chosen.filter((v) => v !== value) }))
              }
            />
          ))}
        </div>
      </div>
      <div className={styles.row}>
        <Field label="Event Month">
          <Select
            value={draft.eventMonth ? String(draft.eventMonth) : ''}
            onChange={(_e, d) => setDraft((s) => ({ ...s, eventMonth: d.value ? Number(d.value) : undefined }))}
          >
            <option value="">Any month</option>
            {EVENT_MONTHS.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Event Year">
          <Select
            value={draft.eventYear ? String(draft.eventYear) : ''}
            onChange={(_e, d) => setDraft((s) => ({ ...s, eventYear: d.value ? Number(d.value) : undefined }))}
          >
            <option value="">Any year</option>
            {eventYearOptions().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.actions}>
        <Button
          className={styles.reset}
          appearance="subtle"
          onClick={() => {
            setDraft({});
            setDraftLabels({});
          }}
        >
          Reset all filters
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
        <Button appearance="primary" onClick={apply}>
          Apply
        </Button>
      </div>
    </>
  );
}

/** The popover of `AttendeeFilterPopover` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function AttendeeFilterPopup({
  trigger,
  ...props
}: AttendeeFilterPopoverProps & { trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }> }) {
  const styles = useStyles();
  return (
    <FilterPopup trigger={trigger} label="Attendee filters" className={styles.surface}>
      {(close) => (
        <AttendeeFilterForm
          {...props}
          onCancel={close}
          onApply={(filters, labels) => {
            props.onApply(filters, labels);
            close();
          }}
        />
      )}
    </FilterPopup>
  );
}
