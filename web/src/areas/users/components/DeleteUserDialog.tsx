import { USER_MESSAGES as M } from '../../../../../api/src/areas/users/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { ConfirmDialogSurface } from '../../../shared/ConfirmDialogSurface.tsx';
import { useDeleteUserMutation } from '../mutations/useUserMutations.ts';

/** The service's refusal when it says why (a user above the viewer's role, one's own user), else the spec's text. */
const refusalOf = (errors: readonly { message?: string }[] | null | undefined) =>
  [M.notSelf, M.userAboveOwn, M.systemAdminOnly].find((m) => m === errors?.[0]?.message) ?? M.deleteFailed;

/** Deleting a user (loaded when first asked): the question, then 'Successfully deleted the user' or the refusal. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: { id: string; name: string } | null;
  onClose(): void;
  onDeleted(): void;
}) {
  const notify = useNotify();
  const [commit] = useDeleteUserMutation();
  return (
    <ConfirmDialogSurface
      open={!!user}
      title={M.deleteTitle}
      confirmLabel="Delete"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (!user) return;
        commit({
          variables: { input: { id: user.id } },
          onCompleted: (_r, errors) => {
            if (errors?.length) return notify('error', refusalOf(errors));
            notify('success', M.deleted);
            onDeleted();
          },
          onError: (error) => notify('error', refusalOf([error])),
        });
      }}
    >
      {user ? M.deleteConfirm(user.name) : ''}
    </ConfirmDialogSurface>
  );
}
