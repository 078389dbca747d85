import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { createApi, type Api, type ApiOptions } from '../app.ts';
import { only, type Database, type Tx } from '../platform/db/client.ts';
import { DEMO_PASSWORD } from '../platform/db/seed.ts';
import { createStorage, type FileStorage } from '../platform/storage/index.ts';
import type { SeedFile } from './databases.ts';
import { freshDatabase } from './postgresDatabase.ts';

/** One database engine the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface Engine {
  name: 'pglite' | 'postgres';
  /** `options`: what a test sets beyond the engine's own (a file storage). */
  open(options?: ExtraOptions): Promise<Api>;
}

/** `seed: false`: the migrated, empty database an operator starts from; `poolSize`: PostgreSQL's connections. */
type ExtraOptions = Pick<ApiOptions, 'storage' | 'rateLimitPerMinute' | 'seed' | 'poolSize'>;

/** What the run's globalSetup provides (databases.ts); nothing in a project without it, or outside vitest (the load
 *  bench starts the stack with tsx). */
const provided = <K extends 'pgliteSnapshotPath' | 'pgliteSeededPath' | 'postgresTemplate'>(key: K) =>
  process.env.VITEST ? inject(key) : undefined;

/** The seed's files (databases.ts), put into the storage of an api opened on a seeded copy. */
async function withSeedFiles(storage = createStorage({ dataDir: 'memory://' })): Promise<FileStorage> {
  const files: SeedFile[] = JSON.parse(readFileSync(inject('seedFilesPath'), 'utf8'));
  for (const file of files) await storage.put(file.key, Buffer.from(file.base64, 'base64'), file.contentType);
  return storage;
}

/** In-memory PGlite, a copy of the globalSetup's migrated (`seed: false`) or seeded database (databases.ts). In a
 *  project without that globalSetup it migrates and seeds itself. */
const pglite: Engine = {
  name: 'pglite',
  open: async (options) => {
    const seeded = options?.seed !== false;
    const snapshot = provided(seeded ? 'pgliteSeededPath' : 'pgliteSnapshotPath');
    return createApi({
      seed: true,
      ...options,
      dataDir: 'memory://',
      pgliteSnapshot: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
      storage: snapshot && seeded ? await withSeedFiles(options?.storage) : options?.storage,
    });
  },
};

/** A fresh database on the TEST_DATABASE_URL server, dropped on close: a copy of the globalSetup's seeded template,
 *  or (`seed: false`, or in a project without that globalSetup) migrated and seeded by createApi. */
function postgres(serverUrl: string): Engine {
  return {
    name: 'postgres',
    async open(options) {
      const template = options?.seed !== false ? provided('postgresTemplate') : undefined;
      const database = await freshDatabase(serverUrl, template);
      try {
        const storage = template ? await withSeedFiles(options?.storage) : options?.storage;
        const api = await createApi({ seed: true, ...options, databaseUrl: database.url, storage });
        return { ...api, close: () => api.close().finally(database.drop) };
      } catch (error) {
        await database.drop();
        throw error;
      }
    },
  };
}

export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? [pglite, postgres(process.env.TEST_DATABASE_URL)] : [pglite];

export interface CallOptions {
  /** Signs in as this seeded user (`<role>@<tenant>.test`); the tenant defaults to the email's. */
  as?: string;
  /** `x-tenant-id`; defaults to the tenant of `as`, else `demo`. */
  tenant?: string;
  body?: unknown;
  /** Query string; objects (such as `filters`) are JSON-encoded. */
  query?: Record<string, string | number | boolean | object>;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  /** The JSON answer; tests read it field by field. */
  body: any;
}

export interface TestApi {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The route table (method, url, permission and flags of every route). */
  readonly routes: Api['routes'];
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options?: CallOptions): Promise<Answer>;
  /** An access token of a seeded user (signed in once per file). */
  token(email: string, tenant?: string): Promise<string>;
  /** Rows as the database owner sees them: all tenants, no row-level security. */
  owner<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
}

/** The tenant of a seeded user's e-mail (`<role>@<tenant>.test`). */
export const tenantOfEmail = (email: string) => /@([a-z0-9-]+)\.test$/.exec(email)?.[1] ?? 'demo';

/**
 * Opens the api on `engine` once for the enclosing describe block (beforeAll) and closes it after.
 * Requests go through Fastify's `inject`.
 */
