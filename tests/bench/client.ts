// HTTP clients of the bench: REST with a bearer token and a tenant header, GraphQL through the BFF.
import { DEMO_PASSWORD } from '../../api/src/platform/db/seed.ts';

export interface Session {
  apiUrl: string;
  bffUrl: string;
  tenant: string;
  token: string;
}

export interface GqlResult<D> {
  data: D;
  upstreamCalls: number;
}

/** Signs in `admin@<tenant>.test` (or another of the tenant's demo users) at the REST service. */
export async function signIn(apiUrl: string, bffUrl: string, tenant: string, email = `admin@${tenant}.test`): Promise<Session> {
  const response = await fetch(`${apiUrl}/auth/pw-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': tenant },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in at ${tenant} failed: ${response.status} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { apiUrl, bffUrl, tenant, token: accessToken };
}

export const headers = (s: Session): Record<string, string> => ({ authorization: `Bearer ${s.token}`, 'x-tenant-id': s.tenant });

/** `GET <path>` at the REST service; query values that are objects are sent as JSON. */
export async function rest<T>(s: Session, path: string, query: Record<string, unknown> = {}): Promise<T> {
  const url = new URL(path, `${s.apiUrl}/`);
  for (const [key, value] of Object.entries(query)) {
    url.searchParams.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const response = await fetch(url, { headers: headers(s) });
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The POST body of a GraphQL operation (autocannon sends it too). */
export const gqlBody = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

export async function gql<D>(s: Session, query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<D>> {
  const response = await fetch(`${s.bffUrl}/graphql`, {
    method: 'POST',
    headers: { ...headers(s), 'content-type': 'application/json' },
    body: gqlBody(query, variables),
  });
  const body = (await response.json()) as { data: D; errors?: { message: string }[]; extensions?: { upstreamCalls: number } };
  if (body.errors?.length) throw new Error(`GraphQL errors: ${body.errors.map((e) => e.message).join('; ')}`);
  return { data: body.data, upstreamCalls: body.extensions?.upstreamCalls ?? Number.NaN };
}
