import { Combobox, Option } from '@fluentui/react-components';
import type { SearchComboboxProps } from './SearchCombobox.tsx';

/** Fluent's freeform Combobox as a search: the typed text is the caller's, the options what its search found. */
export function SearchComboboxControl({ placeholder, disabled, text, onTextChange, options, onPick, onOpenChange }: SearchComboboxProps) {
  return (
    <Combobox
      freeform
      disabled={disabled}
      placeholder={placeholder}
      value={text}
      onOpenChange={onOpenChange && ((_e, d) => onOpenChange(d.open))}
      onChange={(e) => onTextChange(e.target.value)}
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
