import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteSnapshot } from '../platform/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data directory (see harness.ts). */
    pgliteSnapshotPath: string;
  }
}

/**
 * globalSetup of the vitest project `api`: migrates one in-memory PGlite and dumps its data directory
 * to a temporary file. Each test file then opens its own in-memory copy of it (about 1 s) instead of
 * running initdb and the migrations again (about 4 s); `createApi({ seed: true })` still seeds each copy.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'hive-api-tests-'));
  const path = join(folder, 'pglite.tar');
  writeFileSync(path, Buffer.from(await (await pgliteSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  return () => rmSync(folder, { recursive: true, force: true });
}
