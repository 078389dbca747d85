import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { ALERT_DURATION_MS, ALERT_STACK_OFFSET_PX, type Notify } from './toast.tsx';

/** The Toaster of ToastProvider, loaded after the first screen: `onReady` gets the function that shows a toast
 *  once the Toaster listens. A duplicate on screen is ignored (spec 000 §9). */
export function Toasts({ onReady }: { onReady(show: Notify): void }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  const shown = useRef(new Set<string>());

  // Runs after the Toaster's own effects (a child's run first), so the first toast is not missed.
  useEffect(() => {
    onReady((intent, message) => {
      const key = `${intent}:${message}`;
      if (shown.current.has(key)) return;
      shown.current.add(key);
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        {
          intent,
          timeout: ALERT_DURATION_MS,
          onStatusChange: (_e, { status }) => {
            if (status === 'unmounted') shown.current.delete(key);
          },
        },
      );
    });
  }, [dispatchToast, onReady]);

  return <Toaster toasterId={toasterId} position="bottom-start" offset={{ vertical: ALERT_STACK_OFFSET_PX }} />;
}
