import { EMAIL_MESSAGES as M } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { DeleteDialog, type DeleteErrors } from '../../../../shared/DeleteDialog.tsx';
import { useDeleteEmailSeriesMutation } from '../../mutations/useEmailSeriesMutations.ts';

/** The service's reason (a platform series, one removed meanwhile), else a text of ours: the spec gives none. */
const refusalOf = (errors: DeleteErrors) => errors[0]?.message || 'Failed to delete the email series';

/** Deleting a series (with its templates): the question, then 'Successfully deleted Email Series' or the refusal. */
export function DeleteEmailSeriesDialog({
  series,
  onClose,
  onDeleted,
}: {
  series: { id: string; name: string } | null;
  onClose(): void;
  onDeleted(): void;
}) {
  const [commit] = useDeleteEmailSeriesMutation();
  return (
    <DeleteDialog
      id={series?.id ?? null}
      title="Delete Email Series"
      question={series ? `Are you sure you want to delete the email series ${series.name}? Its templates are deleted with it.` : ''}
      deleted={M.seriesDeleted}
      refusal={refusalOf}
      commit={(id, done) => commit({ variables: { input: { id } }, ...done })}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
