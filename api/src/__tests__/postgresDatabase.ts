import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  /** Drops the database, ending its connections (the api's pool hears of them: platform/db/client.ts). */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database named `hive_t_<random>` on the PostgreSQL server at `serverUrl` (the suite's TEST_DATABASE_URL):
 * empty, or a copy of `template` (a migrated and seeded one: api/src/__tests__/databases.ts). A `name` given replaces
 * the database of that name, if one is left (the e2e server's, which is stopped with SIGKILL: tests/e2e/serve.ts).
 */
export async function freshDatabase(serverUrl: string, template?: string, name?: string): Promise<TestDatabase> {
  if (name) await onServer(serverUrl, [`drop database if exists ${name} with (force)`]);
  name ??= `hive_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, [
    // C collation, as PGlite has, so both engines sort text alike (a copy keeps its template's).
    template ? `create database ${name} template ${template}` : `create database ${name} template template0 lc_collate 'C'`,
    // The migration creates this cluster-wide role; test files opening databases in parallel on a
    // fresh server would race on it, so it is made here first.
    `do $$ begin create role hive_app nologin;
      exception when duplicate_object or unique_violation then null; end $$`,
  ]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, [`drop database if exists ${name} with (force)`]) };
}
