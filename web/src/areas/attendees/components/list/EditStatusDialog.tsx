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
import { ATTENDEE_LIST_MESSAGES as M } from '../../../../../../api/src/areas/attendees/contract.ts';
import type { AttendanceStatus } from '../../../../__generated__/useSetEventAttendanceStatusMutation.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { useSetEventAttendanceStatusMutation } from '../../mutations/useSetEventAttendanceStatusMutation.ts';
import { STATUS_LABELS, STATUSES } from './attendeeListOptions.ts';

/** Edit Status (spec 001 §2): one of the six statuses (default Walk In) for every selected attendance, in one call. */
export function EditStatusDialog({ ids, onClose, onDone }: { ids: string[] | null; onClose(): void; onDone(): void }) {
  const notify = useNotify();
  const [commit, busy] = useSetEventAttendanceStatusMutation();
  const [status, setStatus] = useState<AttendanceStatus>('WALKIN');
  const save = () => {
    if (!ids) return;
    commit({
      variables: { input: { ids, status } },
      onCompleted: (_r, errors) => {
        if (errors?.length) return notify('error', errors[0]?.message || M.statusFailed);
        notify('success', M.statusUpdated);
        onClose();
        onDone();
      },
      onError: () => notify('error', M.statusFailed),
    });
  };
  return (
    <Dialog open={!!ids} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '420px' }}>
        <DialogBody>
          <DialogTitle>Edit Status</DialogTitle>
          <DialogContent>
            <Field label="Status" hint={ids && ids.length > 1 ? `For ${ids.length} selected attendees` : undefined}>
              <Select value={status} onChange={(_e, d) => setStatus(d.value as AttendanceStatus)}>
                {STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" onClick={save} disabled={busy}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
