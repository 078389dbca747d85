import { Field } from '@fluentui/react-components';
import { useState } from 'react';
import { SearchCombobox } from '../../../../shared/SearchCombobox.tsx';
import { useDebouncedSearch } from '../../../../shared/useDebouncedSearch.ts';
import type { Picked } from './manualTriggerValues.ts';

/**
 * One of the manual trigger's lookups (spec 002 §7 "Manual trigger lookups"): a search (200 ms after typing stops) whose
 * answers are offered to pick one; typing again clears the choice. Nothing is asked until the person opens the list or
 * types, so opening the screen asks nothing.
 */
export function LookupField<T extends Picked>({
  label,
  placeholder,
  hint,
  required = true,
  value,
  onChange,
  search,
  error,
  disabled,
}: {
  label: string;
  placeholder: string;
  hint?: string;
  required?: boolean;
  value: T | null;
  onChange(value: T | null): void;
  search(text: string): Promise<T[]>;
  error?: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState(false);
  const found = useDebouncedSearch(text, search, asked && !disabled);
  return (
    <Field label={label} required={required} hint={hint} validationMessage={error}>
      <SearchCombobox
        placeholder={placeholder}
        disabled={disabled}
        text={text || value?.label || ''}
        onOpenChange={(open) => {
          if (open) setAsked(true);
        }}
        onTextChange={(typed) => {
          setAsked(true);
          setText(typed);
          if (value) onChange(null);
        }}
        options={found.map((r) => ({ value: r.id, text: r.label }))}
        onPick={(id) => {
          const picked = found.find((r) => r.id === id);
          if (!picked) return;
          setText('');
          onChange(picked);
        }}
      />
    </Field>
  );
}
