import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { rememberList } from './listReturn.ts';
import { readOptions, type TableOptions } from './tableOptions.ts';
import { SEARCH_DEBOUNCE_MS } from './useDebouncedSearch.ts';

/**
 * A list's table state in the URL: `options` (page, size, sort, search), `filters` and the names of chosen ids in
 * `filterLabels` (kept for the filter keys set). The search box writes the URL 200 ms after typing stops.
 *
 * Nothing here writes the address when the list opens: a default (the speaker portal's period) is the route's
 * `redirect`, decided in its loader. With `defaultFilters`, an address without `filters` means "the default", so
 * filters cleared by the person are written as `{}` and the default does not come back.
 */
export function useTableUrlState<Filters extends object, Labels extends object>({ defaultFilters = false } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  // The router's own state, as it is now: react-router renders a navigation's start in a transition, so a render's
  // `navigation` can still say idle after a row's Edit has begun one.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const options = readOptions(searchParams);
  const [search, setSearch] = useState(options.searchQuery);
  // A search written to the address that has not landed yet: a render from before it lands (react-router's transition)
  // must not write it again, which would load the list a second time.
  const written = useRef<string | null>(null);
  // A form opened from the list returns to it as it is now (shared/listReturn.ts).
  const { pathname, search: address } = useLocation();
  useEffect(() => {
    rememberList(pathname, address);
  }, [pathname, address]);

  const setOptions = (change: Partial<TableOptions>) =>
    setSearchParams((params) => {
      params.set('options', JSON.stringify({ ...options, ...change }));
      return params;
    });

  const writeFilters = (params: URLSearchParams, next: Filters | null) => {
    if (next) params.set('filters', JSON.stringify(next));
    else if (defaultFilters) params.set('filters', '{}');
    else params.delete('filters');
  };

  /** New filters (null: none) from page 1. */
  const setFilters = (next: Filters | null, labels: Labels) =>
    setSearchParams((params) => {
      writeFilters(params, next);
      const usedLabels = Object.fromEntries(Object.entries(labels).filter(([key]) => next && key in next));
      if (Object.keys(usedLabels).length) params.set('filterLabels', JSON.stringify(usedLabels));
      else params.delete('filterLabels');
      params.set('options', JSON.stringify({ ...options, page: 1 }));
      return params;
    });

  /** The list searched for `text` alone, every filter cleared, from page 1 (a changed row's Show it: changedRow.ts). */
  const searchFor = (text: string) => {
    setSearch(text);
    written.current = text;
    setSearchParams((params) => {
      writeFilters(params, null);
      params.delete('filterLabels');
      params.set('options', JSON.stringify({ ...options, searchQuery: text, page: 1 }));
      return params;
    });
  };

  /** The empty state's way out: the search box and every filter cleared, back to page 1. */
  const clearSearchAndFilters = () => searchFor('');

  // While a navigation is on its way (a row's Edit clicked within the 200 ms, its screen's code still loading) the
  // search waits: written then, it would cancel that navigation and leave the person on the list. The timer asks the
  // router again, since the navigation may have begun after this render.
  useEffect(() => {
    if (written.current === options.searchQuery) written.current = null;
    if (search === options.searchQuery || search === written.current || navigation.state !== 'idle') return;
    const timer = setTimeout(() => {
      if (router && router.state.navigation.state !== 'idle') return;
      written.current = search;
      setOptions({ searchQuery: search, page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  /** A sortable column header's props: its direction, and a click sorts by it (again: the other way). */
  const sortProps = (column: string) => ({
    sortable: true,
    sortDirection: options.sortBy === column ? (options.sortDesc ? ('descending' as const) : ('ascending' as const)) : undefined,
    onClick: () => setOptions({ sortBy: column, sortDesc: options.sortBy === column ? !options.sortDesc : false }),
  });

  return { searchParams, options, setOptions, setFilters, clearSearchAndFilters, searchFor, search, setSearch, sortProps };
}
