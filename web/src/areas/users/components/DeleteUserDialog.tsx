import { USER_MESSAGES as M } from '../../../../../api/src/areas/users/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { ConfirmDialogSurface } from '../../../shared/ConfirmDialogSurface.tsx';
import { useDeleteUserMutation } from '../mutations/useUserMutations.ts';

/** The service's refusal when it says why (a user above the viewer's role, one's own user; 'User ID not found' for a
 *  user removed meanwhile), else the spec's text. */
const refusalOf = (errors: readonly { message?: string; extensions?: { code?: string } }[] | null | undefined) =>
  errors?.[0]?.extensions?.code === 'NOT_FOUND'
    ? M.userIdNotFound
    : ([M.notSelf, M.userAboveOwn, M.systemAdminOnly].find((m) => m === errors?.[0]?.message) ?? M.deleteFailed);

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
          onError: (error) => notify('error', refusalOf((error as { source?: Parameters<typeof refusalOf>[0] }).source ?? [error])),
        });
      }}
    >
      {user ? M.deleteConfirm(user.name) : ''}
    </ConfirmDialogSurface>
  );
}
