import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ENGINES } from '../../../api/src/__tests__/harness.ts';
import type { Api } from '../../../api/src/app.ts';
import { createBff } from '../server.ts';

/** The demo password of every seeded user. */
export const DEMO_PASSWORD = 'hive-demo-1';

export interface GqlResponse<D = Record<string, any>> {
  status: number;
  data: D | null | undefined;
  errors: { message: string; path?: (string | number)[]; extensions: { code?: string; [key: string]: unknown } }[] | undefined;
  upstreamCalls: number;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; maxAge?: number }[];
}

export interface GqlOptions {
  variables?: Record<string, unknown>;
  token?: string;
  tenant?: string;
  host?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface StackOptions {
  /** Connections of the api's pool (PostgreSQL only). */
  poolSize?: number;
  /** Puts something between the BFF and the api (a fault-injecting proxy): answers the URL the BFF calls. */
  upstreamUrl?: (apiUrl: string) => string | Promise<string>;
  /** Keeps callers' hidden fields this long (`createBff`'s option; default 0, as every other test runs). */
  hiddenFieldsCacheMs?: number;
}

export interface Stack {
  bff: FastifyInstance;
  /** The REST service (its database and route table). */
  api: Api;
  apiUrl: string;
  gql<D = Record<string, any>>(query: string, options?: GqlOptions): Promise<GqlResponse<D>>;
  /** Signs in through the BFF and answers the access token. */
  signIn(email: string, tenant?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real REST service (demo seed) on a random port and a BFF pointed at it: on PostgreSQL, the engine of production,
 * when the suite has a server (the api's own suite runs on both engines), else on in-memory PGlite.
 * GraphQL requests go to the BFF through `inject`; the BFF reaches the service over HTTP.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  // A copy of the run's seeded database (api/src/__tests__/databases.ts), dropped on close: on PostgreSQL when the suite
  // has a server, else on PGlite.
  const api = await ENGINES.at(-1)!.open({ poolSize: options.poolSize });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const bff = await createBff({
    apiUrl: options.upstreamUrl ? await options.upstreamUrl(apiUrl) : apiUrl,
    logger: false,
    trustProxy: true,
    hiddenFieldsCacheMs: options.hiddenFieldsCacheMs,
  });
  await bff.ready();

  async function gql<D>(query: string, options: GqlOptions = {}): Promise<GqlResponse<D>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.tenant) headers['x-tenant-id'] = options.tenant;
    if (options.host) headers.host = options.host;
    const response = await bff.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      cookies: options.cookies,
      payload: JSON.stringify({ query, variables: options.variables }),
    });
    const body = response.json();
    return {
      status: response.statusCode,
      data: body.data,
      errors: body.errors,
      upstreamCalls: body.extensions?.upstreamCalls,
      headers: response.headers,
      cookies: response.cookies as GqlResponse['cookies'],
    };
  }

  async function signIn(email: string, tenant = 'demo'): Promise<string> {
    const { data, errors } = await gql<{ login: { accessToken: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { tenant, variables: { input: { email, password: DEMO_PASSWORD } } },
    );
    if (!data?.login) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(errors)}`);
    return data.login.accessToken;
  }

  return {
    bff,
    api,
    apiUrl,
    gql,
    signIn,
    async close() {
      await bff.close();
      await api.close();
    },
  };
}

const listening = new WeakMap<FastifyInstance, Promise<number>>();

/**
 * Sends a request over HTTP with its path exactly as written (the app starts listening on a loopback
 * port the first time). `inject` parses the URL the WHATWG way, which resolves `..` and `%2e%2e`
 * segments before the server sees them; an attacker's client need not.
 */
export async function rawRequest(
  app: FastifyInstance,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  if (!listening.has(app)) {
    listening.set(
      app,
      app.listen({ port: 0, host: '127.0.0.1' }).then(() => (app.server.address() as AddressInfo).port),
    );
  }
  const port = await listening.get(app)!;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
