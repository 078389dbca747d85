/**
 * The row a form has just added or updated, shown on the list it returns to (issue 28 #3). The form hands it over in
 * the navigation's state (`withChangedRow`, beside `listAsLeft`); the list (changedRow.ts `useChangedRow` and `ChangedRowNotice`)
 * highlights the row when it is on the page, and otherwise says so above the table with Show it (the list searched
 * for the row's label, filters cleared, page 1). The list reads it once: a reload, Back or Forward to that entry does
 * not show it again.
 */
export interface ChangedRow {
  /** The row's global id, as the list's rows carry it. */
  id: string;
  /** How the person names the row (an event's short name, a speaker's name): the notice's text and what Show it
   *  searches for, so it is a text the list's search finds. */
  label: string;
  change: 'added' | 'updated';
}

/** The options of the form's `navigate` back to its list: the changed row in the navigation's state. */
export const withChangedRow = (changedRow: ChangedRow) => ({ state: { changedRow } });
