import { Dropdown, Option } from '@fluentui/react-components';
import { ROLE_OPTIONS, type Role } from './profileConfigSchema.ts';
import type { RolesSelectProps } from './RolesSelect.tsx';

const LABELS = new Map(ROLE_OPTIONS);

/** RolesSelect's control, loaded with the first group shown. */
export function RolesDropdown({ value, onChange, disabled }: RolesSelectProps) {
  return (
    <Dropdown
      multiselect
      disabled={disabled}
      placeholder="None"
      value={value.map((r) => LABELS.get(r)).join(', ')}
      selectedOptions={[...value]}
      onOptionSelect={(_e, data) => onChange(data.selectedOptions as Role[])}
    >
      {ROLE_OPTIONS.map(([role, text]) => (
        <Option key={role} value={role}>
          {text}
        </Option>
      ))}
    </Dropdown>
  );
}
