import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { only } from '../../../../../api/src/platform/db/client.ts';
import { rawRequest, startStack, type Stack } from '../../../__tests__/stack.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function multipart(bytes: Buffer, name: string, tenant: string) {
  const form = new FormData();
  form.append('tenant-id', tenant);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

let stack: Stack;
/** The users these tests act as, and their tenants. */
const USERS = {
  'admin@demo.test': 'demo',
  'admin@acme.test': 'acme',
  'speaker@demo.test': 'demo',
  'marketing@demo.test': 'demo',
  'field-rep@demo.test': 'demo',
} as const;
type Email = keyof typeof USERS;
const sessions = {} as Record<Email, string>;
beforeAll(async () => {
  stack = await startStack();
  for (const [email, tenant] of Object.entries(USERS) as [Email, string][]) {
    sessions[email] = await stack.signIn(email, tenant);
  }
});
afterAll(() => stack?.close());

/** A browser on `<tenant>.localhost:4000` with the user's session cookie. */
async function upload(
  email: Email,
  visibility: string,
  bytes: Buffer,
  name = 'card.png',
  headers: Record<string, string> = { 'x-requested-with': 'fetch' },
) {
  const tenant = USERS[email];
  const body = await multipart(bytes, name, tenant);
  const response = await stack.bff.inject({
    method: 'POST',
    url: `/uploads/${visibility}`,
    payload: body.payload,
    headers: { host: `${tenant}.localhost:4000`, 'content-type': body.contentType, ...headers },
    cookies: { hive_access: sessions[email] },
  });
  return { status: response.statusCode, body: response.json() };
}

const fetchFile = (url: string, tenant: string, email?: Email) =>
  stack.bff.inject({
    method: 'GET',
    url: new URL(url).pathname,
    headers: { host: `${tenant}.localhost:4000` },
    cookies: email ? { hive_access: sessions[email] } : {},
  });

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
    expect(text).toMatchObject({ status: 415, body: { message: 'The file is not a readable PNG or JPEG file' } });
    const marketing = await upload('marketing@demo.test', 'public', PNG);
    expect(marketing).toMatchObject({ status: 403, body: { message: 'You do not have permission to create attachment' } });
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

  it("gives the browser a protected file under the name it was uploaded with, not its uuid (issue 28 #20 'View CV')", async () => {
    const answer = await upload('admin@demo.test', 'protected', PNG, 'Curriculum Vitae – Müller.png');
    expect(answer.status).toBe(201);
    const file = await fetchFile(answer.body.url, 'demo', 'admin@demo.test');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Curriculum Vitae _ M_ller.png"; filename*=UTF-8''Curriculum%20Vitae%20%E2%80%93%20M%C3%BCller.png`,
    );
  });
});

