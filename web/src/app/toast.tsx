import type { ToastIntent } from '@fluentui/react-components';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';

/** Spec 000 §9: alerts last 5 s and stack with a 60 px offset; a duplicate on screen is ignored. */
export const ALERT_DURATION_MS = 5000;
export const ALERT_STACK_OFFSET_PX = 60;

export type Notify = (intent: ToastIntent, message: string) => void;

const NotifyContext = createContext<Notify>(() => {});
let outsideReact: Notify = () => {};

/** For code outside React (the Relay network layer). */
export const notifyOutsideReact: Notify = (intent, message) => outsideReact(intent, message);

// Fluent's Toaster is not part of the first load (the first-load budget, web/README.md).
const Toasts = lazy(() => import('./Toasts.tsx').then((m) => ({ default: m.Toasts })));

export function ToastProvider({ children }: { children: ReactNode }) {
  // Toasts asked for before the Toaster listens (its code still loading, or a screen's first effect) wait here.
  const show = useRef<Notify | null>(null);
  const pending = useRef<[ToastIntent, string][]>([]);
  const notify = useCallback<Notify>(
    (intent, message) => (show.current ? show.current(intent, message) : void pending.current.push([intent, message])),
    [],
  );
  const ready = useCallback((dispatch: Notify) => {
    show.current = dispatch;
    for (const [intent, message] of pending.current.splice(0)) dispatch(intent, message);
  }, []);
  useEffect(() => {
    outsideReact = notify;
  }, [notify]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Suspense fallback={null}>
        <Toasts onReady={ready} />
      </Suspense>
    </NotifyContext.Provider>
  );
}

export const useNotify = (): Notify => useContext(NotifyContext);
