import { lazy, Suspense, useEffect, useState } from 'react';
import { changedRowText, type ChangedRowView } from './changedRow.ts';
import { useVisuallyHiddenStyles } from './visuallyHidden.ts';

const ChangedRowBar = lazy(() => import('./ChangedRowBar.tsx'));

/**
 * Above a list's table, what became of the row a form has just added or updated (changedRow.ts): on the page, its
 * text for screen readers only (the row is highlighted and described by it); elsewhere (another page, filtered out,
 * sorted away) a notice with Show it and a dismiss button. A polite live region, filled once it is on the page so
 * that screen readers announce it.
 */
export function ChangedRowNotice({ view }: { view: ChangedRowView }) {
  const hidden = useVisuallyHiddenStyles();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setLive(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const { row, onPage, seen, descriptionId, show, dismiss } = view;
  return (
    <div role="status">
      {live && row && onPage && (
        <span id={descriptionId} className={hidden.visuallyHidden}>
          {changedRowText(row)}
        </span>
      )}
      {live && row && !onPage && !seen && (
        <Suspense fallback={null}>
          <ChangedRowBar text={changedRowText(row)} show={show} dismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}
