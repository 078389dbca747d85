import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { TestProject } from 'vitest/node';
import { seedDemoWithFiles } from '../app.ts';
import { openDatabase, pgliteSnapshots } from '../platform/db/client.ts';
import { createStorage, type FileStorage } from '../platform/storage/index.ts';
import { freshDatabase } from './postgresDatabase.ts';

/** A file the demo seed stored (a slide deck, a resource, the training video), as `seedFiles.json` holds it. */
export interface SeedFile {
  key: string;
  contentType: string;
  base64: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (`seed: false`: the empty database an operator starts from). */
    pgliteSnapshotPath: string;
    /** The same with the demo seed. */
    pgliteSeededPath: string;
    /** The files the seeds stored (JSON of SeedFile[]): each test file's api gets them in its storage. */
    seedFilesPath: string;
    /** With TEST_DATABASE_URL: a migrated and seeded database that each test file's database is created from. */
    postgresTemplate?: string;
  }
}

/** A storage that remembers the keys written to it. */
function recordingStorage(): { storage: FileStorage; keys: Set<string> } {
  const inner = createStorage({ dataDir: 'memory://' });
  const keys = new Set<string>();
  return {
    keys,
    storage: {
      ...inner,
      put: (key, body, contentType) => (keys.add(key), inner.put(key, body, contentType)),
      putStream: (key, body, contentType) => (keys.add(key), inner.putStream(key, body, contentType)),
    },
  };
}

/** A migrated and seeded database on the PostgreSQL server, that each test file's database is created from. */
async function seededTemplate(serverUrl: string, storage: FileStorage) {
  const template = await freshDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
  await seedDemoWithFiles(db, storage).finally(() => db.close());
  return template;
}

/** What the setup made, and its teardown. */
interface Prepared {
  provided: { pgliteSnapshotPath: string; pgliteSeededPath: string; seedFilesPath: string; postgresTemplate?: string };
  teardown(): Promise<void>;
}

async function prepare(): Promise<Prepared> {
  const folder = mkdtempSync(join(tmpdir(), 'hive-api-tests-'));
  const { storage, keys } = recordingStorage();
  const write = async (name: string, snapshot: Blob) => {
    const path = join(folder, name);
    writeFileSync(path, Buffer.from(await snapshot.arrayBuffer()));
    return path;
  };
  // PGlite runs in this process and PostgreSQL in its server: both are seeded at once.
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [snapshots, template] = await Promise.all([
    pgliteSnapshots((db) => seedDemoWithFiles(db, storage)),
    serverUrl ? seededTemplate(serverUrl, storage) : undefined,
  ]);
  const pgliteSnapshotPath = await write('pglite.tar', snapshots.migrated);
  const pgliteSeededPath = await write('pglite-seeded.tar', snapshots.filled);

  const files: SeedFile[] = [];
  for (const key of keys) {
    const file = (await storage.get(key))!;
    files.push({ key, contentType: file.contentType, base64: (await buffer(file.body)).toString('base64') });
  }
  const seedFilesPath = join(folder, 'seedFiles.json');
  writeFileSync(seedFilesPath, JSON.stringify(files));
  return {
    provided: { pgliteSnapshotPath, pgliteSeededPath, seedFilesPath, postgresTemplate: template?.name },
    teardown: async () => {
      await template?.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The one setup of a run and how many projects still use it: the projects' globalSetups run in one process, each
 *  through its own module instance, so the run's state is kept on the process. */
const shared = globalThis as typeof globalThis & { hiveTestDatabases?: { prepared: Promise<Prepared>; users: number } };

/**
 * globalSetup of the vitest projects `api`, `bff` and `stack`: migrates and seeds the demo once per run and engine, so
 * that each test file opens a copy (PGlite: its data directory; PostgreSQL: `create database … template`) instead of
 * running initdb, the migrations and the seed again (on PGlite, a quiet machine: 4.9 s and 5.4 s a file). The seed's
 * files are kept beside them. The projects share one setup; the last to finish removes it.
 */
export default async function setup(project: TestProject) {
  shared.hiveTestDatabases ??= { prepared: prepare(), users: 0 };
  const state = shared.hiveTestDatabases;
  state.users += 1;
  const { provided, teardown } = await state.prepared;
  project.provide('pgliteSnapshotPath', provided.pgliteSnapshotPath);
  project.provide('pgliteSeededPath', provided.pgliteSeededPath);
  project.provide('seedFilesPath', provided.seedFilesPath);
  if (provided.postgresTemplate) project.provide('postgresTemplate', provided.postgresTemplate);

  return async () => {
    state.users -= 1;
    if (state.users === 0) {
      delete shared.hiveTestDatabases;
      await teardown();
    }
  };
}
