import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  /** Drops the database, ending its connections (the api's pool hears of them: platform/db/client.ts). */
  drop(): Promise<void>;
}

/** A new, empty database named `hive_t_<random>` on the PostgreSQL server at `serverUrl` (the suite's TEST_DATABASE_URL). */
export async function freshDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `hive_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // C collation, as PGlite has, so both engines sort text alike.
    await admin.query(`create database ${name} template template0 lc_collate 'C'`);
    // The migration creates this cluster-wide role; test files opening databases in parallel on a
    // fresh server would race on it, so it is made here first.
    await admin.query(`do $$ begin create role hive_app nologin;
      exception when duplicate_object or unique_violation then null; end $$`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
