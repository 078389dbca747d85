import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * Spec 000 §4: leaving a form with unsaved input asks 'You have made some changes'. Only Discard leaves;
 * Save saves (and the form then leaves as its own button does); Escape and a click outside keep the
 * person on the form with the edits. Every form with unsaved-changes protection uses this one dialog.
 */
export function UnsavedChangesDialog({ blocker, onSave }: { blocker: Pick<Blocker, 'state' | 'proceed' | 'reset'>; onSave(): void }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="You have made some changes"
      confirmLabel="Save"
      cancelLabel="Discard"
      onCancel={() => blocker.proceed?.()}
      onDismiss={() => blocker.reset?.()}
      onConfirm={() => {
        blocker.reset?.();
        onSave();
      }}
    >
      Please discard or save changes first
    </ConfirmDialog>
  );
}
