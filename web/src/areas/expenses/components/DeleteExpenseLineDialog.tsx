import { DeleteDialog, type DeleteErrors } from '../../../shared/DeleteDialog.tsx';
import { useDeleteExpenseLineMutation } from '../mutations/useDeleteExpenseLineMutation.ts';

/** Shown when a delete is refused without a message of the service's (the spec names no text). */
const DELETE_FAILED = 'Error deleting expense line';

/** Deleting a line: 'Are you sure you want to delete this expense line?', then 'Successfully deleted', or the refusal
 *  (a check's line: the service says to delete the check). */
export function DeleteExpenseLineDialog({ id, onClose, onDeleted }: { id: string | null; onClose(): void; onDeleted(): void }) {
  const [commit] = useDeleteExpenseLineMutation();
  return (
    <DeleteDialog
      id={id}
      title="Delete expense line"
      question="Are you sure you want to delete this expense line?"
      deleted="Successfully deleted"
      refusal={(errors: DeleteErrors) => errors[0]?.message ?? DELETE_FAILED}
      commit={(lineId, done) => commit({ variables: { input: { id: lineId } }, ...done })}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
