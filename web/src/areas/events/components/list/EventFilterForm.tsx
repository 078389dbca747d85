import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { EVENT_MESSAGES } from '../../../../../../api/src/areas/events/contract.ts';
import { EVENT_STATUSES, EVENT_TYPES, type EventStatusValue, type EventTypeValue } from '../../constants.ts';
import { CheckboxGroup } from '../../../../shared/CheckboxGroup.tsx';
import { FilterActions } from '../../../../shared/FilterActions.tsx';
import { DEFAULT_ZONE } from '../../../../shared/timezones.ts';
import { SearchComboboxControl } from '../../../../shared/SearchComboboxControl.tsx';
import { useDebouncedSearch } from '../../../../shared/useDebouncedSearch.ts';
import type { EventFilters, FilterLabels, LookupFilter } from '../tableOptions.ts';
import type { EventFilterPopoverProps } from './EventFilterPopover.tsx';
import { lookup, type Choice } from './EventFilterPopoverLookup.ts';

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
  row: { display: 'flex', gap: '12px' },
  grow: { flex: 1 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: '4px', marginTop: '4px' },
  chip: {
    display: 'flex',
    alignItems: 'center',
    paddingLeft: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

function Chips({ items, onRemove }: { items: Choice[]; onRemove(id: number): void }) {
  const styles = useStyles();
  if (!items.length) return null;
  return (
    <div className={styles.chips} role="list">
      {items.map((item) => (
        <span key={item.id} className={styles.chip} role="listitem">
          {item.name}
          <Button
            size="small"
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={`Remove ${item.name}`}
            onClick={() => onRemove(item.id)}
          />
        </span>
      ))}
    </div>
  );
}

/** An autocomplete of one lookup (10 results, asked 200 ms after typing stops) with the chosen items as chips. */
function LookupField(props: {
  label: string;
  kind: LookupFilter;
  ids: number[];
  labels: Record<string, string>;
  onChange(ids: number[], labels: Record<string, string>): void;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const found = useDebouncedSearch(text, (t) => lookup(environment, props.kind, t), open || text !== '');
  const chosen = new Set(props.ids);
  return (
    <Field label={props.label}>
      <SearchComboboxControl
        placeholder={`Search ${props.label.toLowerCase()}`}
        text={text}
        onTextChange={setText}
        onOpenChange={setOpen}
        options={found.filter((c) => !chosen.has(c.id)).map((c) => ({ value: String(c.id), text: c.name }))}
        onPick={(value) => {
          const choice = found.find((c) => String(c.id) === value);
          if (choice && !chosen.has(choice.id)) props.onChange([...props.ids, choice.id], { ...props.labels, [choice.id]: choice.name });
          setText('');
        }}
      />
      <Chips
        items={props.ids.map((id) => ({ id, name: props.labels[id] ?? `#${id}` }))}
        onRemove={(id) =>
          props.onChange(
            props.ids.filter((x) => x !== id),
            props.labels,
          )
        }
      />
    </Field>
  );
}

const LOOKUPS: [LookupFilter, string][] = [
  ['selectedEvents', 'Events'],
  ['selectedTemplates', 'Survey Templates'],
  ['selectedEmailSeries', 'Email Series'],
  ['selectedSpeakers', 'Speakers'],
  ['selectedFieldReps', 'Field Reps'],
  ['selectedTopics', 'Topics'],
];

/** The filters of the popover (loaded when it first opens): a draft of the applied ones, applied or cleared here. */
export function EventFilterForm({ filters, labels, usedStatuses, lookups, timezone, onApply }: EventFilterPopoverProps) {
  const styles = useStyles();
  // Mounted afresh at each opening (the popover's key): the draft starts from the filters applied.
  const [draft, setDraft] = useState<EventFilters>(filters ?? {});
  const [draftLabels, setDraftLabels] = useState<FilterLabels>(labels);
  const set = (change: Partial<EventFilters>) => setDraft((d) => ({ ...d, ...change }));
  const period = draft.period ?? {};
  const setPeriod = (change: { from?: string | null; to?: string | null }) =>
    set({ period: { ...period, ...change, timezone: period.timezone ?? timezone ?? DEFAULT_ZONE } });
  // A period from after its end is refused here (and by the service), not applied as an empty list.
  const [periodError, setPeriodError] = useState<string>();

  const apply = (next: EventFilters) => {
    const cleaned = Object.fromEntries(
      Object.entries(next).filter(([key, value]) =>
        key === 'period'
          ? !!(value && ((value as EventFilters['period'])!.from || (value as EventFilters['period'])!.to))
          : Array.isArray(value) && value.length > 0,
      ),
    );
    onApply(Object.keys(cleaned).length ? cleaned : null, draftLabels);
  };

  return (
    <>
      {LOOKUPS.filter(([kind]) => lookups.includes(kind)).map(([kind, label]) => (
        <LookupField
          key={kind}
          kind={kind}
          label={label}
          ids={draft[kind] ?? []}
          labels={draftLabels[kind] ?? {}}
          onChange={(ids, names) => {
            set({ [kind]: ids });
            setDraftLabels((l) => ({ ...l, [kind]: names }));
          }}
        />
      ))}
      <CheckboxGroup<EventTypeValue>
        label="Types"
        options={Object.entries(EVENT_TYPES) as [EventTypeValue, string][]}
        value={draft.selectedTypes ?? []}
        onChange={(v) => set({ selectedTypes: v })}
      />
      <CheckboxGroup<EventStatusValue>
        label="Statuses"
        options={usedStatuses.map((s) => [s, EVENT_STATUSES[s]?.label ?? 'Unknown'])}
        value={draft.selectedStatuses ?? []}
        onChange={(v) => set({ selectedStatuses: v })}
      />
      <div className={`${styles.row} ${styles.wide}`}>
        <Field label="From" className={styles.grow}>
          <Input type="date" value={period.from ?? ''} onChange={(_e, d) => setPeriod({ from: d.value || null })} />
        </Field>
        <Field label="To" className={styles.grow} validationMessage={periodError}>
          <Input type="date" value={period.to ?? ''} onChange={(_e, d) => setPeriod({ to: d.value || null })} />
        </Field>
      </div>
      <FilterActions
        className={styles.wide}
        onClear={() => apply({})}
        onApply={() => {
          const reversed = !!period.from && !!period.to && period.from > period.to;
          setPeriodError(reversed ? EVENT_MESSAGES.periodOrder : undefined);
          if (!reversed) apply(draft);
        }}
      />
    </>
  );
}
