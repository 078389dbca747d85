import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
} from '@fluentui/react-components';
import { useState, type ReactElement, type Ref } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { FilterPopup } from '../../../../shared/FilterPopup.tsx';
import { useDebouncedSearch } from '../../../../shared/useDebouncedSearch.ts';
import { lookupEmailSeries } from '../emailSeriesLookup.ts';
import type { EmailTemplateFilterProps } from './EmailTemplateFilter.tsx';
import type { EmailTemplateFilters } from './emailListOptions.ts';

const useStyles = makeStyles({
  // Spec 002 §9: the filter dialog is 600 px wide (narrower windows: the window's width).
  surface: {
    width: '600px',
    maxWidth: '90vw',
    maxHeight: '80vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  },
  actions: { display: 'flex', justifyContent: 'end', gap: '8px' },
});

/** Email Series: the series matching the text (10 at a time, spec 002 §9; 200 ms after typing stops), the chosen ones
 *  as tags (a click removes one). */
function SeriesField({
  ids,
  labels,
  onChange,
}: {
  ids: number[];
  labels: Record<string, string>;
  onChange(ids: number[], labels: Record<string, string>): void;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const found = useDebouncedSearch(text, (search) => lookupEmailSeries(environment, search));
  const chosen = ids.map(String);
  return (
    <Field label="Email Series">
      <TagPicker
        selectedOptions={chosen}
        onOptionSelect={(_e, d) => {
          const picked = found.find((f) => String(f.internalId) === d.value);
          onChange(d.selectedOptions.map(Number), picked ? { ...labels, [picked.internalId]: picked.name } : labels);
          setText('');
        }}
      >
        <TagPickerControl>
          <TagPickerGroup aria-label="Chosen email series">
            {chosen.map((id) => (
              <Tag key={id} value={id} shape="rounded" dismissible>
                {labels[id] ?? `#${id}`}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label="Search email series"
            placeholder="Search email series"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </TagPickerControl>
        <TagPickerList>
          {found
            .filter((f) => !chosen.includes(String(f.internalId)))
            .map((option) => (
              <TagPickerOption key={option.id} value={String(option.internalId)} text={option.name}>
                {option.name}
              </TagPickerOption>
            ))}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}

/** The filters (a draft of the applied ones), applied or cleared here. */
function EmailTemplateFilterForm({ filters, labels, types, onApply }: EmailTemplateFilterProps) {
  const styles = useStyles();
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
      <div className={styles.actions}>
        <Button onClick={() => apply({})}>Clear</Button>
        <Button appearance="primary" onClick={() => apply(draft)}>
          Apply
        </Button>
      </div>
    </>
  );
}

/** The popover of `EmailTemplateFilter` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function EmailTemplateFilterPopup({
  trigger,
  ...props
}: EmailTemplateFilterProps & { trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }> }) {
  const styles = useStyles();
  return (
    <FilterPopup trigger={trigger} label="Email template filters" className={styles.surface}>
      {(close) => (
        <EmailTemplateFilterForm
          {...props}
          onApply={(filters, labels) => {
            props.onApply(filters, labels);
            close();
          }}
        />
      )}
    </FilterPopup>
  );
}
