import { useEffect, useRef, type ReactNode } from 'react';

/** A page that only says something (not found, closed, thank you): its heading gets the focus so it is read first. */
export function Notice({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="page notice">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children && <p>{children}</p>}
    </main>
  );
}
