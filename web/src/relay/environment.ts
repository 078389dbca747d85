import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { AREAS } from '../areas/index.ts';
import { notifyOutsideReact } from '../app/toast.tsx';
import { clearSession, PRODUCT_HEADER, readSession } from '../app/session.ts';
import { navigateOutsideReact } from '../routing/navigation.ts';

interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; status?: number };
  path?: unknown[];
}

/** Operations whose errors the screen shows itself (the login form shows the server's text). */
const SELF_HANDLED = new Set(['viewerQuery', ...AREAS.flatMap((area) => area.selfHandledOperations ?? [])]);

/** Spec 000 §8: a 403 naming the speaker as inactive ('Speaker {id} is inactive' from the api). Anchored, so
 *  a refusal about another speaker ('This speaker is inactive and can not be impersonated') signs no one out. */
const INACTIVE_SPEAKER = /^Speaker \S+ is inactive$/;

/** The service refuses everything but the password change to a user signed in with a temporary password. */
const PASSWORD_CHANGE_REQUIRED = 'You must change your password before continuing';

/** Fields whose failure the screen reports in its own words (the event list: 'Failed to load events'). */
const SCREEN_REPORTED: Record<string, string> = Object.assign({}, ...AREAS.map((area) => area.screenReportedFields ?? {}));

/** Spec 000 §8, in one place: what the app does with an error answer. */
export function handleErrors(operation: string, errors: GraphQLErrorShape[]): void {
  // An inactive speaker is signed out whatever the operation, the sign-in and the app's first load included.
  const inactive = errors.find((e) => e.extensions?.code === 'FORBIDDEN' && INACTIVE_SPEAKER.test(e.message));
  if (inactive) {
    clearSession();
    notifyOutsideReact('error', 'Your account is inactive. Please contact an admin to be granted Hive access.');
    navigateOutsideReact('/inactive-speaker');
    return;
  }
  if (SELF_HANDLED.has(operation)) return;
  for (const error of errors) {
    const code = error.extensions?.code;
    // The field the screen reports itself: a root field, or a dotted path inside one (`speaker.customProfile`).
    const reportedPath = SCREEN_REPORTED[operation]?.split('.');
    const own = reportedPath !== undefined && reportedPath.every((name, i) => error.path?.[i] === name);
    if (own && code !== 'UNAUTHENTICATED' && code !== 'FORBIDDEN') continue;
    // Only a route's own data being forbidden shows the Forbidden page: a forbidden part of a page (a
    // relation inside a row, a lookup beside the screen's list) stays empty and the page stands.
    if (code === 'FORBIDDEN' && error.path && (error.path.length > 1 || (reportedPath !== undefined && error.path[0] !== reportedPath[0])))
      continue;
    switch (code) {
      case 'UNAUTHENTICATED':
        clearSession();
        navigateOutsideReact('/login');
        return;
      case 'FORBIDDEN':
        // Login signs such a user in again and asks for the new password.
        if (error.message === PASSWORD_CHANGE_REQUIRED) {
          navigateOutsideReact('/login');
          return;
        }
        sessionStorage.setItem('hive.forbidden', '1');
        navigateOutsideReact('/forbidden');
        return;
      case 'PAYLOAD_TOO_LARGE':
        notifyOutsideReact('error', 'File size is too large. Please try again with a smaller file.');
        return;
      default:
        // Spec 000 §8 "422: go back one page" is for a page's own load (its route query); an error of a
        // dialog, a lookup or a save is shown where it happened, and never leaves a form with unsaved input.
        if (error.extensions?.status === 422 && operation.endsWith('RouteQuery')) history.back();
        notifyOutsideReact('error', error.message);
    }
  }
}

const fetchFn: FetchFunction = async (params, variables) => {
  const session = readSession();
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-auth-type': session.authType };
  if (session.product) headers['x-product'] = PRODUCT_HEADER[session.product];
  if (session.impersonatedSpeakerId) headers['x-impersonate-speaker-id'] = session.impersonatedSpeakerId;
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ query: params.text, variables }),
    });
  } catch {
    notifyOutsideReact('error', 'Network error');
    throw new Error('Network error');
  }
  const json = await response.json().catch(() => null);
  if (!json) {
    notifyOutsideReact('error', response.statusText || 'Network error');
    throw new Error(response.statusText || 'Network error');
  }
  if (json.errors?.length) {
    handleErrors(params.name, json.errors);
    // Mutations and screens without data fail; queries with partial data keep it.
    if (!json.data || params.operationKind === 'mutation') {
      const error = new Error(json.errors[0].message) as Error & { source?: unknown };
      error.source = json.errors;
      throw error;
    }
  }
  return json;
};

export const environment = new Environment({
  network: Network.create(fetchFn),
  store: new Store(new RecordSource()),
});

/** The message of a failed operation, for forms that show it themselves. */
export function errorMessage(error: unknown, fallback: string): string {
  const source = (error as { source?: GraphQLErrorShape[] })?.source;
  // Without a server's answer (network down, a gateway page) the form says what failed in the spec's
  // words; the network layer has already toasted the cause.
  return source?.[0]?.message ?? fallback;
}
