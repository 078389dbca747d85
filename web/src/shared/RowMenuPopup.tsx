import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { RowMenuItem } from './RowMenu.tsx';

/** The menu of `RowMenu`, loaded and shown open by its first click: the items that can run. */
export function RowMenuPopup({ trigger, items }: { trigger: ReactElement; items: readonly RowMenuItem[] }) {
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.flatMap(({ key, text, icon, run }) =>
            run
              ? [
                  <MenuItem key={key} icon={icon} onClick={run}>
                    {text}
                  </MenuItem>,
                ]
              : [],
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
