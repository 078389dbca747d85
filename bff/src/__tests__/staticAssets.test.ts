import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff } from '../server.ts';

const SCRIPT = `console.log(${JSON.stringify('hive '.repeat(200))});`;
const INDEX = '<!doctype html><title>Hive</title><div id="root"></div><script src="/assets/index-AbC123.js"></script>';

let bff: FastifyInstance;
let webDist: string;
let origin: string;

/** A build folder as the web build leaves it: each file with its .br and .gz sibling. */
function writeBuilt(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'hive-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeBuilt(join(webDist, 'index.html'), INDEX);
  writeBuilt(join(webDist, 'assets', 'index-AbC123.js'), SCRIPT);
  bff = await createBff({ apiUrl: 'http://127.0.0.1:1', webDist });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await bff?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A GET over real HTTP, the body as sent (not decoded). */
function fetchRaw(path: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };

describe('the web build over HTTP', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    [undefined, 'identity'],
  ] as const)('sends a script precompressed for accept-encoding %s (%s), cached for a year', async (acceptEncoding, encoding) => {
    const response = await fetchRaw('/assets/index-AbC123.js', acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode[encoding](response.body).toString()).toBe(SCRIPT);
  });

  it.each(['/', '/index.html', '/events/list', '/event/edit/12?options=%7B%7D'])(
    'sends the page %s compressed and never from a stale cache',
    async (path) => {
      const response = await fetchRaw(path, 'gzip, br');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString()).toBe(INDEX);
    },
  );

  it('answers 404 for a missing script whatever the encoding', async () => {
    expect((await fetchRaw('/assets/missing-XyZ.js', 'br')).status).toBe(404);
  });
});
