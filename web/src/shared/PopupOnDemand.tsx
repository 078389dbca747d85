import { cloneElement, startTransition, Suspense, useState, type ReactElement, type ReactNode } from 'react';

/**
 * A button whose menu or popover — Fluent's Menu or Popover and the positioning it brings — loads on the first click,
 * not with the screen (the first-load budget, tests/bench/bundle-size.ts). Until then `trigger` is a plain button; on
 * the first click `popup(trigger)`, made with `React.lazy`, renders the same button as its trigger with the popup open,
 * and stays mounted. The click is a transition: the button stays as it is while the code loads.
 */
export function PopupOnDemand<Trigger extends ReactElement<{ onClick?: () => void }>>({
  trigger,
  popup,
}: {
  trigger: Trigger;
  popup: (trigger: Trigger) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Suspense fallback={trigger}>
      {opened ? popup(trigger) : cloneElement(trigger, { onClick: () => startTransition(() => setOpened(true)) })}
    </Suspense>
  );
}
