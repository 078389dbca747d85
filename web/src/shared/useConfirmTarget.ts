import { useState } from 'react';

/**
 * A question (`ConfirmDialog`) about one target before acting on it, e.g. a row to delete: `ask(target)` opens it,
 * `target` is what it asks about; confirming closes it and runs `act(target)` (which deletes and refetches),
 * cancelling just closes it. Spread `dialog` on the `ConfirmDialog`.
 */
export function useConfirmTarget<T>(act: (target: T) => unknown) {
  const [target, setTarget] = useState<T | null>(null);
  const dialog = {
    open: target !== null,
    onCancel: () => setTarget(null),
    onConfirm: () => {
      setTarget(null);
      if (target !== null) void act(target);
    },
  };
  return { target, ask: setTarget, dialog };
}
