import { Field, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { CheckboxGroup } from '../../../../shared/CheckboxGroup.tsx';
import { EventsFilterField } from '../../../../shared/EventsFilterField.tsx';
import { FilterActions } from '../../../../shared/FilterActions.tsx';
import { applyThenClose, FilterPopup, type FilterPopupTrigger } from '../../../../shared/FilterPopup.tsx';
import { CRM_STATUSES, filterYears, type SpeakerFilterLabels, type SpeakerFilters } from '../speakerListOptions.ts';
import type { SpeakerFilterPopoverProps } from './SpeakerFilterPopover.tsx';

const STATUS_OPTIONS = Object.entries(CRM_STATUSES) as [keyof typeof CRM_STATUSES, string][];

/** The filters (a draft of the applied ones), applied or cleared here. */
function SpeakerFilterForm({ filters, labels, events, statuses, onApply }: SpeakerFilterPopoverProps) {
  const [draft, setDraft] = useState<SpeakerFilters>(filters ?? {});
  const [draftLabels, setDraftLabels] = useState<SpeakerFilterLabels>(labels);
  const apply = (next: SpeakerFilters) => {
    const cleaned: SpeakerFilters = {
      ...(next.events?.length ? { events: next.events } : {}),
      ...(next.statuses?.length ? { statuses: next.statuses } : {}),
      ...(next.year ? { year: next.year } : {}),
    };
    onApply(Object.keys(cleaned).length ? cleaned : null, cleaned.events ? { events: draftLabels.events ?? {} } : {});
  };
  return (
    <>
      {events && (
        <EventsFilterField
          ids={draft.events ?? []}
          labels={draftLabels.events ?? {}}
          onChange={(ids, names) => {
            setDraft((d) => ({ ...d, events: ids }));
            setDraftLabels({ events: names });
          }}
        />
      )}
      {statuses && (
        <CheckboxGroup
          label="Status"
          options={STATUS_OPTIONS}
          value={draft.statuses ?? []}
          onChange={(chosen) => setDraft((s) => ({ ...s, statuses: chosen }))}
        />
      )}
      <Field label="Year">
        <Select
          value={draft.year ? String(draft.year) : ''}
          onChange={(_e, d) => setDraft((s) => ({ ...s, year: d.value ? Number(d.value) : undefined }))}
        >
          <option value="">Any year</option>
          {filterYears().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </Field>
      <FilterActions onClear={() => apply({})} onApply={() => apply(draft)} />
    </>
  );
}

/** The popover of `SpeakerFilterPopover` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function SpeakerFilterPopup({ trigger, ...props }: SpeakerFilterPopoverProps & { trigger: FilterPopupTrigger }) {
  return (
    <FilterPopup trigger={trigger} label="Speaker filters" width={480}>
      {(close) => <SpeakerFilterForm {...props} onApply={applyThenClose(props.onApply, close)} />}
    </FilterPopup>
  );
}
