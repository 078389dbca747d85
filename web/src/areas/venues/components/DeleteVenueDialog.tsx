import { VENUE_MESSAGES as M } from '../../../../../api/src/areas/venues/contract.ts';
import { DeleteDialog, type DeleteErrors } from '../../../shared/DeleteDialog.tsx';
import { useDeleteVenueMutation } from '../mutations/useDeleteVenueMutation.ts';

/** The service's refusal text when it names why ('Cannot delete venue: 2 events use it …'), else the spec's. */
function refusalOf(errors: DeleteErrors): string {
  const message = errors[0]?.message;
  return message?.startsWith(M.deleteFailed) ? message : M.deleteFailed;
}

/** Deleting a venue: 'Are you sure you want to delete this venue?', then 'Successfully deleted', or the refusal — a
 *  venue that events use names them. */
export function DeleteVenueDialog({ id, onClose, onDeleted }: { id: string | null; onClose(): void; onDeleted(): void }) {
  const [commit] = useDeleteVenueMutation();
  return (
    <DeleteDialog
      id={id}
      title="Delete venue"
      question={M.deleteConfirm}
      deleted="Successfully deleted"
      refusal={refusalOf}
      commit={(venueId, done) => commit({ variables: { input: { id: venueId } }, ...done })}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
