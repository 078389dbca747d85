import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { TestProject } from 'vitest/node';
import { seedDemoWithFiles } from '../app.ts';
import { openDatabase, pgliteSnapshot } from '../platform/db/client.ts';
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

/**
 * globalSetup of the vitest project `api`: migrates and seeds the demo once per engine, so that each test file opens
 * a copy (PGlite: its data directory; PostgreSQL: `create database … template`) instead of running initdb, the
 * migrations and the seed again (2.0 s a file on PGlite, 1.4 s on PostgreSQL). The seed's files are kept beside them.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'hive-api-tests-'));
  const { storage, keys } = recordingStorage();
  const write = async (name: string, snapshot: Blob) => {
    const path = join(folder, name);
    writeFileSync(path, Buffer.from(await snapshot.arrayBuffer()));
    return path;
  };
  project.provide('pgliteSnapshotPath', await write('pglite.tar', await pgliteSnapshot()));
  project.provide('pgliteSeededPath', await write('pglite-seeded.tar', await pgliteSnapshot((db) => seedDemoWithFiles(db, storage))));

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await freshDatabase(serverUrl) : undefined;
  if (template) {
    const db = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    await seedDemoWithFiles(db, storage).finally(() => db.close());
    project.provide('postgresTemplate', template.name);
  }

  const files: SeedFile[] = [];
  for (const key of keys) {
    const file = (await storage.get(key))!;
    files.push({ key, contentType: file.contentType, base64: (await buffer(file.body)).toString('base64') });
  }
  const seedFilesPath = join(folder, 'seedFiles.json');
  writeFileSync(seedFilesPath, JSON.stringify(files));
  project.provide('seedFilesPath', seedFilesPath);

  return async () => {
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
