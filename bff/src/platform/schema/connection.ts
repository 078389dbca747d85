import { cursorToOffset, offsetToCursor } from 'graphql-relay';
import { graphQLError } from '../errors.ts';
import type { ListParams, ListResult } from '../upstream/http.ts';

/** Largest page a connection answers. */
export const MAX_FIRST = 100;
/** Page size when `first` is omitted (the REST default). */
export const DEFAULT_FIRST = 10;
/** Largest REST page (`limit`), and the rows a connection that takes "all" (`first: -1`) answers at most. */
const MAX_LIMIT = 1000;
/** `first` meaning all rows, up to `MAX_LIMIT` (spec 000 §9 page size -1), where a connection allows it. */
export const ALL_ROWS = -1;

/** Paging arguments every connection field takes. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  /** 1-based page number for numbered tables; overrides `after`. */
  page?: number | null;
}

/** The REST page to fetch for a connection window, and where the window starts inside it. */
export interface PageWindow {
  /** Offset of the window's first row in the whole list. */
  offset: number;
  first: number;
  rest: Required<Pick<ListParams, 'page' | 'limit'>>;
  /** Rows of the REST page before the window. */
  skip: number;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  /** False when `totalCount` is a lower bound (the REST list stopped counting). */
  totalCountIsExact: boolean;
}

/** Options of a connection: "all" rows (`first: -1`: up to `MAX_LIMIT`, or `allLimit` where the REST list allows more),
 *  and keyset paging by the row's id where the REST list takes `after`. */
export interface ConnectionOptions<T> {
  allowAll?: boolean;
  allLimit?: number;
  keyset?: (node: T) => number;
}

const CURSOR_PREFIX = 'arrayconnection:';

/** A row's cursor: its offset, and with keyset paging its id (`arrayconnection:<offset>:<id>`, still read by `cursorToOffset`). */
const cursorOf = (offset: number, id: number | undefined) =>
  id === undefined ? offsetToCursor(offset) : Buffer.from(`${CURSOR_PREFIX}${offset}:${id}`).toString('base64');

/** The row id of a keyset cursor; undefined for an offset cursor. */
function keysetId(cursor: string): number | undefined {
  const [, id] = Buffer.from(cursor, 'base64').toString().slice(CURSOR_PREFIX.length).split(':');
  const value = Number(id);
  return id !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Converts `first`/`after`/`page` into the REST `page`/`limit`. A window that is not aligned to a
 * page of `first` rows (a cursor from a different page size) is served from the smallest REST page
 * that contains it. Bad arguments are refused with BAD_USER_INPUT before any REST call.
 */
export function pageWindow(args: ConnectionArgs, options: { allowAll?: boolean; allLimit?: number } = {}): PageWindow {
  const all = options.allowAll === true && args.first === ALL_ROWS;
  const first = all ? (options.allLimit ?? MAX_LIMIT) : (args.first ?? DEFAULT_FIRST);
  if (!Number.isInteger(first) || first < 0) throw graphQLError('BAD_USER_INPUT', '`first` must be zero or more');
  if (!all && first > MAX_FIRST) throw graphQLError('BAD_USER_INPUT', `\`first\` must be at most ${MAX_FIRST}`);

  let offset = 0;
  if (args.page !== undefined && args.page !== null) {
    if (!Number.isInteger(args.page) || args.page < 1) throw graphQLError('BAD_USER_INPUT', '`page` must be 1 or more');
    offset = (args.page - 1) * first;
  } else if (args.after) {
    const after = cursorToOffset(args.after);
    if (!Number.isInteger(after) || after < 0) throw graphQLError('BAD_USER_INPUT', 'Invalid cursor');
    offset = after + 1;
  }

  const last = offset + Math.max(first, 1) - 1;
  for (let limit = Math.max(first, 1); limit <= Math.max(MAX_LIMIT, first); limit += 1) {
    const pageIndex = Math.floor(offset / limit);
    if (pageIndex === Math.floor(last / limit)) {
      return { offset, first, rest: { page: pageIndex + 1, limit }, skip: offset - pageIndex * limit };
    }
  }
  throw graphQLError('BAD_USER_INPUT', 'Cursor out of range');
}

/** Edges, page info and total count of one window of a REST list page. */
export function toConnection<T>(window: PageWindow, page: ListResult<T>, keyset?: (node: T) => number): Connection<T> {
  const rows = page.results.slice(window.skip, window.skip + window.first);
  const edges = rows.map((node, index) => ({ cursor: cursorOf(window.offset + index, keyset?.(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: window.offset + rows.length < page.count,
      hasPreviousPage: window.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: page.count,
    totalCountIsExact: page.countExact ?? true,
  };
}

/** The one connection helper: validates the paging arguments, fetches the REST page, builds the connection. */
export async function restConnection<T>(
  args: ConnectionArgs,
  fetchPage: (rest: PageWindow['rest'] & Pick<ListParams, 'after'>) => Promise<ListResult<T>>,
  options: ConnectionOptions<T> = {},
): Promise<Connection<T>> {
  const window = pageWindow(args, options);
  const after = options.keyset && args.after && !args.page && window.first < MAX_LIMIT ? keysetId(args.after) : undefined;
  if (after === undefined || !options.keyset) return toConnection(window, await fetchPage(window.rest), options.keyset);
  // Keyset: the rows after the cursor's, however deep, plus one to know whether more follow. A
  // count that is a lower bound still covers the rows up to here.
  const page = await fetchPage({ page: 1, limit: window.first + 1, after });
  const more = page.results.length > window.first;
  const seen = window.offset + Math.min(page.results.length, window.first) + (more ? 1 : 0);
  const count = page.countExact === false ? Math.max(page.count, seen) : page.count;
  return toConnection({ ...window, skip: 0 }, { ...page, count }, options.keyset);
}
