import { lazy, type ReactElement } from 'react';
import { Button } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { PopupOnDemand } from './PopupOnDemand.tsx';

const RowMenuPopup = lazy(() => import('./RowMenuPopup.tsx').then((m) => ({ default: m.RowMenuPopup })));

/** One item of a table row's menu; offered only with `run` (the table decides from product, flags and permissions). */
export interface RowMenuItem {
  key: string;
  text: string;
  icon: ReactElement;
  run?: () => void;
}

export const hasRowMenuItems = (items: readonly RowMenuItem[]) => items.some((item) => item.run);

/** A table row's "more" button and its menu, which loads on the first click (the first-load budget, web/README.md).
 *  `disabled`: the button stays in the row, focusable but not opening (a row whose actions are locked: a platform
 *  email series). */
export function RowMenu({ label, items, disabled = false }: { label: string; items: readonly RowMenuItem[]; disabled?: boolean }) {
  const name = `Actions for ${label}`;
  if (disabled) return <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={name} disabledFocusable />;
  return (
    <PopupOnDemand
      trigger={<Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={name} />}
      popup={(trigger) => <RowMenuPopup trigger={trigger} items={items} />}
    />
  );
}
