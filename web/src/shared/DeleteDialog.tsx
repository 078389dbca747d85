import { useNotify } from '../app/toast.tsx';
import { ConfirmDialogSurface } from './ConfirmDialogSurface.tsx';

/** The errors a delete is refused with: GraphQL's, or those a network error carries (`source`). */
export type DeleteErrors = readonly { message?: string; extensions?: { code?: string } }[];

/** What a delete mutation's `commit` is told: Relay's callbacks, spread into its config. */
export interface DeleteDone {
  onCompleted(response: unknown, errors: DeleteErrors | null | undefined): void;
  onError(error: Error): void;
}

export interface DeleteDialogProps {
  /** The row asked about; null: closed. */
  id: string | null;
  title: string;
  question: string;
  /** The toast after the delete. */
  deleted: string;
  /** The toast for a refusal: the service's own text where it says why, else the spec's. */
  refusal(errors: DeleteErrors): string;
  /** Runs the area's delete mutation on `id` with `done`'s callbacks. */
  commit(id: string, done: DeleteDone): void;
  onClose(): void;
  /** After a delete: the list refetches. */
  onDeleted(): void;
}

/**
 * Deleting one row of a list, loaded when first asked: the question, then the delete, its toast and the list's
 * refetch, or the refusal's toast. The network layer leaves these mutations' errors to it (an area's
 * `selfHandledOperations`).
 */
export function DeleteDialog({ id, title, question, deleted, refusal, commit, onClose, onDeleted }: DeleteDialogProps) {
  const notify = useNotify();
  return (
    <ConfirmDialogSurface
      open={!!id}
      title={title}
      confirmLabel="Delete"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (!id) return;
        commit(id, {
          onCompleted: (_response, errors) => {
            if (errors?.length) return notify('error', refusal(errors));
            notify('success', deleted);
            onDeleted();
          },
          onError: (error) => notify('error', refusal((error as { source?: DeleteErrors }).source ?? [error])),
        });
      }}
    >
      {question}
    </ConfirmDialogSurface>
  );
}
