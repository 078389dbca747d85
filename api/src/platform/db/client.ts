import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL, type Table } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The migrations, in Drizzle's journal format (meta/_journal.json). */
export const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A row as the database answers it (snake_case columns). */
export type Row = Record<string, unknown>;

/** The row type of a declared table (`tables.ts`): a raw `select *` answers exactly this. */
export type RowOf<T extends Table> = T['$inferSelect'];

/** The one row a query answers where exactly one must come back: an aggregate without `group by`, an
 *  `insert … returning` of one row, a row known to exist (the caller's own user, a test's fixture). Anything
 *  else is a bug, and says so instead of failing later on `undefined`. */
export function only<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (rows.length !== 1 || row === undefined) throw new Error(`Expected exactly one row, got ${rows.length}`);
  return row;
}

/** What every data-access function receives: one query runner inside the request's transaction. */
export interface Tx {
  query<T = Row>(query: SQL): Promise<T[]>;
}

export interface Database {
  /** Runs `fn` in one transaction as the non-owner role `hive_app` with the tenant set:
   *  row-level security then shows and accepts only that tenant's rows. */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` as the owner (migrations, seed, catalog checks): no tenant, no RLS role. */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

type Drizzle = ReturnType<typeof drizzlePglite> | ReturnType<typeof drizzlePg>;

function runner(executor: { execute: (q: SQL) => Promise<unknown> }): Tx {
  return {
    async query<T = Row>(query: SQL) {
      const result = (await executor.execute(query)) as { rows: T[] };
      return result.rows;
    },
  };
}

function wrap(db: Drizzle, engine: Database['engine'], close: () => Promise<void>): Database {
  const transaction = <T>(fn: (tx: Tx) => Promise<T>) => (db as ReturnType<typeof drizzlePg>).transaction(async (tx) => fn(runner(tx)));
  return {
    engine,
    close,
    asOwner: transaction,
    withTenant: (tenantId, fn) =>
      transaction(async (tx) => {
        await tx.query(sql`set local role hive_app`);
        await tx.query(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
        return fn(tx);
      }),
  };
}

/** Opens PostgreSQL when `databaseUrl` is given, else PGlite under `dataDir` (`memory://` for
 *  an in-memory database), and runs the migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  pgliteSnapshot?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A connection the server ends (restart, idle timeout, terminate) fails its query, if any, and
    // leaves the pool; the next query opens another. Unheard, its 'error' event would end the process.
    pool.on('connect', (client) => client.on('error', (error) => process.emitWarning(`PostgreSQL ended a connection: ${error.message}`)));
    pool.on('error', () => {}); // the same error, already reported by the client's listener
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return wrap(db, 'postgres', () => pool.end());
  }
  const dataDir = options.dataDir ?? './.data';
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await createPglite(location, options.pgliteSnapshot);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return wrap(db, 'pglite', () => client.close());
}

// pg_trgm backs the event search indexes (migration 0001).
const createPglite = (location: string, snapshot?: Blob) =>
  PGlite.create(location, { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) });

/** A fresh in-memory PGlite with the migrations applied, as a data-directory tarball that `openDatabase({ pgliteSnapshot })`
 *  starts from (the tests skip initdb, migrations and seed per file), and the same after `fill` (the demo seed): one
 *  database migrated once for both. */
export async function pgliteSnapshots(fill: (db: Database) => Promise<void>): Promise<{ migrated: Blob; filled: Blob }> {
  const client = await createPglite('memory://');
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  const migrated = await client.dumpDataDir('none');
  await fill(wrap(db, 'pglite', async () => {}));
  const filled = await client.dumpDataDir('none');
  await client.close();
  return { migrated, filled };
}

/** One array parameter (a plain array inside `sql` would expand into a list of parameters). */
export const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
export const intArray = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;
