import { EMAIL_MESSAGES as M } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { DeleteDialog, type DeleteErrors } from '../../../../shared/DeleteDialog.tsx';
import { useDeleteEmailTemplateMutation } from '../../mutations/useEmailTemplateMutations.ts';

/** The service's reason (a template removed meanwhile), else a text of ours: the spec gives none. */
const refusalOf = (errors: DeleteErrors) => errors[0]?.message || 'Failed to delete the email template';

/** Deleting a template: the question, then 'Successfully deleted the email template' or the refusal. */
export function DeleteEmailTemplateDialog({
  template,
  onClose,
  onDeleted,
}: {
  template: { id: string; name: string } | null;
  onClose(): void;
  onDeleted(): void;
}) {
  const [commit] = useDeleteEmailTemplateMutation();
  return (
    <DeleteDialog
      id={template?.id ?? null}
      title="Delete Email Template"
      question={template ? `Are you sure you want to delete the email template ${template.name}?` : ''}
      deleted={M.templateDeleted}
      refusal={refusalOf}
      commit={(id, done) => commit({ variables: { input: { id } }, ...done })}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
