import { lazy } from 'react';
import { Button } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { PopupOnDemand } from '../../../../shared/PopupOnDemand.tsx';

const EventRowActionsMenu = lazy(() => import('./EventRowActionsMenu.tsx').then((m) => ({ default: m.EventRowActionsMenu })));

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
  return (
    <PopupOnDemand
      trigger={<Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`Actions for ${label}`} />}
      popup={(trigger) => <EventRowActionsMenu trigger={trigger} actions={actions} />}
    />
  );
}
