import { lazy } from 'react';
import { Deferred } from './Deferred.tsx';
import type { ConfirmDialogProps } from './ConfirmDialogSurface.tsx';

const ConfirmDialogSurface = lazy(() => import('./ConfirmDialogSurface.tsx').then((m) => ({ default: m.ConfirmDialogSurface })));

/** A yes/no question before a destructive or leaving action (its code loads when first asked). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Deferred when={props.open}>
      <ConfirmDialogSurface {...props} />
    </Deferred>
  );
}
