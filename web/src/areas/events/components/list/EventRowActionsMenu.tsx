import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CalculatorRegular, DeleteRegular, HatGraduationRegular, PeopleRegular, PlayRegular, QrCodeRegular } from '@fluentui/react-icons';
import type { RowMenuActions } from './EventRowMenu.tsx';

/** The row menu itself, loaded on its first open (`EventRowMenu`). */
export function EventRowActionsMenu({ trigger, actions }: { trigger: ReactElement; actions: RowMenuActions }) {
  const items: [keyof RowMenuActions, string, ReactElement][] = [
    ['generateQr', 'Generate QR', <QrCodeRegular />],
    ['viewAttendees', 'View Attendees', <PeopleRegular />],
    ['calculateCheck', 'Calculate Check', <CalculatorRegular />],
    ['assignTraining', 'Assign Training', <HatGraduationRegular />],
    ['watchReplay', 'Watch Replay Url', <PlayRegular />],
    ['remove', 'Delete', <DeleteRegular />],
  ];
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.flatMap(([key, text, icon]) => {
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
