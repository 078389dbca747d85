import { cloneElement, lazy, Suspense, type ReactElement } from 'react';

// Fluent's Tooltip and the positioning it brings load right after the first screen, not with it (the first-load
// budget, web/README.md).
const Tooltip = lazy(() => import('./fluentTooltip.ts').then((m) => ({ default: m.Tooltip })));

/**
 * A tooltip that names its control (an icon button): Fluent's Tooltip with `relationship="label"`, which gives the
 * control its text as `aria-label`. Until the Tooltip has loaded the control carries that same name itself.
 */
export function LabelTooltip({ content, children }: { content: string; children: ReactElement<{ 'aria-label'?: string }> }) {
  return (
    <Suspense fallback={cloneElement(children, { 'aria-label': content })}>
      <Tooltip content={content} relationship="label">
        {children}
      </Tooltip>
    </Suspense>
  );
}

/**
 * A tooltip that says why a control cannot be used yet (a disabled button: give it `disabledFocusable`, so it keeps the
 * focus and the hover that show the tip): Fluent's Tooltip with `relationship="description"`. Until the Tooltip has
 * loaded the control shows without it.
 */
export function HintTooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip content={content} relationship="description">
        {children}
      </Tooltip>
    </Suspense>
  );
}
