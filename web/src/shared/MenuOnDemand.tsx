import { cloneElement, startTransition, Suspense, useState, type ReactElement, type ReactNode } from 'react';

/**
 * A menu button whose menu — Fluent's Menu and the positioning it brings — loads on the first click, not with the
 * screen (the first-load budget, tests/bench/bundle-size.ts). Until then `trigger` is a plain button; on the first
 * click `menu(trigger)`, made with `React.lazy`, renders the same button as its `MenuTrigger` and the menu with
 * `defaultOpen`, and stays mounted. The click is a transition: the button stays as it is while the code loads.
 */
export function MenuOnDemand({
  trigger,
  menu,
}: {
  trigger: ReactElement<{ onClick?: () => void }>;
  menu: (trigger: ReactElement) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Suspense fallback={trigger}>
      {opened ? menu(trigger) : cloneElement(trigger, { onClick: () => startTransition(() => setOpened(true)) })}
    </Suspense>
  );
}
