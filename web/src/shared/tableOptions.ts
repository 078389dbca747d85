/** Spec 000 §9 table constants. */
export const PAGE_SIZES = [5, 10, 15, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A list's table state, kept in the URL query `options` as encoded JSON (spec 000 §2.4). */
export interface TableOptions {
  page: number;
  itemsPerPage: number;
  sortBy: string | null;
  sortDesc: boolean;
  searchQuery: string;
}

export const DEFAULT_OPTIONS: TableOptions = { page: 1, itemsPerPage: DEFAULT_PAGE_SIZE, sortBy: null, sortDesc: false, searchQuery: '' };

/** A list's address searched for `text` (page 1, its default sort and size): how a screen links to another one's rows
 *  of a record, as the record's name finds them (the event's View in Financials). */
export const listSearchedFor = (listPath: string, text: string) =>
  `${listPath}?${new URLSearchParams({ options: JSON.stringify({ searchQuery: text }) }).toString()}`;

export function readOptions(searchParams: URLSearchParams): TableOptions {
  try {
    const parsed = JSON.parse(searchParams.get('options') ?? '{}') as Partial<TableOptions>;
    return {
      page: Number.isInteger(parsed.page) && parsed.page! > 0 ? parsed.page! : 1,
      itemsPerPage: typeof parsed.itemsPerPage === 'number' ? parsed.itemsPerPage : DEFAULT_PAGE_SIZE,
      sortBy: typeof parsed.sortBy === 'string' ? parsed.sortBy : null,
      sortDesc: parsed.sortDesc === true,
      searchQuery: typeof parsed.searchQuery === 'string' ? parsed.searchQuery : '',
    };
  } catch {
    return DEFAULT_OPTIONS;
  }
}

/**
 * A list route's page variables from the URL's table state: first (the rows per page, 1–100), page, sortBy (the
 * column mapped by the list's `sortField` to its GraphQL sort field), sortDesc and searchQuery (null when empty).
 */
export function listVariables<S>(searchParams: URLSearchParams, sortField: (column: string | null) => S) {
  const options = readOptions(searchParams);
  return {
    first: Math.min(Math.max(options.itemsPerPage, 1), 100),
    page: options.page,
    sortBy: sortField(options.sortBy),
    sortDesc: options.sortDesc,
    searchQuery: options.searchQuery || null,
  };
}
