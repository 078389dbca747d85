import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Select,
} from '@fluentui/react-components';
import { useState } from 'react';
import { ATTENDEE_EMAIL_TYPES, ATTENDEE_LIST_MESSAGES as M } from '../../../../../../api/src/areas/attendees/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { useResendAttendeeEmailMutation } from '../../mutations/useResendAttendeeEmailMutation.ts';

/** 'follow-up-after-1-d' → 'Follow up after 1 d'. */
const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ');

/** Resend Email Notification (spec 001 §2): Email Type, Cancel, Send; the service's refusal after 'Cannot send email notification.'. */
export function ResendEmailDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const notify = useNotify();
  const [commit, busy] = useResendAttendeeEmailMutation();
  const [emailType, setEmailType] = useState<string>(ATTENDEE_EMAIL_TYPES[0]);
  const fail = (message: string | undefined) =>
    notify('error', message?.startsWith(M.emailFailed('')) ? message : M.emailFailed(message ?? 'Please try again.'));
  const send = () => {
    if (!id) return;
    commit({
      variables: { input: { id, emailType } },
      onCompleted: (_r, errors) => {
        if (errors?.length) return fail(errors[0]?.message);
        notify('success', M.emailSent);
        onClose();
      },
      onError: (error) => fail(error.message),
    });
  };
  return (
    <Dialog open={!!id} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '460px' }}>
        <DialogBody>
          <DialogTitle>Resend Email Notification</DialogTitle>
          <DialogContent>
            <Field label="Email Type">
              <Select value={emailType} onChange={(_e, d) => setEmailType(d.value)}>
                {ATTENDEE_EMAIL_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeLabel(type)}
                  </option>
                ))}
              </Select>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" onClick={send} disabled={busy}>
              Send
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
