import {
  Field,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useDebouncedSearch } from './useDebouncedSearch.ts';

/** A record a lookup found: its internal id and its name. */
export interface LookupChoice {
  id: number;
  name: string;
}

/**
 * A filter's multi-select over a lookup: the records matching the text (`lookup`, asked 200 ms after typing stops), the
 * chosen ones as tags (a click removes one), named by `labels` (a chosen id without one shows as '#id').
 * `noun` names the records in the field's placeholder and accessible names ('Search events', 'Chosen events').
 */
export function LookupTagPicker({
  label,
  noun,
  lookup,
  ids,
  labels,
  onChange,
}: {
  label: string;
  noun: string;
  lookup(search: string): Promise<LookupChoice[]>;
  ids: number[];
  labels: Record<string, string>;
  onChange(ids: number[], labels: Record<string, string>): void;
}) {
  const [text, setText] = useState('');
  const found = useDebouncedSearch(text, lookup);
  const chosen = ids.map(String);
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
          <TagPickerGroup aria-label={`Chosen ${noun}`}>
            {chosen.map((id) => (
              <Tag key={id} value={id} shape="rounded" dismissible>
                {labels[id] ?? `#${id}`}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label={`Search ${noun}`}
            placeholder={`Search ${noun}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </TagPickerControl>
        <TagPickerList>
          {found
            .filter((f) => !chosen.includes(String(f.id)))
            .map((option) => (
              <TagPickerOption key={option.id} value={String(option.id)} text={option.name}>
                {option.name}
              </TagPickerOption>
            ))}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
