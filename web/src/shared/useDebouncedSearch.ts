import { useEffect, useRef, useState } from 'react';

/** Spec 000 §9: searches wait 200 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Results of `search(text)`, asked 200 ms after the text stops changing (spec 000 §9); stale answers are dropped. */
export function useDebouncedSearch<T>(text: string, search: (text: string) => Promise<T[]>, enabled = true): T[] {
  const [results, setResults] = useState<T[]>([]);
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      latest.current(text.trim()).then(
        (found) => current && setResults(found),
        () => current && setResults([]),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, enabled]);
  return results;
}
