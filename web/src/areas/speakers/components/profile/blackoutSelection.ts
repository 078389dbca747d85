/**
 * The Blackout Dates calendar's edit state (spec 001 §4 "Blackout calendar"): in edit mode two clicks make a
 * range, clicking an existing blackout day marks it for deletion (again: keeps it), and a day with an event of
 * the speaker cannot be chosen. Days are ISO dates (YYYY-MM-DD), as the service stores them.
 */
export interface BlackoutSelection {
  /** The first day of a range waiting for its second click. */
  rangeStart: string | null;
  /** New days to black out. */
  added: ReadonlySet<string>;
  /** Existing blackout days marked for deletion. */
  removed: ReadonlySet<string>;
}

export const EMPTY_SELECTION: BlackoutSelection = { rangeStart: null, added: new Set(), removed: new Set() };

/** A Date's calendar day in the browser's zone (the calendar shows local days). */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The local Date (noon, so no zone shift moves its day) of an ISO day. */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

/** Every day from `a` to `b` (either order), both included. */
export function daysBetween(a: string, b: string): string[] {
  const [from, to] = a <= b ? [a, b] : [b, a];
  const days: string[] = [];
  for (let date = dateOfDay(from); isoDay(date) <= to; date.setDate(date.getDate() + 1)) days.push(isoDay(date));
  return days;
}

/** The selection after a click on `day`, given the speaker's blackout days and event days. */
export function clickDay(
  selection: BlackoutSelection,
  day: string,
  existing: ReadonlySet<string>,
  eventDays: ReadonlySet<string>,
): BlackoutSelection {
  if (eventDays.has(day)) return selection;
  if (existing.has(day)) {
    const removed = new Set(selection.removed);
    if (!removed.delete(day)) removed.add(day);
    return { ...selection, removed };
  }
  if (selection.rangeStart === null) {
    // A chosen new day clicked again is taken back; any other starts a range.
    if (selection.added.has(day)) {
      const added = new Set(selection.added);
      added.delete(day);
      return { ...selection, added };
    }
    return { ...selection, rangeStart: day };
  }
  const added = new Set(selection.added);
  for (const d of daysBetween(selection.rangeStart, day)) if (!existing.has(d) && !eventDays.has(d)) added.add(d);
  return { ...selection, rangeStart: null, added };
}

/** Whether the selection changes anything (Save is offered only then). */
export const hasChanges = (s: BlackoutSelection) => s.added.size > 0 || s.removed.size > 0;
