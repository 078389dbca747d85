import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useEffect, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  /** Escape or a click outside; by default the same as the cancel button. */
  onDismiss?(): void;
}

/** ConfirmDialog's dialog, loaded when first opened. */
export function ConfirmDialogSurface({ open, onDismiss, ...question }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && (onDismiss ?? question.onCancel)()}>
      <DialogSurface style={{ maxWidth: '1000px' }}>
        <ConfirmBody {...question} />
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The question itself, for a dialog that asks it in place of its own content. Fluent leaves a dialog
 * under a second modal dialog aria-hidden once that one closes (microsoft/fluentui#35985, won't fix), so
 * a dialog never opens another: it shows this body instead and goes back to its content on Cancel.
 */
export function ConfirmBody({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'open' | 'onDismiss'>) {
  // In place of a dialog's content the focus would be left on nothing (and Escape unheard): it starts on Cancel.
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button ref={cancel} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button appearance="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
