import type { ComponentType } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { AppViewer } from '../app/viewer.ts';

/** What a screen's route module hands the router: its query, how the URL makes its variables, and
 *  the component that reads the preloaded query. The router calls `loadQuery` on entering the route
 *  (and again when its path params or search change), so the screen never fetches on render. */
export interface RouteScreen<Q extends OperationType = OperationType> {
  /** The `<Screen>RouteQuery`. */
  query: GraphQLTaggedNode;
  /** Variables from the path params and the URL search (table state lives in `options`/`filters`), and the
   *  signed-in viewer: parts the viewer may not read are left out of the query (`@include(if:)`), not tried. */
  variables: (url: { params: Record<string, string | undefined>; searchParams: URLSearchParams; viewer: AppViewer }) => Q['variables'];
  /** Shown while the query loads (default a spinner), e.g. a table's skeleton rows. */
  Loading?: ComponentType;
  /** Shown when the query fails without any data (default 'Failed to load the page'). */
  loadError?: string;
  /** The screen; it reads `queryRef` with `usePreloadedQuery`. */
  Component: ComponentType<RouteScreenProps<Q>>;
}

export interface RouteScreenProps<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
}
