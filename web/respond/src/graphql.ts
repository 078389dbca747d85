/** A GraphQL error as the BFF answers it (bff/README.md, "Errors"). */
interface GraphQLError {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

/** A refused operation: the service's message, its code (`NOT_FOUND`, `CONFLICT`, …) and its per-field texts. */
export class OperationError extends Error {
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(error: GraphQLError) {
    super(error.message);
    this.code = error.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
    this.fields = error.extensions?.fields ?? {};
  }
}

/**
 * One GraphQL operation against the BFF of this host (POST /graphql, JSON; the tenant is the host's). No session
 * is needed: the public operations answer without one. A failed request or any error in the answer throws.
 */
export async function request<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T | null; errors?: GraphQLError[] };
  const [error] = body.errors ?? [];
  if (error) throw new OperationError(error);
  if (!body.data) throw new OperationError({ message: `HTTP ${response.status}` });
  return body.data;
}
