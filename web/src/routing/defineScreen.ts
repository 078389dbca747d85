import type { OperationType } from 'relay-runtime';
import type { RouteScreen } from './types.ts';

/**
 * A route module's screen: typed by its query `Q` where it is written (its variables, its component's query ref), and
 * taken by the router as a screen of any query (`RouteScreen`), which holds since the router hands each screen the ref
 * of its own query.
 */
export function defineScreen<Q extends OperationType>(screen: RouteScreen<Q>): RouteScreen<Q> & RouteScreen {
  return screen as RouteScreen<Q> & RouteScreen;
}
