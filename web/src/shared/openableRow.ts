import type { KeyboardEvent } from 'react';

/**
 * The props of a list row whose click opens its record (a speaker's profile, an event's form): the row takes the focus
 * in the Tab order and Enter opens it as the click does (issue 28 #5); keys pressed on a control inside the row (its
 * checkbox, a link, the row menu) stay that control's. Without `open` the row is plain.
 */
export function openableRow(open: (() => void) | undefined) {
  if (!open) return {};
  return {
    tabIndex: 0,
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      open();
    },
  };
}
