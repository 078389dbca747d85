import { useSyncExternalStore } from 'react';
import { readSession } from '../app/session.ts';
import { latestApp, subscribeApp } from '../app/viewer.ts';
import { canOpen } from './guards.ts';

/**
 * Whether a link to a path opens for the signed-in person in the current product (guards.ts `canOpen`). A button or
 * link leading to another screen is offered only then, so it never ends on 'Access forbidden' or 'Route unavailable
 * for current product'.
 */
export function useCanOpen(): (path: string) => boolean {
  const app = useSyncExternalStore(subscribeApp, latestApp);
  const product = readSession().product;
  return (path) => !!app?.viewer && canOpen(path, app.viewer, product);
}
