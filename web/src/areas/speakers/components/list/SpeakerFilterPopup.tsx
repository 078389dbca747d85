import {
  Button,
  Checkbox,
  Field,
  Label,
  makeStyles,
  Select,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  useId,
} from '@fluentui/react-components';
import { useState, type ReactElement, type Ref } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { SpeakerFilterPopupEventsQuery } from '../../../../__generated__/SpeakerFilterPopupEventsQuery.graphql';
import { FilterPopup } from '../../../../shared/FilterPopup.tsx';
import { useDebouncedSearch } from '../../../../shared/useDebouncedSearch.ts';
import { CRM_STATUSES, filterYears, type SpeakerFilterLabels, type SpeakerFilters } from '../speakerListOptions.ts';
import type { SpeakerFilterPopoverProps } from './SpeakerFilterPopover.tsx';

const useStyles = makeStyles({
  surface: {
    width: '480px',
    maxWidth: '90vw',
    maxHeight: '80vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  },
  group: { display: 'flex', flexDirection: 'column', gap: '2px' },
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: '4px' },
  actions: { display: 'flex', justifyContent: 'end', gap: '8px' },
});

/** Spec 000 §9: autocomplete filters fetch 10 results. */
const LOOKUP_SIZE = 10;

const eventsQuery = graphql`
  query SpeakerFilterPopupEventsQuery($search: String, $first: Int!) {
    events(first: $first, searchQuery: $search) {
      edges {
        node {
          internalId
          shortName
          title
        }
      }
    }
  }
`;

/** The events multi-select (also the attendee list's Event ID filter): 10 matches asked 200 ms after typing stops; the chosen events as tags (a click removes one). */
export function EventsField({
  ids,
  labels,
  onChange,
  label = 'Events',
}: {
  ids: number[];
  labels: Record<string, string>;
  onChange(ids: number[], labels: Record<string, string>): void;
  /** The field's label (the attendee list's says 'Event ID'). */
  label?: string;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const found = useDebouncedSearch(text, async (search) => {
    const data = await fetchQuery<SpeakerFilterPopupEventsQuery>(environment, eventsQuery, {
      search: search || null,
      first: LOOKUP_SIZE,
    }).toPromise();
    return (data?.events?.edges ?? []).flatMap((e) =>
      e.node ? [{ id: e.node.internalId, name: `${e.node.shortName ?? ''} ${e.node.title ?? ''}`.trim() }] : [],
    );
  });
  const chosen = ids.map(String);
  const options = found.filter((f) => !chosen.includes(String(f.id)));
  return (
    <Field label={label}>
      <TagPicker
        selectedOptions={chosen}
        onOptionSelect={(_e, d) => {
          const picked = found.find((f) => String(f.id) === d.value);
          onChange(d.selectedOptions.map(Number), picked ? { ...labels, [picked.id]: picked.name } : labels);
          setText('');
        }}
      >
        <TagPickerControl>
          <TagPickerGroup aria-label="Chosen events">
            {chosen.map((id) => (
              <Tag key={id} value={id} shape="rounded" dismissible>
                {labels[id] ?? `#${id}`}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput aria-label="Search events" placeholder="Search events" value={text} onChange={(e) => setText(e.target.value)} />
        </TagPickerControl>
        <TagPickerList>
          {options.map((option) => (
            <TagPickerOption key={option.id} value={String(option.id)} text={option.name}>
              {option.name}
            </TagPickerOption>
          ))}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}

/** The filters (a draft of the applied ones), applied or cleared here. */
function SpeakerFilterForm({ filters, labels, events, statuses, onApply }: SpeakerFilterPopoverProps) {
  const styles = useStyles();
  const statusLabel = useId('status');
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
  const chosenStatuses = draft.statuses ?? [];
  return (
    <>
      {events && (
        <EventsField
          ids={draft.events ?? []}
          labels={draftLabels.events ?? {}}
          onChange={(ids, names) => {
            setDraft((d) => ({ ...d, events: ids }));
            setDraftLabels({ events: names });
          }}
        />
      )}
      {statuses && (
        <div className={styles.group}>
          <Label id={statusLabel}>Status</Label>
          <div role="group" aria-labelledby={statusLabel} className={styles.checks}>
            {(Object.entries(CRM_STATUSES) as [keyof typeof CRM_STATUSES, string][]).map(([value, name]) => (
              <Checkbox
                key={value}
                label={name}
                checked={chosenStatuses.includes(value)}
                onChange={(_e, d) =>
                  setDraft((s) => ({ ...s, statuses: d.checked ? [...chosenStatuses, value] : chosenStatuses.filter((v) => v !== value) }))
                }
              />
            ))}
          </div>
        </div>
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
      <div className={styles.actions}>
        <Button onClick={() => apply({})}>Clear</Button>
        <Button appearance="primary" onClick={() => apply(draft)}>
          Apply
        </Button>
      </div>
    </>
  );
}

/** The popover of `SpeakerFilterPopover` around its `trigger`: loaded, and shown open, by the trigger's first click. */
export function SpeakerFilterPopup({
  trigger,
  ...props
}: SpeakerFilterPopoverProps & { trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }> }) {
  const styles = useStyles();
  return (
    <FilterPopup trigger={trigger} label="Speaker filters" className={styles.surface}>
      {(close) => (
        <SpeakerFilterForm
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