export function useApi(engine: Engine, options?: () => ExtraOptions): TestApi {
  let opened: Api | undefined;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    opened = await engine.open(options?.());
  });
  afterAll(async () => {
    await opened?.close();
  });

  const current = () => {
    if (!opened) throw new Error('The api is not open yet (use it inside a test or hook)');
    return opened;
  };

  const api: TestApi = {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get routes() {
      return current().routes;
    },
    async call(method, url, options = {}) {
      const tenant = options.tenant ?? (options.as ? tenantOfEmail(options.as) : 'demo');
      const headers: Record<string, string> = { 'x-tenant-id': tenant, ...options.headers };
      if (options.as) headers.authorization = `Bearer ${await api.token(options.as)}`;
      const query =
        options.query &&
        Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
      const response = await current().app.inject({
        method,
        url,
        headers,
        query,
        ...(options.body === undefined
          ? {}
          : { payload: JSON.stringify(options.body), headers: { ...headers, 'content-type': 'application/json' } }),
      });
      return { status: response.statusCode, body: response.body ? response.json() : undefined };
    },
    async token(email, tenant = tenantOfEmail(email)) {
      const key = `${tenant}/${email}`;
      const known = tokens.get(key);
      if (known) return known;
      const response = await current().app.inject({
        method: 'POST',
        url: '/auth/pw-auth',
        headers: { 'x-tenant-id': tenant },
        payload: { email, password: DEMO_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${response.body}`);
      const { jwt } = response.json() as { jwt: string };
      tokens.set(key, jwt);
      return jwt;
    },
    owner: (query) => current().db.asOwner((tx) => tx.query(query)),
  };
  return api;
}

/** Runs `fn` with a tenant's feature flag set to `value` (a route behind a flag that is off answers 403), then puts
 *  the flag back as it was. */
export async function withFlag<T>(api: TestApi, tenant: string, flag: string, value: boolean, fn: () => Promise<T>): Promise<T> {
  const [was] = await api.owner<{ value: boolean }>(sql`select value from feature_flags where tenant_id = ${tenant} and id = ${flag}`);
  const set = (to: boolean) =>
    api.owner(sql`insert into feature_flags (tenant_id, id, value) values (${tenant}, ${flag}, ${to})
      on conflict (tenant_id, id) do update set value = excluded.value`);
  await set(value);
  try {
    return await fn();
  } finally {
    await set(was?.value ?? false);
  }
}

/** The digest of a table's rows (all tenants) and of the audit log. */
async function state(api: TestApi, tables: string[]) {
  const digests = await Promise.all(
    ['audit_log', ...tables].map(
      async (table) =>
        only(
          await api.owner<{ digest: string }>(
            sql.raw(`select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`),
          ),
        ).digest,
    ),
  );
  return Object.fromEntries(digests.map((digest, i) => [i ? tables[i - 1] : 'audit_log', digest]));
}

/** Runs a request that must be refused and checks it wrote nothing: the audit log and `tables` stay as they were. */
export async function expectNothingWritten(api: TestApi, tables: string[], request: () => Promise<unknown>) {
  const before = await state(api, tables);
  await request();
  expect(await state(api, tables)).toEqual(before);
}

/**
 * The PostgreSQL plans (`explain (format json)`, sequential scans off) of every query `run` sends for tenant demo, as
 * one JSON text: what a list's EXPLAIN tests match their index names and conditions against.
 */
export async function explainPlans(api: TestApi, run: (tx: Pick<Tx, 'query'>) => Promise<unknown>): Promise<string> {
  return api.db.withTenant('demo', async (tx) => {
    const queries: SQL[] = [];
    await run({ query: (query) => (queries.push(query), tx.query(query)) });
    await tx.query(sql`set local enable_seqscan = off`);
    const explained: string[] = [];
    for (const query of queries) explained.push(JSON.stringify(await tx.query(sql`explain (format json) ${query}`)));
    return explained.join('\n');
  });
}

export interface AuditRow {
  entity: string;
  entity_id: string | null;
  action: string;
  changed_fields: string[];
  actor_user_id: number | null;
  tenant_id: string;
}

/** The newest audit rows, newest first. */
export const lastAudit = (api: TestApi, n = 1) =>
  api.owner<AuditRow>(sql`select tenant_id, actor_user_id, entity, entity_id, action, changed_fields
    from audit_log order by id desc limit ${n}`);
