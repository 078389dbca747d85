import { FEE_MESSAGES as M } from '../../../../../api/src/areas/fees/contract.ts';
import { DeleteDialog, type DeleteErrors } from '../../../shared/DeleteDialog.tsx';
import { useDeleteCheckMutation } from '../mutations/useDeleteCheckMutation.ts';

/** Shown when a delete is refused without a message of the service's (the spec names no text). */
const DELETE_FAILED = 'Error deleting check';

/** Deleting a check: 'Are you sure you want to delete this check?', then 'Successfully deleted', or the refusal. */
export function DeleteCheckDialog({ id, onClose, onDeleted }: { id: string | null; onClose(): void; onDeleted(): void }) {
  const [commit] = useDeleteCheckMutation();
  return (
    <DeleteDialog
      id={id}
      title="Delete check"
      question={M.deleteConfirm}
      deleted="Successfully deleted"
      refusal={(errors: DeleteErrors) => errors[0]?.message ?? DELETE_FAILED}
      commit={(checkId, done) => commit({ variables: { input: { id: checkId } }, ...done })}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