describe("BFF file routes refuse every path but a file's", () => {
  /** A demo event with hidden notes (marketing) and a speaker with a hidden e-mail (field rep), read as owner. */
  let event: { id: number; notes: string };
  let speaker: { id: number; email: string };
  beforeAll(async () => {
    event = only(
      await stack.api.db.asOwner((tx) =>
        tx.query<{ id: number; notes: string }>(
          sql`select id, notes from events where tenant_id = 'demo' and length(notes) >= 6 order by id limit 1`,
        ),
      ),
    );
    speaker = only(
      await stack.api.db.asOwner((tx) =>
        tx.query<{ id: number; email: string }>(
          sql`select id, email from speakers where tenant_id = 'demo' and length(email) >= 6 order by id limit 1`,
        ),
      ),
    );
  });

  /** As an integrator would call it (bearer token, x-tenant-id), over HTTP with the path exactly as written. */
  const get = async (url: string, email: Email) => {
    const answer = await rawRequest(stack.bff, url, { headers: { authorization: `Bearer ${sessions[email]}`, 'x-tenant-id': 'demo' } });
    return { statusCode: answer.status, body: answer.body, json: () => JSON.parse(answer.body) };
  };

  it('answers 404 "File not found" to traversal and encoding tricks under /files, never a REST answer', async () => {
    const tricks = (target: string) => {
      const encoded = target.replaceAll('/', '%2f');
      return [
        `/files/%2e%2e/${target}`,
        `/files/%2E%2E/${target}`,
        `/files/.%2e/${target}`,
        `/files/%2e./${target}`,
        `/files/../${target}`,
        `/files/demo/public/../../../${target}`,
        `/files/demo/public/%2e%2e/%2e%2e/%2e%2e/${target}`,
        `/files/demo/public/..%2f..%2f..%2f${encoded}`,
        `/files/demo/public/%2e%2e%2f%2e%2e%2f%2e%2e%2f${encoded}`,
        `/files/%2e%2e%2f${encoded}`,
        `/files/%252e%252e/${target}`,
        `/files/demo/public/%252e%252e%252f%252e%252e%252f%252e%252e%252f${encoded}`,
        `/files/..%5c${target.replaceAll('/', '%5c')}`,
        `/files/demo/public/..%5c..%5c..%5c${target.replaceAll('/', '%5c')}`,
        `/files//${target}`,
        `/files/demo//..//${target}`,
        `/files/%2e%2e;/${target}`,
      ];
    };
    for (const [email, target, hidden] of [
      ['marketing@demo.test', `events/${event.id}`, event.notes],
      ['marketing@demo.test', 'events', event.notes],
      ['field-rep@demo.test', `speakers/${speaker.id}`, speaker.email],
      ['field-rep@demo.test', 'speakers', speaker.email],
    ] as const) {
      for (const url of tricks(target)) {
        const answer = await get(url, email);
        expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
          url,
          status: 404,
          body: { statusCode: 404, message: 'File not found' },
        });
        expect(answer.body).not.toContain(hidden);
      }
      // Overlong UTF-8 dots are not even a valid URL to the router.
      const overlong = await get(`/files/%c0%ae%c0%ae/${target}`, email);
      expect(overlong.statusCode).toBe(400);
      expect(overlong.body).not.toContain(hidden);
    }
  });

  it("refuses paths that are not <tenant>/<public|protected>/<name>, even ones that decode to a file's path", async () => {
    const answer = await upload('admin@demo.test', 'public', PNG);
    const path = new URL(answer.body.url).pathname;
    expect((await get(path, 'admin@demo.test')).statusCode).toBe(200);
    const name = path.split('/').pop()!;
    for (const url of [
      `/files/demo%2fpublic%2f${name}`,
      `/files/demo/public/${name.replace('.', '%2e')}`,
      `/files/demo/public/%2e${name}`,
      `/files/DEMO/public/${name}`,
      `/files/demo/private/${name}`,
      `/files/demo/public/${name}/extra`,
      `/files/demo/public/`,
      `/files/demo/public/.${name}`,
      `/files/demo/public/x..png`,
      `/files/demo/public`,
      `/files/`,
      `/files/demo/public/a%00.png`,
      `/files/demo/public/${'a'.repeat(202)}.png`,
      `/files/-demo/public/${name}`,
    ]) {
      const refused = await get(url, 'admin@demo.test');
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 404,
        body: { statusCode: 404, message: 'File not found' },
      });
    }
  });

  it('reaches only the download paths under /download: encoded separators and dot segments are refused, the query is rewritten', async () => {
    for (const url of [
      '/download/resource/download/1/..%2f..%2fevents',
      '/download/resource/download/1/%2e%2e',
      '/download/resource/download/1/..',
      '/download/resource/download/1/%2e%2e%2f%2e%2e%2f%2e%2e%2fevents',
      '/download/resource/download/1/%252e%252e%252fevents',
      '/download/resource/download/1/..%5c..%5cevents',
      '/download/resource/download/1/.',
      '/download/events/export/%2e%2e/%2e%2e/events',
      '/download/events%2fexport',
      '/download/%2e%2e/events',
      `/download/resource/download/1/x%00y`,
      '/download/events//export',
    ]) {
      const refused = await get(url, 'marketing@demo.test');
      expect({ url, status: refused.statusCode, message: refused.json().message }).toEqual({
        url,
        status: 404,
        message: expect.stringMatching(/^No download at \/download\//),
      });
      expect(refused.body).not.toContain(event.notes);
    }
    // A `?` decoded inside the file name stays in the name: the service looks for that file, no query reaches it.
    const named = await get('/download/resource/download/1/deck.pptx%3Fsneaky%3D1', 'admin@demo.test');
    expect(named.statusCode).toBe(404);
    expect(named.json().message).not.toMatch(/^No download/);
    // The query passes parsed and written out again: the export still answers.
    const exported = await get('/download/events/export?sortBy=title&sortDesc=true&filters=%7B%7D', 'admin@demo.test');
    expect(exported.statusCode).toBe(200);
  });
});
