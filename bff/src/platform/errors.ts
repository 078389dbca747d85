import { GraphQLError } from 'graphql';
import { HTTPError, RequestError } from 'got';

/** The error codes the BFF answers in `errors[].extensions.code`. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  // An argument too long for the REST call's path (URI Too Long, or the service's header limit).
  414: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
  431: 'BAD_USER_INPUT',
};

const GATEWAY_STATUSES = new Set([502, 503, 504]);
const TOO_LONG_STATUSES = new Set([414, 431]);
const TOO_LONG_MESSAGE = 'A value is too long. Shorten it and try again.';

/** The message the spec shows when the service cannot be reached. */
export const NETWORK_ERROR_MESSAGE = 'Network error';

export function graphQLError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** A REST error body as an object (got hands JSON bodies over as text or parsed), or its plain text. */
function restBody(body: unknown): Record<string, unknown> | string | undefined {
  if (typeof body === 'string') {
    try {
      return restBody(JSON.parse(body));
    } catch {
      return body.trim() || undefined;
    }
  }
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
}

/** The `message` (or `error`) text of a REST error body, if it carries one. */
function restMessage(body: Record<string, unknown> | string | undefined): string | undefined {
  if (typeof body === 'string') return body;
  const { message, error } = body ?? {};
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/** The text per field path of a refused input (REST `fields`, api/README.md "Errors"), if the body carries one. */
function restFields(body: Record<string, unknown> | string | undefined): Record<string, string> | undefined {
  const fields = typeof body === 'object' ? body.fields : undefined;
  if (!fields || typeof fields !== 'object') return undefined;
  const texts = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return texts.length ? Object.fromEntries(texts) : undefined;
}

/**
 * Turns a failed REST call into the GraphQL error the client sees: the REST status becomes one
 * `extensions.code` (plus `extensions.status`), the REST `message` becomes the error message and the
 * text per field of a refused input `extensions.fields` (`{ title: 'Program Name is required' }`); a
 * call that got no answer (refused, reset, timed out, or a gateway's 502/503/504) becomes
 * UPSTREAM_UNAVAILABLE 'Network error'.
 */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.statusCode;
    // A gateway answering for an unreachable service is a network failure to the user.
    if (GATEWAY_STATUSES.has(status)) return graphQLError('UPSTREAM_UNAVAILABLE', NETWORK_ERROR_MESSAGE, { status });
    const code = codeByStatus[status] ?? 'INTERNAL_SERVER_ERROR';
    if (TOO_LONG_STATUSES.has(status)) return graphQLError(code, TOO_LONG_MESSAGE, { status });
    const body = restBody(error.response.body);
    const message = restMessage(body) ?? error.response.statusMessage ?? `Request failed with status ${status}`;
    const fields = restFields(body);
    return graphQLError(code, message, fields ? { status, fields } : { status });
  }
  if (error instanceof RequestError) {
    return graphQLError('UPSTREAM_UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
  return graphQLError('INTERNAL_SERVER_ERROR', error instanceof Error ? error.message : String(error));
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof GraphQLError && error.extensions.code === code;
}

/** Resolves to null when the REST resource is missing (404); other errors propagate. */
export async function nullIfNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) return null;
    throw error;
  }
}
