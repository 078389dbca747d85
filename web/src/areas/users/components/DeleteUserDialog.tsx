import { USER_MESSAGES as M } from '../../../../../api/src/areas/users/contract.ts';
import { DeleteDialog, type DeleteErrors } from '../../../shared/DeleteDialog.tsx';
import { useDeleteUserMutation } from '../mutations/useUserMutations.ts';

/** The service's refusal when it says why (a user above the viewer's role, one's own user; 'User ID not found' for a
 *  user removed meanwhile), else the spec's text. */
const refusalOf = (errors: DeleteErrors) =>
  errors[0]?.extensions?.code === 'NOT_FOUND'
    ? M.userIdNotFound
    : ([M.notSelf, M.userAboveOwn, M.systemAdminOnly].find((m) => m === errors[0]?.message) ?? M.deleteFailed);

/** Deleting a user: the question, then 'Successfully deleted the user' or the refusal. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: { id: string; name: string } | null;
  onClose(): void;
  onDeleted(): void;
}) {
  const [commit] = useDeleteUserMutation();
  return (
    <DeleteDialog
      id={user?.id ?? null}
      title={M.deleteTitle}
      question={user ? M.deleteConfirm(user.name) : ''}
      deleted={M.deleted}
      refusal={refusalOf}
      commit={(userId, done) => commit({ variables: { input: { id: userId } }, ...done })}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
