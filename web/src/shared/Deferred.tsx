import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` — a dialog or popover content made with `React.lazy` — from the first time `when` is
 * true and keeps them mounted afterwards, so closing still animates. Their code thus loads when first
 * needed, not with the screen (the first-load budget of tests/bench/bundle-size.ts). No fallback: a dialog
 * takes no room in the page, so nothing moves while it loads.
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(when);
  if (when && !used) setUsed(true);
  return when || used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
