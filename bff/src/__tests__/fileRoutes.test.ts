import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function multipart(bytes: Buffer, name: string, tenant: string) {
  const form = new FormData();
  form.append('tenant-id', tenant);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

let stack: Stack;
const sessions: Record<string, string> = {};
beforeAll(async () => {
  stack = await startStack();
  for (const [email, tenant] of [['admin@demo.test', 'demo'], ['admin@acme.test', 'acme'], ['speaker@demo.test', 'demo']]) {
    sessions[email] = await stack.signIn(email, tenant);
  }
});
afterAll(() => stack?.close());

/** A browser on `<tenant>.localhost:4000` with the user's session cookie. */
async function upload(email: string, visibility: string, bytes: Buffer, name = 'card.png', headers: Record<string, string> = { 'x-requested-with': 'fetch' }) {
  const tenant = /@([a-z]+)\./.exec(email)![1];
  const body = await multipart(bytes, name, tenant);
  const response = await stack.bff.inject({
    method: 'POST', url: `/uploads/${visibility}`, payload: body.payload,
    headers: { host: `${tenant}.localhost:4000`, 'content-type': body.contentType, ...headers },
    cookies: { hive_access: sessions[email] },
  });
  return { status: response.statusCode, body: response.json() };
}

const fetchFile = (url: string, tenant: string, email?: string) =>
  stack.bff.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: `${tenant}.localhost:4000` }, cookies: email ? { hive_access: sessions[email] } : {} });

describe('BFF upload routes', () => {
  it('forwards a multipart upload with the session and answers an absolute URL it serves', async () => {
    const answer = await upload('admin@demo.test', 'public', PNG);
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(/^http:\/\/demo\.localhost:4000\/files\/demo\/public\/[0-9a-f-]{36}\.png$/);
    const file = await fetchFile(answer.body.url, 'demo');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
  });

  it('passes the service refusals through: 413 too large, 415 wrong type, 403 permission, 401 without session', async () => {
    const tooLarge = await upload('admin@demo.test', 'public', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'The file is larger than 5 MB' } });
    const huge = await upload('admin@demo.test', 'public', Buffer.alloc(6 * 1024 * 1024));
    expect(huge.status).toBe(413);
    const text = await upload('admin@demo.test', 'public', Buffer.from('just text'), 'notes.png');
    expect(text).toMatchObject({ status: 415, body: { message: 'Only PNG, JPEG files are accepted' } });
    const speaker = await upload('speaker@demo.test', 'public', PNG);
    expect(speaker).toMatchObject({ status: 403, body: { message: 'You do not have permission to create attachment' } });
    const noCsrfHeader = await upload('admin@demo.test', 'public', PNG, 'card.png', {});
    expect(noCsrfHeader).toMatchObject({ status: 400, body: { message: 'Uploads need the x-requested-with header' } });
  });

  it('serves a protected file of acme to acme users only, never to a demo user', async () => {
    const answer = await upload('admin@acme.test', 'protected', PNG);
    expect(answer.status).toBe(201);
    expect((await fetchFile(answer.body.url, 'acme', 'admin@acme.test')).statusCode).toBe(200);
    expect((await fetchFile(answer.body.url, 'acme')).statusCode).toBe(401);
    // A demo user on the demo host: not found; with the demo cookie on the acme host: the token is refused.
    const demoHost = await fetchFile(answer.body.url, 'demo', 'admin@demo.test');
    expect(demoHost.statusCode).toBe(404);
    expect(Buffer.compare(demoHost.rawPayload, PNG)).not.toBe(0);
    const acmeHost = await fetchFile(answer.body.url, 'acme', 'admin@demo.test');
    expect(acmeHost.statusCode).toBe(401);
    expect(Buffer.compare(acmeHost.rawPayload, PNG)).not.toBe(0);
  });
});
