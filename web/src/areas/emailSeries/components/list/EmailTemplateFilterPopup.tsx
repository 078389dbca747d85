import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { FilterActions } from '../../../../shared/FilterActions.tsx';
import { applyThenClose, FilterPopup, type FilterPopupTrigger } from '../../../../shared/FilterPopup.tsx';
import { LookupTagPicker } from '../../../../shared/LookupTagPicker.tsx';
import { lookupEmailSeries } from '../emailSeriesLookup.ts';
import type { EmailTemplateFilterProps } from './EmailTemplateFilter.tsx';
import type { EmailTemplateFilters } from './emailListOptions.ts';

/** Email Series: the series matching the text (10 at a time, spec 002 §9; 200 ms after typing stops), the chosen ones
 *  as tags (a click removes one). */
function SeriesField(props: {
  ids: number[];
  labels: Record<string, string>;
  onChange(ids: number[], labels: Record<string, string>): void;
}) {
  const environment = useRelayEnvironment();
  const lookup = async (search: string) =>
    (await lookupEmailSeries(environment, search)).map((series) => ({ id: series.internalId, name: series.name }));
  return <LookupTagPicker label="Email Series" noun="email series" lookup={lookup} {...props} />;
}

/** The filters (a draft of the applied ones), applied or cleared here. */
function EmailTemplateFilterForm({ filters, labels, types, onApply }: EmailTemplateFilterProps) {
  const [draft, setDraft] = useState<EmailTemplateFilters>(filters ?? {});
  const [seriesLabels, setSeriesLabels] = useState<Record<string, string>>(labels.emailSeriesIds ?? {});
  const chosenTypes = (draft.emailTemplateTypeIds ?? []).map(String);
  const apply = (next: EmailTemplateFilters) => {
    const cleaned: EmailTemplateFilters = {
      ...(next.emailSeriesIds?.length ? { emailSeriesIds: next.emailSeriesIds } : {}),
      ...(next.emailTemplateTypeIds?.length ? { emailTemplateTypeIds: next.emailTemplateTypeIds } : {}),
    };
    onApply(Object.keys(cleaned).length ? cleaned : null, cleaned.emailSeriesIds ? { emailSeriesIds: seriesLabels } : {});
  };
  return (
    <>
      <SeriesField
        ids={draft.emailSeriesIds ?? []}
        labels={seriesLabels}
        onChange={(ids, names) => {
          setDraft((d) => ({ ...d, emailSeriesIds: ids }));
          setSeriesLabels(names);
        }}
      />
      <Field label="Template Types">
        <Dropdown
          multiselect
          placeholder="Any type"
          selectedOptions={chosenTypes}
          value={types
            .filter((t) => chosenTypes.includes(String(t.internalId)))
            .map((t) => t.name)
            .join(', ')}
          onOptionSelect={(_e, d) => setDraft((s) => ({ ...s, emailTemplateTypeIds: d.selectedOptions.map(Number) }))}
        >
          {types.map((t) => (
            <Option key={t.internalId} value={String(t.internalId)}>
              {t.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <FilterActions onClear={() => apply({})} onApply={() => apply(draft)} />
    </>
  );
}

/** The popover of `EmailTemplateFilter` around its `trigger`: loaded, and shown open, by the trigger's first click.
 *  Spec 002 §9: the filter dialog is 600 px wide (narrower windows: the window's width). */
export function EmailTemplateFilterPopup({ trigger, ...props }: EmailTemplateFilterProps & { trigger: FilterPopupTrigger }) {
  return (
    <FilterPopup trigger={trigger} label="Email template filters" width={600}>
      {(close) => <EmailTemplateFilterForm {...props} onApply={applyThenClose(props.onApply, close)} />}
    </FilterPopup>
  );
}
