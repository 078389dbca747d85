import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffContentType } from '../contentType.ts';
import { createStorage, type FileStorage } from '../index.ts';
import { startS3 } from './s3.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'hive-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function text(storage: FileStorage, key: string) {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
  return { text: Buffer.concat(chunks).toString(), contentType: file.contentType, size: file.size };
}

/** S3 over HTTP: the SDK's real requests, signed, against s3rver on a free port. */
async function openS3(): Promise<FileStorage> {
  const s3 = await startS3();
  afterAll(() => s3.stop());
  return s3.storage;
}

const STORAGES: [string, () => Promise<FileStorage>][] = [
  ['disk', async () => createStorage({ dataDir })],
  ['memory', async () => createStorage({ dataDir: 'memory://' })],
  ['s3', openS3],
];

for (const [name, open] of STORAGES) {
  describe(`${name} storage`, () => {
    let storage: FileStorage;
    beforeAll(async () => {
      storage = await open();
    });

    it('stores, reads back with the content type and size, and deletes', async () => {
      await storage.put('demo/public/a.png', Buffer.from('hello'), 'image/png');
      expect(await text(storage, 'demo/public/a.png')).toEqual({ text: 'hello', contentType: 'image/png', size: 5 });
      expect(await storage.get('demo/public/missing.png')).toBeNull();
      await storage.delete('demo/public/a.png');
      expect(await storage.get('demo/public/a.png')).toBeNull();
      await storage.delete('demo/public/a.png');
    });

    it('stores a stream, reads byte ranges of it and leaves nothing behind a failed stream', async () => {
      const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
      const size = await storage.putStream(
        'demo/protected/v.mp4',
        Readable.from([bytes.subarray(0, 70_000), bytes.subarray(70_000)]),
        'video/mp4',
      );
      expect(size).toBe(bytes.length);
      expect(await storage.stat('demo/protected/v.mp4')).toEqual({ contentType: 'video/mp4', size: bytes.length });
      const range = await storage.getRange('demo/protected/v.mp4', 1000, 2999);
      const chunks: Buffer[] = [];
      for await (const chunk of range!.body) chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).equals(bytes.subarray(1000, 3000))).toBe(true);
      expect(range!.size).toBe(bytes.length);
      expect(await storage.getRange('demo/protected/missing.mp4', 0, 1)).toBeNull();
      expect(await storage.stat('demo/protected/missing.mp4')).toBeNull();
      const failing = new Readable({
        read() {
          this.destroy(new Error('limit reached'));
        },
      });
      await expect(storage.putStream('demo/protected/w.mp4', failing, 'video/mp4')).rejects.toThrow('limit reached');
      expect(await storage.stat('demo/protected/w.mp4')).toBeNull();
      await storage.delete('demo/protected/v.mp4');
    });

    it('refuses keys that could leave the storage', async () => {
      for (const key of ['../etc/passwd', '/etc/passwd', 'demo/../../x', 'demo\\x', '', 'demo//x']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
      }
    });
  });
}

it('keeps disk files under <dataDir>/files', async () => {
  await createStorage({ dataDir }).put('acme/protected/b.pdf', Buffer.from('%PDF-'), 'application/pdf');
  expect(readdirSync(join(dataDir, 'files', 'acme', 'protected'))).toEqual(['b.pdf', 'b.pdf.type']);
});

it('recognises PNG, JPEG, GIF and PDF by their first bytes only', () => {
  expect(sniffContentType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toEqual({ type: 'image/png', extension: 'png' });
  expect(sniffContentType(Buffer.from('ffd8ffe000', 'hex'))).toEqual({ type: 'image/jpeg', extension: 'jpg' });
  expect(sniffContentType(Buffer.from('%PDF-1.7'))).toEqual({ type: 'application/pdf', extension: 'pdf' });
  expect(sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  expect(sniffContentType(Buffer.from('89504e47', 'hex'))).toBeNull();
});

it('fails a write, and a read, once the S3 server is gone', async () => {
  const s3 = await startS3();
  await s3.storage.put('demo/public/a.png', Buffer.from('x'), 'image/png');
  await s3.stop();
  await expect(s3.storage.put('demo/public/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/ECONNREFUSED/);
  await expect(s3.storage.get('demo/public/a.png')).rejects.toThrow(/ECONNREFUSED/);
});
