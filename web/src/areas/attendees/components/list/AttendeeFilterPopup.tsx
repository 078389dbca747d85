import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { ATTENDEE_LIST_MESSAGES as M, EVENT_MONTHS, eventYearOptions } from '../../../../../../api/src/areas/attendees/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { CheckboxGroup } from '../../../../shared/CheckboxGroup.tsx';
import { EventsFilterField } from '../../../../shared/EventsFilterField.tsx';
import { FilterActions } from '../../../../shared/FilterActions.tsx';
import { applyThenClose, FilterPopup, type FilterPopupTrigger } from '../../../../shared/FilterPopup.tsx';
import { STATUS_LABELS, STATUSES, type AttendeeFilterLabels, type AttendeeFilters } from './attendeeListOptions.ts';
import type { AttendeeFilterPopoverProps } from './AttendeeFilterPopover.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '12px', '& > *': { flex: 1 } },
});

const STATUS_OPTIONS = STATUSES.map((value) => [value, STATUS_LABELS[value]] as const);

/** The filters (a draft of the applied ones): Apply, Cancel, 'Reset all filters'. */
export function AttendeeFilterForm({ filters, labels, onApply, onCancel }: AttendeeFilterPopoverProps & { onCancel(): void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [draft, setDraft] = useState<AttendeeFilters>(filters ?? {});
  const [draftLabels, setDraftLabels] = useState<AttendeeFilterLabels>(labels);
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
      <EventsFilterField
        label="Event ID"
        ids={draft.eventIds ?? []}
        labels={draftLabels.eventIds ?? {}}
        onChange={(ids, names) => {
          setDraft((d) => ({ ...d, eventIds: ids }));
          setDraftLabels({ eventIds: names });
        }}
      />
      <CheckboxGroup
        label="Status"
        options={STATUS_OPTIONS}
        value={draft.statuses ?? []}
        onChange={(chosen) => setDraft((s) => ({ ...s, statuses: chosen }))}
      />
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
      <FilterActions
        onReset={() => {
          setDraft({});
          setDraftLabels({});
        }}
        onCancel={onCancel}
        onApply={apply}
      />
    </>
  );
}

/** The popover of `AttendeeFilterPopover` around its `trigger`: loaded, and shown open, by the trigger's first click.
 *  Spec 001 §9: the attendee filter popover is 500 px wide. */
export function AttendeeFilterPopup({ trigger, ...props }: AttendeeFilterPopoverProps & { trigger: FilterPopupTrigger }) {
  return (
    <FilterPopup trigger={trigger} label="Attendee filters" width={500}>
      {(close) => <AttendeeFilterForm {...props} onCancel={close} onApply={applyThenClose(props.onApply, close)} />}
    </FilterPopup>
  );
}
