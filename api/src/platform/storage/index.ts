import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

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
  /** Stores a stream chunk by chunk (never the whole file in memory) and answers its size in bytes. A stream that
   *  fails (e.g. a size limit) leaves nothing stored under `key`. */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /** Bytes `start` to `end` inclusive of a stored file (`size` is the whole file's); null when missing. The caller
   *  checks the range against the size (`stat`) first. */
  getRange(key: string, start: number, end: number): Promise<StoredFile | null>;
  /** The content type and size of a stored file without its body; null when missing. */
  stat(key: string): Promise<{ contentType: string; size: number } | null>;
}

/** S3 multipart part size for `putStream`: at most one part is held in memory at a time. */
const S3_PART_BYTES = 8 * 1024 * 1024;

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
    async putStream(key, body, contentType) {
      checkKey(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
      const bytes = Buffer.concat(chunks);
      files.set(key, { body: bytes, contentType });
      return bytes.length;
    },
    async getRange(key, start, end) {
      const file = files.get(checkKey(key));
      return file
        ? { body: Readable.from([file.body.subarray(start, end + 1)]), contentType: file.contentType, size: file.body.length }
        : null;
    },
    async stat(key) {
      const file = files.get(checkKey(key));
      return file ? { contentType: file.contentType, size: file.body.length } : null;
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
  const statOf = async (key: string) => {
    const path = pathOf(key);
    try {
      const [info, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8')]);
      return { contentType, size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
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
    async putStream(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the file and renamed once complete: a failed stream leaves no partial file under the key.
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await pipeline(body, createWriteStream(partial));
        await writeFile(`${path}.type`, contentType);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return (await stat(path)).size;
    },
    async getRange(key, start, end) {
      const info = await statOf(key);
      return info ? { body: createReadStream(pathOf(key), { start, end }), contentType: info.contentType, size: info.size } : null;
    },
    stat: statOf,
  };
}

/** Objects in an S3 bucket; `endpoint` (path-style) for S3-compatible servers. */
export function s3Storage(bucket: string, options: { region?: string; endpoint?: string } = {}): FileStorage {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
  });
  const getRange = async (key: string, start: number, end: number): Promise<StoredFile | null> => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key), Range: `bytes=${start}-${end}` }));
      const total = Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1] ?? object.ContentLength ?? 0);
      return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream', size: total };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  };
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
    async putStream(key, body, contentType) {
      // A multipart upload of S3_PART_BYTES parts, one part buffered at a time; aborted when the stream fails.
      const Key = checkKey(key);
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key, ContentType: contentType }));
      const parts: { ETag?: string; PartNumber: number }[] = [];
      let size = 0;
      try {
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        const flush = async () => {
          const PartNumber = parts.length + 1;
          const { ETag } = await client.send(
            new UploadPartCommand({ Bucket: bucket, Key, UploadId, PartNumber, Body: Buffer.concat(pending, pendingBytes) }),
          );
          parts.push({ ETag, PartNumber });
          pending = [];
          pendingBytes = 0;
        };
        for await (const chunk of body) {
          const bytes = chunk as Buffer;
          pending.push(bytes);
          pendingBytes += bytes.length;
          size += bytes.length;
          if (pendingBytes >= S3_PART_BYTES) await flush();
        }
        if (pendingBytes || !parts.length) await flush();
        await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
      } catch (error) {
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId })).catch(() => undefined);
        throw error;
      }
      return size;
    },
    getRange,
    async stat(key) {
      const file = await getRange(key, 0, 0);
      if (!file) return null;
      file.body.destroy();
      return { contentType: file.contentType, size: file.size };
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
