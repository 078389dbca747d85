import { useState } from 'react';
import type { EventRowData } from './EventTableRow.tsx';

type Chosen = { internalId: number; survey: boolean };

/** The events ticked in the list (kept across its pages): each by its id, with what the bulk actions need of it. */
export function useEventSelection(rows: readonly EventRowData[]) {
  const [selected, setSelected] = useState<Map<string, Chosen>>(new Map());
  const chosen = (r: EventRowData): Chosen => ({ internalId: r.internalId, survey: !!r.survey });
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (event: EventRowData) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(event.id)) next.delete(event.id);
      else next.set(event.id, chosen(event));
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Map(s);
      for (const r of rows) {
        if (allSelected) next.delete(r.id);
        else next.set(r.id, chosen(r));
      }
      return next;
    });
  return {
    selected,
    /** The header's checkbox: every row of the page ticked, some, or none. */
    headerState: allSelected ? true : rows.some((r) => selected.has(r.id)) ? ('mixed' as const) : false,
    toggle,
    toggleAll,
    clear: () => setSelected(new Map()),
  };
}
