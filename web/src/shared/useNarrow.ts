import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element is narrower than `width` px, followed as it resizes (a card in a narrow grid column shows a
 * stacked layout instead of a table that would scroll sideways). Before the first measure, and where the browser
 * cannot observe sizes, it answers false. Put `ref` on the element measured.
 */
export function useNarrow<E extends HTMLElement>(width: number) {
  const ref = useRef<E>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setNarrow(element.getBoundingClientRect().width < width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { ref, narrow };
}
