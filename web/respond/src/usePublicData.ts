import { useCallback, useEffect, useRef, useState } from 'react';
import { OperationError } from './graphql.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'not-found' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * Loads a public page's data once (and again on `retry`): null or NOT_FOUND is a page that does not exist (another
 * tenant's event, a template not attached to it, a switched-off page); anything else a failure worth retrying.
 */
export function usePublicData<T>(load: (() => Promise<T | null>) | null): Loaded<T> & { retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>(load ? { state: 'loading' } : { state: 'not-found' });
  const [attempt, setAttempt] = useState(0);
  // The page's loader is what it was at the first render: one load per page and attempt.
  const loader = useRef(load);
  useEffect(() => {
    const run = loader.current;
    if (!run) return;
    let current = true;
    run().then(
      (data) => current && setLoaded(data ? { state: 'ready', data } : { state: 'not-found' }),
      (error: unknown) =>
        current && setLoaded(error instanceof OperationError && error.code === 'NOT_FOUND' ? { state: 'not-found' } : { state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...loaded, retry };
}
