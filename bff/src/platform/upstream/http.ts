import got, { HTTPError, type Got, type Method, type OptionsOfJSONResponseBody } from 'got';
import { toGraphQLError } from '../errors.ts';
import type { Session, Tokens } from '../session.ts';

/** The per-request values every REST call carries (spec 000 section 7). */
export interface RequestIdentity {
  tenantId: string;
  product: string | null;
  impersonateSpeakerId: string | null;
  authType: string | null;
  /** The browser's address (the BFF's `request.ip`), sent as `x-forwarded-for`: the service counts sign-in
   *  failures and reset requests per address and believes the header only from a trusted peer (api README). */
  clientAddress?: string | null;
}

/** REST calls made while answering one GraphQL operation (exposed as `extensions.upstreamCalls`). */
export interface CallCounter {
  count: number;
}

/** Query parameters of every REST list. */
export interface ListParams {
  page?: number;
  limit?: number;
  /** Keyset paging (event list): the page after this row id, in the list's order. */
  after?: number;
  sortBy?: string | null;
  sortDesc?: boolean | null;
  searchQuery?: string | null;
  filters?: Record<string, unknown>;
  /** Query parameters a list takes beside these (`GET email-series?product=…`). */
  query?: Record<string, string>;
}

/** The answer of every REST list. */
export interface ListResult<T> {
  results: T[];
  count: number;
  /** False when `count` is a lower bound (the event list counts exactly up to 10,000). */
  countExact?: boolean;
}

/** A PATCH body as the BFF sends it for a body the api's schema reads as `T`: a GraphQL patch input carries null for
 *  a field the client cleared, and the api refuses a null its schema does not take, with its message. */
export type Patch<T> = { [K in keyof T]?: T[K] | null };

export interface CallOptions {
  /** Refresh a cookie session once on 401 and retry (off for the auth calls themselves). */
  refresh?: boolean;
}

export interface UpstreamHttp {
  get<T>(path: string, searchParams?: Record<string, string | number | boolean>): Promise<T>;
  list<T>(path: string, params: ListParams): Promise<ListResult<T>>;
  send<T>(method: Exclude<Method, 'GET' | 'get'>, path: string, body?: unknown, options?: CallOptions): Promise<T>;
  /** Exchanges a refresh token for new tokens (`POST refresh`). */
  refresh(refreshToken: string): Promise<Tokens>;
  /** Who the calls are made as: the headers every call carries, but the client's address (a cache key). */
  caller(): string;
}

/** Time budget of one REST attempt (GET calls make at most two attempts). */
export const TIMEOUT_MS = 5_000;

/** The five headers of spec 000 section 7, and the browser's address (`x-forwarded-for`), set in this one place. */
export function upstreamHeaders(identity: RequestIdentity, accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'x-tenant-id': identity.tenantId };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (identity.authType) headers['x-auth-type'] = identity.authType;
  if (identity.product) headers['x-product'] = identity.product;
  if (identity.impersonateSpeakerId) headers['x-impersonate-speaker-id'] = identity.impersonateSpeakerId;
  if (identity.clientAddress) headers['x-forwarded-for'] = identity.clientAddress;
  return headers;
}

function listSearchParams(params: ListParams): Record<string, string | number | boolean> {
  const searchParams: Record<string, string | number | boolean> = {};
  if (params.page !== undefined) searchParams.page = params.page;
  if (params.limit !== undefined) searchParams.limit = params.limit;
  if (params.after !== undefined) searchParams.after = params.after;
  if (params.sortBy) searchParams.sortBy = params.sortBy;
  if (params.sortDesc !== undefined && params.sortDesc !== null) searchParams.sortDesc = params.sortDesc;
  if (params.searchQuery) searchParams.searchQuery = params.searchQuery;
  if (params.filters && Object.keys(params.filters).length > 0) searchParams.filters = JSON.stringify(params.filters);
  return { ...params.query, ...searchParams };
}

/** What a call hands the shared instance's hook. */
interface CallContext {
  counter: CallCounter;
  headers(): Record<string, string>;
}

/** got with the service's prefix URL, a timeout and retries for GET only: one instance per service URL for the
 *  process (extending got per GraphQL request cost as much CPU as the calls it made). */
const clients = new Map<string, Got>();
const clientOf = (apiUrl: string): Got => {
  let client = clients.get(apiUrl);
  if (!client) {
    client = got.extend({
      prefixUrl: apiUrl,
      timeout: { request: TIMEOUT_MS },
      retry: { limit: 1, methods: ['GET'], statusCodes: [502, 503, 504] },
      responseType: 'json',
      hooks: {
        // Each attempt (a retried GET too) is counted and carries the session's current token.
        beforeRequest: [
          (request) => {
            const call = request.context as unknown as CallContext;
            call.counter.count += 1;
            Object.assign(request.headers, call.headers());
          },
        ],
      },
    });
    clients.set(apiUrl, client);
  }
  return client;
};

/**
 * The HTTP client of one GraphQL request: the service's got instance with the request's headers, a call
 * counter, REST errors mapped to GraphQL errors, and — for cookie sessions — one transparent token refresh
 * when the service answers 401.
 */
export function createUpstreamHttp(options: {
  apiUrl: string;
  identity: RequestIdentity;
  session: Session;
  counter: CallCounter;
}): UpstreamHttp {
  const { identity, session, counter } = options;
  const base = clientOf(options.apiUrl);
  const context: CallContext = { counter, headers: () => upstreamHeaders(identity, session.accessToken) };
  const client = <T>(init: OptionsOfJSONResponseBody) => base<T>({ ...init, context: context as unknown as Record<string, unknown> });

  async function call<T>(init: OptionsOfJSONResponseBody, callOptions: CallOptions = {}): Promise<T> {
    try {
      return (await client<T>(init)).body;
    } catch (error) {
      const unauthorized = error instanceof HTTPError && error.response.statusCode === 401;
      if (unauthorized && callOptions.refresh !== false && session.canRefresh && (await refreshOnce())) {
        try {
          return (await client<T>(init)).body;
        } catch (retryError) {
          throw toGraphQLError(retryError);
        }
      }
      throw toGraphQLError(error);
    }
  }

  async function refresh(refreshToken: string): Promise<Tokens> {
    return call<Tokens>({ method: 'POST', url: 'refresh', json: { refresh_token: refreshToken } }, { refresh: false });
  }

  // A refresh token works once: every call of this request that hit 401 waits for the same refresh.
  let refreshing: Promise<boolean> | undefined;
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = session.refreshToken;
      if (!refreshToken) return false;
      try {
        session.start(await refresh(refreshToken));
        return true;
      } catch {
        session.end();
        return false;
      }
    })();
    return refreshing;
  }

  return {
    get: (path, searchParams) => call({ method: 'GET', url: path, searchParams }),
    list: (path, params) => call({ method: 'GET', url: path, searchParams: listSearchParams(params) }),
    send: (method, path, body, callOptions) => call({ method, url: path, ...(body === undefined ? {} : { json: body }) }, callOptions),
    refresh,
    caller: () => JSON.stringify(upstreamHeaders({ ...identity, clientAddress: null }, session.accessToken)),
  };
}
