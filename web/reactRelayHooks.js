// What the app imports from `react-relay`, each from its own module; vite.config.ts resolves `react-relay` here for the
// build. react-relay's entry (even `react-relay/hooks`) requires every hook — entry points, pagination, subscriptions,
// query loaders — and CommonJS cannot be tree-shaken: ≈ 5 kB gzip of every route's first load that nothing runs.
// TypeScript, the Relay lint rules and the component tests read react-relay itself. A hook not listed here fails the
// build ("not exported"): add it from react-relay/lib/relay-hooks/.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
export { fetchQuery, graphql } from 'relay-runtime';
