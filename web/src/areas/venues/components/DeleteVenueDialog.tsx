import { VENUE_MESSAGES as M } from '../../../../../api/src/areas/venues/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { ConfirmDialogSurface } from '../../../shared/ConfirmDialogSurface.tsx';
import { useDeleteVenueMutation } from '../mutations/useDeleteVenueMutation.ts';

/** The service's refusal text when it names why ('Cannot delete venue: 2 events use it …'), else the spec's. */
function refusalOf(errors: readonly { message?: string }[] | null | undefined): string {
  const message = errors?.[0]?.message;
  return message?.startsWith(M.deleteFailed) ? message : M.deleteFailed;
}

/**
 * Deleting a venue (loaded when first asked): 'Are you sure you want to delete this venue?', then 'Successfully
 * deleted', or the refusal — a venue that events use names them (the network layer leaves this mutation to it).
 */
export function DeleteVenueDialog({ id, onClose, onDeleted }: { id: string | null; onClose(): void; onDeleted(): void }) {
  const notify = useNotify();
  const [commit] = useDeleteVenueMutation();
  return (
    <ConfirmDialogSurface
      open={!!id}
      title="Delete venue"
      confirmLabel="Delete"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (!id) return;
        commit({
          variables: { input: { id } },
          onCompleted: (_r, errors) => {
            if (errors?.length) return notify('error', refusalOf(errors));
            notify('success', 'Successfully deleted');
            onDeleted();
          },
          onError: (error) => notify('error', refusalOf([error])),
        });
      }}
    >
      {M.deleteConfirm}
    </ConfirmDialogSurface>
  );
}
