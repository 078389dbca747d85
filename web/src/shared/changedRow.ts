import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChangedRow } from './changedRowState.ts';

// The list's half of a changed row (changedRowState.ts has the form's): finding it in the navigation's state once,
// highlighting its row or saying where it went.

/** What the notice and the screen reader say. */
export const changedRowText = ({ label, change }: ChangedRow) => `${label} was ${change}.`;

function changedRowOf(state: unknown): ChangedRow | null {
  const row = (state as { changedRow?: Partial<ChangedRow> } | null)?.changedRow;
  return row && typeof row.id === 'string' && typeof row.label === 'string' && (row.change === 'added' || row.change === 'updated')
    ? { id: row.id, label: row.label, change: row.change }
    : null;
}

/** The history entries (router location keys) whose changed row a list has read in this tab. */
const read = new Set<string>();

const useStyles = makeStyles({
  changed: { backgroundColor: tokens.colorBrandBackground2 },
});

/** A list row's props from `useChangedRow`. */
export interface ChangedRowProps {
  ref?: (element: HTMLElement | null) => void;
  className?: string;
  'aria-describedby'?: string;
}

/** What `ChangedRowNotice` shows: the row, whether it is on the page, Show it and dismiss. */
export interface ChangedRowView {
  row: ChangedRow | null;
  onPage: boolean;
  /** Once the row has been on the page the notice is not shown again (a later search or page is the person's own). */
  seen: boolean;
  /** The id of the text announced for a row on the page, which also describes the row. */
  descriptionId: string;
  show(): void;
  dismiss(): void;
}

/**
 * The list's side of a changed row: `rows` are the rows on the page (their global ids), `searchFor` the table's
 * (useTableUrlState). Answers the notice's view and `rowProps(id, className)` for each row: the changed one gets a
 * Fluent token background, is scrolled into view (and focused after Show it) and is described by the announced text.
 */
export function useChangedRow(rows: readonly { id: string }[], searchFor: (text: string) => void) {
  const { state, key } = useLocation();
  const [row, setRow] = useState(() => (read.has(key) ? null : changedRowOf(state)));
  const [seen, setSeen] = useState(false);
  const descriptionId = useId();
  const styles = useStyles();
  // Read once: the history entry keeps no changed row (React Router keeps a navigation's state in `history.state.usr`),
  // so a reload or a return to this entry shows the list alone. Replaced in place, not navigated: the list's query
  // is not loaded again. The router's own copy of the state stays until the next navigation: `read` keeps a list
  // mounted anew on the same entry from showing it again.
  useEffect(() => {
    read.add(key);
    const entry = window.history.state as { usr?: unknown } | null;
    if (changedRowOf(entry?.usr)) window.history.replaceState({ ...entry, usr: null }, '');
  }, [key]);
  const [showing, setShowing] = useState(false);
  const onPage = !!row && rows.some((shown) => shown.id === row.id);
  if (onPage && !seen) setSeen(true);
  const reveal = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      element.scrollIntoView({ block: 'nearest' });
      // After Show it the row takes the focus the button had (read with its description), as a row that opens
      // already can (openableRow); another row only by script.
      if (!showing) return;
      if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
      element.focus({ preventScroll: true });
    },
    [showing],
  );

  const view: ChangedRowView = {
    row,
    onPage,
    seen,
    descriptionId,
    show: () => {
      if (!row) return;
      setShowing(true);
      searchFor(row.label);
    },
    dismiss: () => setRow(null),
  };
  /** A row's props: for the changed row its highlight, scroll and description, with the row's own `className`. */
  const rowProps = (id: string, className?: string): ChangedRowProps =>
    row && id === row.id
      ? { ref: reveal, className: mergeClasses(className, styles.changed), 'aria-describedby': descriptionId }
      : { className };
  return { view, rowProps };
}
