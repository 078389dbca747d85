import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The question of spec 001's attendee form and spec 002's forms (§2.17 the user form, §4 the e-mail forms): every
 *  form asks it but spec 000's event form, which asks DISCARD_OR_SAVE. */
export const PROCEED_WITHOUT_SAVING = 'Are you sure you want to proceed without saving?';
/** Spec 000 §4's text, on Add/Edit Event. */
export const DISCARD_OR_SAVE = 'Please discard or save changes first';

/**
 * Leaving a form with unsaved input asks 'You have made some changes' with, by default, PROCEED_WITHOUT_SAVING (the
 * event form passes DISCARD_OR_SAVE). Only Discard leaves; Save saves (and the form then leaves as its own button does);
 * Escape and a click outside keep the person on the form with the edits. Every editing surface with unsaved-changes
 * protection uses this one dialog (through useGuardedForm or LeaveGuard).
 */
export function UnsavedChangesDialog({
  blocker,
  onSave,
  message = PROCEED_WITHOUT_SAVING,
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
