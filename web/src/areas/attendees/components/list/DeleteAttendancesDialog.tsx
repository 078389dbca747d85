import { ATTENDEE_LIST_MESSAGES as M } from '../../../../../../api/src/areas/attendees/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { ConfirmDialogSurface } from '../../../../shared/ConfirmDialogSurface.tsx';
import { useDeleteEventAttendancesMutation } from '../../mutations/useDeleteEventAttendancesMutation.ts';

/** Delete one attendance or the selected ones (spec 001 §2: 'this event attendance' / 'this list of event attendances'). */
export function DeleteAttendancesDialog({ ids, onClose, onDeleted }: { ids: string[] | null; onClose(): void; onDeleted(): void }) {
  const notify = useNotify();
  const [commit] = useDeleteEventAttendancesMutation();
  return (
    <ConfirmDialogSurface
      open={!!ids}
      title="Delete attendance"
      confirmLabel="Delete"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (!ids) return;
        commit({
          variables: { input: { ids } },
          onCompleted: (_r, errors) => {
            if (errors?.length) return notify('error', errors[0]?.message ?? 'Cannot delete');
            notify('success', M.deleted);
            onDeleted();
          },
          onError: (error) => notify('error', error.message),
        });
      }}
    >
      {ids && ids.length > 1 ? M.deleteMany : M.deleteOne}
    </ConfirmDialogSurface>
  );
}
