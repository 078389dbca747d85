import { Toast, Toaster, ToastTitle, useId, useToastController, type ToastIntent } from '@fluentui/react-components';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

/** Spec 000 §9: alerts last 5 s and stack with a 60 px offset; a duplicate on screen is ignored. */
export const ALERT_DURATION_MS = 5000;
export const ALERT_STACK_OFFSET_PX = 60;

export type Notify = (intent: ToastIntent, message: string) => void;

const NotifyContext = createContext<Notify>(() => {});
let outsideReact: Notify = () => {};

/** For code outside React (the Relay network layer). */
export const notifyOutsideReact: Notify = (intent, message) => outsideReact(intent, message);

export function ToastProvider({ children }: { children: ReactNode }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  const shown = useRef(new Set<string>());

  const show = useCallback<Notify>(
    (intent, message) => {
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
    },
    [dispatchToast],
  );
  // A screen may notify in its first effect, before the Toaster (a later sibling) listens: such
  // toasts wait here until this provider's effect, which runs after the Toaster's.
  const ready = useRef(false);
  const pending = useRef<[ToastIntent, string][]>([]);
  const notify = useCallback<Notify>(
    (intent, message) => (ready.current ? show(intent, message) : void pending.current.push([intent, message])),
    [show],
  );
  useEffect(() => {
    ready.current = true;
    outsideReact = notify;
    for (const [intent, message] of pending.current.splice(0)) show(intent, message);
  }, [notify, show]);
  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Toaster toasterId={toasterId} position="bottom-start" offset={{ vertical: ALERT_STACK_OFFSET_PX }} />
    </NotifyContext.Provider>
  );
}

export const useNotify = (): Notify => useContext(NotifyContext);
