import { lazy } from 'react';
import { Button } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { PopupOnDemand } from '../../../../shared/PopupOnDemand.tsx';

const SpeakerRowActionsMenu = lazy(() => import('./SpeakerRowActionsMenu.tsx').then((m) => ({ default: m.SpeakerRowActionsMenu })));

/** What a row's menu may offer, decided by the table from product, role and permissions (spec 001 §2). */
export interface SpeakerRowActions {
  viewEvents?: () => void;
  impersonate?: () => void;
  inactivate?: () => void;
  reactivate?: () => void;
  remove?: () => void;
}

export const hasSpeakerRowActions = (actions: SpeakerRowActions) => Object.values(actions).some(Boolean);

/** The row menu: View Events, Impersonate Speaker, Inactivate or Reactivate, Delete (loaded on its first click). */
export function SpeakerRowMenu({ label, actions }: { label: string; actions: SpeakerRowActions }) {
  return (
    <PopupOnDemand
      trigger={<Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`Actions for ${label}`} />}
      popup={(trigger) => <SpeakerRowActionsMenu trigger={trigger} actions={actions} />}
    />
  );
}
