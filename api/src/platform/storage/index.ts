import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface StoredFile {
  body: import('node:stream').Readable;
  contentType: string;
  size: number;
}
export interface FileStorage {
  /** Stores bytes under a key such as `<tenantId>/public/<uuid>.png`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments: no `..`, no absolute paths, no backslashes. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
  return key;
}

function memoryStorage(): FileStorage {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  return {
    async put(key, body, contentType) {
      files.set(checkKey(key), { body: Buffer.from(body), contentType });
    },
    async get(key) {
      const file = files.get(checkKey(key));
      return file ? { body: Readable.from([file.body]), contentType: file.contentType, size: file.body.length } : null;
    },
    async delete(key) {
      files.delete(checkKey(key));
    },
  };
}

/** Files on disk; the content type is kept in a `<file>.type` sidecar. */
function diskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
    return path;
  };
  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      await writeFile(`${path}.type`, contentType);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [info, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8')]);
        return { body: createReadStream(path), contentType, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}

/** Objects in an S3 bucket; `endpoint` (path-style) for S3-compatible servers. */
export function s3Storage(bucket: string, options: { region?: string; endpoint?: string } = {}): FileStorage {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
  });
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checkKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    },
  };
}

/** Local disk under `<dataDir>/files` by default (in-memory when dataDir is `memory://`); S3 (@aws-sdk/client-s3) when `S3_BUCKET` is set (with `S3_REGION`, optional `S3_ENDPOINT`). */
export function createStorage(options: { dataDir?: string }): FileStorage {
  const dataDir = options.dataDir ?? './.data';
  // An in-memory database (tests) keeps its files in memory too, even with S3_BUCKET set.
  if (dataDir.startsWith('memory://')) return memoryStorage();
  if (process.env.S3_BUCKET) return s3Storage(process.env.S3_BUCKET, { region: process.env.S3_REGION, endpoint: process.env.S3_ENDPOINT });
  return diskStorage(join(dataDir, 'files'));
}
