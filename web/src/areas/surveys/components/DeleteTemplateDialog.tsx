import { QUESTION_MESSAGES as M } from '../../../../../api/src/areas/questions/contract.ts';
import { DeleteDialog } from '../../../shared/DeleteDialog.tsx';
import { useDeleteSurveyTemplateMutation } from '../mutations/useDeleteSurveyTemplateMutation.ts';

/** Spec 001 §2's delete confirmation: 'Confirm Template Deletion' is its title, the rest its question. */
const [TITLE, QUESTION] = M.deleteConfirm.split(/: (.*)/s) as [string, string];

/** Deleting a survey template: the spec's confirmation, then 'Survey template deleted' or 'Cannot delete survey
 *  template' (spec 001 §8). */
export function DeleteTemplateDialog({ id, onClose, onDeleted }: { id: string | null; onClose(): void; onDeleted(): void }) {
  const [commit] = useDeleteSurveyTemplateMutation();
  return (
    <DeleteDialog
      id={id}
      title={TITLE}
      question={QUESTION}
      deleted={M.deleted}
      refusal={() => M.deleteFailed}
      commit={(templateId, done) => commit({ variables: { input: { id: templateId } }, ...done })}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
