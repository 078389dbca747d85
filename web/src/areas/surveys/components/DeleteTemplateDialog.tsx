import { QUESTION_MESSAGES as M } from '../../../../../api/src/areas/questions/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { ConfirmDialogSurface } from '../../../shared/ConfirmDialogSurface.tsx';
import { useDeleteSurveyTemplateMutation } from '../mutations/useDeleteSurveyTemplateMutation.ts';

/** Spec 001 §2's delete confirmation: 'Confirm Template Deletion' is its title, the rest its question. */
const [TITLE, QUESTION] = M.deleteConfirm.split(/: (.*)/s) as [string, string];

/**
 * Deleting a survey template (loaded when first asked): the spec's confirmation, then 'Survey template deleted' or
 * 'Cannot delete survey template' (spec 001 §8; the network layer leaves this mutation's errors to it).
 */
export function DeleteTemplateDialog({ id, onClose, onDeleted }: { id: string | null; onClose(): void; onDeleted(): void }) {
  const notify = useNotify();
  const [commit] = useDeleteSurveyTemplateMutation();
  return (
    <ConfirmDialogSurface
      open={!!id}
      title={TITLE}
      confirmLabel="Delete"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (!id) return;
        commit({
          variables: { input: { id } },
          onCompleted: (_r, errors) => {
            if (errors?.length) return notify('error', M.deleteFailed);
            notify('success', M.deleted);
            onDeleted();
          },
          onError: () => notify('error', M.deleteFailed),
        });
      }}
    >
      {QUESTION}
    </ConfirmDialogSurface>
  );
}
