// The benchmark database: DATABASE_URL, else hive_bench on the local server.
import pg from 'pg';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/hive_bench';

export const benchDatabaseUrl = () => process.env.DATABASE_URL || DEFAULT_BENCH_URL;

/** The server's maintenance database and the database name of `url`. */
function split(url: string) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  parsed.pathname = '/postgres';
  return { name, maintenance: parsed.toString() };
}

/** Runs `statements` on the maintenance database of `url`'s server, `{db}` standing for its database name. */
async function onServer(url: string, statements: string[]) {
  const { name, maintenance } = split(url);
  const client = new pg.Client({ connectionString: maintenance });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement.replace('{db}', client.escapeIdentifier(name)));
  } finally {
    await client.end();
  }
}

/**
 * Drops and creates the database of `url`. Only databases named `hive_bench…` are recreated; any
 * other database must exist and is loaded only when it has no tenants (the seed checks that).
 */
export async function recreateBenchDatabase(url: string): Promise<boolean> {
  if (!split(url).name.startsWith('hive_bench')) return false;
  await onServer(url, ['drop database if exists {db} with (force)', 'create database {db}']);
  return true;
}

export const dropDatabase = (url: string) => onServer(url, ['drop database if exists {db} with (force)']);

/** VACUUM ANALYZE (outside a transaction): statistics and the visibility map for index-only scans. */
export async function vacuumAnalyze(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
