import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { vi } from 'vitest';
import { s3Storage, type FileStorage } from '../index.ts';

/**
 * An S3-compatible server (s3rver) on a free port with the bucket `hive-files`, and the project's S3
 * storage pointed at it: the SDK's real, signed HTTP requests. `stop()` takes the server away (an outage).
 */
export async function startS3(): Promise<{ storage: FileStorage; stop(): Promise<void> }> {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER'); // s3rver's own credentials: it checks the signatures
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  const directory = mkdtempSync(join(tmpdir(), 'hive-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'hive-files' }] });
  const { port } = await server.run();
  let running = true;
  return {
    storage: s3Storage('hive-files', { endpoint: `http://127.0.0.1:${port}` }),
    async stop() {
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
