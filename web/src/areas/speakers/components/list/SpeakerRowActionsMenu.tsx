import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  CalendarLtrRegular,
  DeleteRegular,
  PersonAvailableRegular,
  PersonProhibitedRegular,
  PersonSwapRegular,
} from '@fluentui/react-icons';
import type { SpeakerRowActions } from './SpeakerRowMenu.tsx';

const ITEMS: [keyof SpeakerRowActions, string, ReactElement][] = [
  ['viewEvents', 'View Events', <CalendarLtrRegular />],
  ['impersonate', 'Impersonate Speaker', <PersonSwapRegular />],
  ['inactivate', 'Inactivate', <PersonProhibitedRegular />],
  ['reactivate', 'Reactivate', <PersonAvailableRegular />],
  ['remove', 'Delete', <DeleteRegular />],
];

/** The row menu itself, loaded on its first open (`SpeakerRowMenu`). */
export function SpeakerRowActionsMenu({ trigger, actions }: { trigger: ReactElement; actions: SpeakerRowActions }) {
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {ITEMS.flatMap(([key, text, icon]) => {
            const run = actions[key];
            return run
              ? [
                  <MenuItem key={key} icon={icon} onClick={run}>
                    {text}
                  </MenuItem>,
                ]
              : [];
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
