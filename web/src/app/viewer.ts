import { fetchQuery, graphql } from 'relay-runtime';
import { environment } from '../relay/environment.ts';
import { navigateOutsideReact } from '../routing/navigation.ts';
import { IMPERSONATED_NO_SPEAKER } from './impersonation.ts';
import { readSession, writeSession } from './session.ts';
import { notifyOutsideReact } from './toast.tsx';
import type { viewerQuery, viewerQuery$data } from '../__generated__/viewerQuery.graphql';

export type AppViewer = NonNullable<viewerQuery$data['viewer']>;
export type AppData = viewerQuery$data;

// The viewer is the app's session store, read through useViewer() all over the app rather than
// by this module, so the Relay plugin's per-file unused-field check cannot apply here.
/* eslint-disable relay/unused-fields */
const query = graphql`
  query viewerQuery {
    viewer {
      internalId
      email
      displayName
      role
      isAdmin
      speakerId
      requirePwChange
      selectedProduct
      dashboardCategories
      permissions {
        entity
        actions
      }
      products {
        product
        name
        externalUrl
      }
      impersonating {
        speakerId
        firstName
        lastName
      }
      instances {
        id
        name
        clientUrl
        selected
      }
      tenant {
        id
        name
        logoUrl
        veevaSyncEnabled
        defaultEventPeriod {
          from
          to
        }
        featureFlags {
          id
          value
        }
      }
    }
    currentTenant {
      id
      name
      logoUrl
      oktaEnabled
    }
    version {
      build
      serverHash
    }
  }
`;
/* eslint-enable relay/unused-fields */

let loading: Promise<AppData> | null = null;
let loadedAt = 0;

/**
 * How long the loaded user stands before the next navigation reads it again. A change of the tenant's configuration
 * (a feature flag, a product, a permission) reaches the drawer and the route guards at the first navigation after
 * that, without a reload; the service and the BFF refuse what it takes away at once.
 */
export const VIEWER_FRESH_MS = 5_000;

let latest: AppData | null = null;
const listeners = new Set<() => void>();

/** The shell's subscription (useSyncExternalStore) to the user as last read: the drawer follows a read again made by
 *  any screen's guard, whatever the router does with the navigation that made it (a guard's refusal redirects). */
export function subscribeApp(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const latestApp = () => latest;

const fetchApp = (): Promise<AppData> =>
  fetchQuery<viewerQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((data) => {
      // Signed in (the admin's own session stands) but the speaker they impersonate cannot be acted as any more: every
      // request would be refused, and Login would loop back here. The impersonation ends, says why, and Home opens.
      if (data && !data.viewer && readSession().impersonatedSpeakerId) {
        writeSession({ impersonatedSpeakerId: null });
        notifyOutsideReact('error', IMPERSONATED_NO_SPEAKER);
        navigateOutsideReact('/');
        return fetchApp();
      }
      loadedAt = Date.now();
      latest = data as AppData;
      for (const listener of listeners) listener();
      return latest;
    });

/** The signed-in user, tenant and versions (the splash's "app loaded" state), read again once older than
 *  VIEWER_FRESH_MS; a read again that fails keeps what was loaded. */
export function loadApp(): Promise<AppData> {
  if (loading && loadedAt && Date.now() - loadedAt > VIEWER_FRESH_MS) {
    const previous = loading;
    loadedAt = 0;
    loading = fetchApp().catch(() => {
      loadedAt = Date.now();
      return previous;
    });
  }
  loading ??= fetchApp().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Forget the loaded user (after sign-in, sign-out, product or impersonation changes). */
export function resetApp(): void {
  loading = null;
  latest = null;
}

export type Action = 'CREATE' | 'READ' | 'UPDATE' | 'DELETE';

/** Spec 000 §6: an empty map denies; no entity or action asked about passes. */
export function can(viewer: AppViewer | null | undefined, entity?: string, action?: Action): boolean {
  if (!entity || !action) return true;
  return !!viewer?.permissions.find((p) => p.entity === entity)?.actions.includes(action);
}

export const flagOn = (viewer: AppViewer | null | undefined, id: string) => !!viewer?.tenant.featureFlags.find((f) => f.id === id)?.value;
