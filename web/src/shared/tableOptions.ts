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
