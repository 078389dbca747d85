// usePaginationFragment, for the lazily loaded components that page (the event page's E-mail delivery card): not in
// reactRelayHooks.js, which every route's first load reads (a hook there lands in the first load, ≈ 3.7 kB gzip, even
// when only a lazy chunk calls it). Its types are react-relay's (reactRelayPagination.d.ts).
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
