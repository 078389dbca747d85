import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** Renders a component as the app does — Fluent's theme, Relay (a mock environment: the test answers its
 *  operations) and a data router at `url` (search params, `useBlocker` and `useRevalidator` work). */
export function renderWithRelay(ui: ReactNode, { url = '/', environment = createMockEnvironment() } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const result = render(
    <FluentProvider theme={webLightTheme}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </FluentProvider>,
  );
  return { ...result, environment, router, user: userEvent.setup() };
}

/** What `render` makes of a test query's data. */
function QueryScreen<Q extends OperationType>({
  query,
  variables,
  render,
}: {
  query: GraphQLTaggedNode;
  variables: Q['variables'];
  render: (data: Q['response']) => ReactNode;
}) {
  return render(useLazyLoadQuery<Q>(query, variables));
}

/** Renders a component with a fragment, as `renderWithRelay` does: `render(data)` over the data of a test query (a
 *  `@relay_test_operation` query that spreads the fragment), `fallback` while it is pending (answer it with
 *  `resolveWith`). */
export function renderWithQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q['variables'],
  render: (data: Q['response']) => ReactNode,
  { fallback = 'Loading', url }: { fallback?: ReactNode; url?: string } = {},
) {
  return renderWithRelay(
    <Suspense fallback={fallback}>
      <QueryScreen<Q> query={query} variables={variables} render={render} />
    </Suspense>,
    { url },
  );
}

/** Answers the latest pending operation with data generated from the schema (a `@relay_test_operation`
 *  query), each type in `resolvers` as given. */
export async function resolveWith(environment: MockEnvironment, resolvers: MockResolvers) {
  await act(async () => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)));
}
