import type { ReactElement } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  CalculatorRegular,
  DeleteRegular,
  HatGraduationRegular,
  MoreHorizontalRegular,
  PeopleRegular,
  PlayRegular,
  QrCodeRegular,
} from '@fluentui/react-icons';

/** What a row's menu may offer, decided by the table from product, flags and permissions (spec 000 §2.4). */
export interface RowMenuActions {
  generateQr?: () => void;
  viewAttendees?: () => void;
  calculateCheck?: () => void;
  assignTraining?: () => void;
  watchReplay?: () => void;
  remove?: () => void;
}

export const hasRowActions = (actions: RowMenuActions) => Object.values(actions).some(Boolean);

/** The row menu: Generate QR, View Attendees, Calculate Check, Assign Training, Watch Replay Url, Delete. */
export function EventRowMenu({ label, actions }: { label: string; actions: RowMenuActions }) {
  const items: [keyof RowMenuActions, string, ReactElement][] = [
    ['generateQr', 'Generate QR', <QrCodeRegular />],
    ['viewAttendees', 'View Attendees', <PeopleRegular />],
    ['calculateCheck', 'Calculate Check', <CalculatorRegular />],
    ['assignTraining', 'Assign Training', <HatGraduationRegular />],
    ['watchReplay', 'Watch Replay Url', <PlayRegular />],
    ['remove', 'Delete', <DeleteRegular />],
  ];
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`Actions for ${label}`} />
      </MenuTrigger>
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
