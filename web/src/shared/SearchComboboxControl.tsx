import { Combobox, Option } from '@fluentui/react-components';
import { useState } from 'react';
import type { SearchComboboxProps } from './SearchCombobox.tsx';

/**
 * Fluent's freeform Combobox as a search: the typed text is the caller's, the options what its search found. The list
 * opens whenever the text changes, pasted or dropped as well as typed (Fluent opens it on a typed key only, so a pasted
 * search found its answers behind a closed list).
 */
export function SearchComboboxControl({ placeholder, disabled, text, onTextChange, options, onPick, onOpenChange }: SearchComboboxProps) {
  const [open, setOpen] = useState(false);
  const show = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Combobox
      freeform
      disabled={disabled}
      placeholder={placeholder}
      value={text}
      open={open}
      onOpenChange={(_e, d) => show(d.open)}
      onChange={(e) => {
        onTextChange(e.target.value);
        if (!open) show(true);
      }}
      onOptionSelect={(_e, d) => onPick(d.optionValue)}
    >
      {options.map((option) => (
        <Option key={option.value} value={option.value} text={option.text}>
          {option.text}
        </Option>
      ))}
    </Combobox>
  );
}
