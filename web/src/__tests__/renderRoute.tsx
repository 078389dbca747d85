import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationType } from 'relay-runtime';
import { ToastProvider } from '../app/toast.tsx';
import type { AppViewer } from '../app/viewer.ts';
import type { RouteScreen } from '../routing/types.ts';
import { renderWithRelay } from './renderWithRelay.tsx';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

// Fluent's MessageBar watches its width; jsdom has no ResizeObserver (the browser does).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Answers the latest pending operation (a query or a mutation) with data generated from its selections, each type
 *  in `resolvers` as given. */
export async function answerWith(environment: MockEnvironment, resolvers: MockResolvers) {
  await act(async () => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)));
}

/** Waits for a toast with `text`: the text shown outside the screen (`container`), where the Toaster's portal is. */
export async function findToast(container: HTMLElement, text: string) {
  await waitFor(() => {
    if (!screen.queryAllByText(text).some((element) => !container.contains(element))) throw new Error(`no toast '${text}'`);
  });
}

/**
 * Waits until a closed dialog has left the page and Fluent's focus manager (tabster) has settled: it updates the
 * page's aria-hidden 250 ms after a dialog closes, from the state it had then, and a dialog opened again before that
 * update stays hidden from assistive technology. Its only trace is its pending timer (tabster's window instance).
 */
export async function dialogGone() {
  const { modalizer } = (window as { __tabsterInstance?: { modalizer?: { _hiddenUpdateTimer?: number } } }).__tabsterInstance ?? {};
  if (!modalizer) throw new Error('no dialog has been opened on this page');
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(modalizer._hiddenUpdateTimer).toBeUndefined();
  });
}

/**
 * Renders a route's screen as the app does when it is entered at `url`: its query loaded with the route's variables
 * (`params` as the route table would match them, `viewer` the signed-in one) in a mock environment, the screen inside the toasts' provider (a
 * toast's text can be found on the page), its Loading while the query is pending. `answer(resolvers)` answers the
 * query.
 */
export function renderRoute<Q extends OperationType>(
  route: RouteScreen<Q>,
  { url = '/', params = {} as Record<string, string>, viewer = {} as AppViewer } = {},
) {
  const environment = createMockEnvironment();
  const searchParams = new URL(url, 'http://localhost').searchParams;
  const variables = route.variables({ params, searchParams, viewer });
  const queryRef = loadQuery<Q>(environment, route.query, variables);
  const { Component, Loading } = route;
  const rendered = renderWithRelay(
    <ToastProvider>
      <Suspense fallback={Loading ? <Loading /> : null}>
        <Component queryRef={queryRef} />
      </Suspense>
    </ToastProvider>,
    { url, environment },
  );
  return {
    ...rendered,
    // No pause between keystrokes: the forms are large, and a test types whole texts.
    user: userEvent.setup({ delay: null }),
    variables,
    answer: (resolvers: MockResolvers) => answerWith(environment, resolvers),
    findToast: (text: string) => findToast(rendered.container, text),
  };
}
