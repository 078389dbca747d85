import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The question of spec 002's forms (§2.17 the user form, §4 the e-mail forms); spec 000's forms keep the default. */
export const PROCEED_WITHOUT_SAVING = 'Are you sure you want to proceed without saving?';

/**
 * Spec 000 §4: leaving a form with unsaved input asks 'You have made some changes' with, by default, 'Please discard or
 * save changes first' (a form of spec 002 passes `message`, PROCEED_WITHOUT_SAVING). Only Discard leaves; Save saves
 * (and the form then leaves as its own button does); Escape and a click outside keep the person on the form with the
 * edits. Every form with unsaved-changes protection uses this one dialog.
 */
export function UnsavedChangesDialog({
  blocker,
  onSave,
  message = 'Please discard or save changes first',
}: {
  blocker: Pick<Blocker, 'state' | 'proceed' | 'reset'>;
  onSave(): void;
  message?: string;
}) {
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
      {message}
    </ConfirmDialog>
  );
}
