import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';

type Report = (key: string, save: (() => void) | null) => void;
const Sections = createContext<Report | null>(null);

/** Asks before leaving while a section has changes; Save saves each of them (the person stays on the screen). */
function LeaveGuard({ saves }: { saves: ReadonlyMap<string, () => void> }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return <UnsavedChangesDialog blocker={blocker} onSave={() => saves.forEach((save) => save())} />;
}

/**
 * A screen whose sections are edited and saved each on its own (the speaker profile's cards, Tenant Configuration's
 * cards): leaving it while any section has unsaved changes asks 'You have made some changes' (UnsavedChangesDialog),
 * once for all of them. One blocker for the screen, mounted only while something is unsaved (React Router keeps one
 * blocker at a time). Sections report themselves with `useUnsavedSection` or `<UnsavedSection>`.
 */
export function UnsavedSections({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<ReadonlyMap<string, () => void>>(new Map());
  const report = useCallback<Report>(
    (key, save) =>
      setUnsaved((current) => {
        if (save ? current.get(key) === save : !current.has(key)) return current;
        const next = new Map(current);
        if (save) next.set(key, save);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return (
    <Sections.Provider value={report}>
      {children}
      {unsaved.size > 0 && <LeaveGuard saves={unsaved} />}
    </Sections.Provider>
  );
}

/** Reports a section's unsaved changes (`dirty`) and how to save them to the screen's UnsavedSections. */
export function useUnsavedSection(dirty: boolean, save: () => void) {
  const report = useContext(Sections);
  if (!report) throw new Error('useUnsavedSection needs an UnsavedSections around the screen');
  const key = useId();
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  const saveLatest = useCallback(() => latest.current(), []);
  useEffect(() => report(key, dirty ? saveLatest : null), [report, key, dirty, saveLatest]);
  useEffect(() => () => report(key, null), [report, key]);
}

/** `useUnsavedSection` where the state lives in a render prop (a Formik form's `dirty`). */
export function UnsavedSection({ dirty, onSave }: { dirty: boolean; onSave(): void }) {
  useUnsavedSection(dirty, onSave);
  return null;
}
