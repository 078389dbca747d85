import {
  CalculatorRegular,
  DeleteRegular,
  EditRegular,
  EyeRegular,
  HatGraduationRegular,
  PeopleRegular,
  PlayRegular,
  QrCodeRegular,
} from '@fluentui/react-icons';
import { RowMenu } from '../../../../shared/RowMenu.tsx';

/** What a row's menu may offer, decided by the table from product, flags and permissions (spec 000 §2.4). */
export interface RowMenuActions {
  edit?: () => void;
  /** Open the event read-only (a viewer without update; issue 28 #12). */
  view?: () => void;
  generateQr?: () => void;
  viewAttendees?: () => void;
  calculateCheck?: () => void;
  assignTraining?: () => void;
  watchReplay?: () => void;
  remove?: () => void;
}

export const hasRowActions = (actions: RowMenuActions) => Object.values(actions).some(Boolean);

/** The row menu: Edit or View (what the row's click does), Generate QR, View Attendees, Calculate Check, Assign Training, Watch
 *  Replay Url, Delete. */
export function EventRowMenu({ label, actions }: { label: string; actions: RowMenuActions }) {
  return (
    <RowMenu
      label={label}
      items={[
        { key: 'edit', text: 'Edit', icon: <EditRegular />, run: actions.edit },
        { key: 'view', text: 'View', icon: <EyeRegular />, run: actions.view },
        { key: 'generateQr', text: 'Generate QR', icon: <QrCodeRegular />, run: actions.generateQr },
        { key: 'viewAttendees', text: 'View Attendees', icon: <PeopleRegular />, run: actions.viewAttendees },
        { key: 'calculateCheck', text: 'Calculate Check', icon: <CalculatorRegular />, run: actions.calculateCheck },
        { key: 'assignTraining', text: 'Assign Training', icon: <HatGraduationRegular />, run: actions.assignTraining },
        { key: 'watchReplay', text: 'Watch Replay Url', icon: <PlayRegular />, run: actions.watchReplay },
        { key: 'remove', text: 'Delete', icon: <DeleteRegular />, run: actions.remove },
      ]}
    />
  );
}
