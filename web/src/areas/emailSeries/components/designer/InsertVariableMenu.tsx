import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { BracesVariableRegular } from '@fluentui/react-icons';
import type { DesignerVariable } from './designerTemplate.ts';

/** 'Insert variable': the template type's variables; choosing one hands its liquid text (`{{ event.title }}`) to
 *  `onInsert`, which puts it at the cursor of the field last edited. */
export function InsertVariableMenu({
  variables,
  onInsert,
  disabled,
}: {
  variables: readonly DesignerVariable[];
  onInsert(value: string): void;
  disabled?: boolean;
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<BracesVariableRegular />} disabled={disabled || variables.length === 0}>
          Insert variable
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {variables.map((variable) => (
            <MenuItem key={variable.value} secondaryContent={variable.value} onClick={() => onInsert(variable.value)}>
              {variable.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
