import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../bff/src/__tests__/stack.ts';

// Every kind of stored file, read through every route that serves it, directly at the REST service and through the
// BFF's pass-through (`/files/…`, `/download/…`, `/training-videos/…`): the owner and an administrator get the file;
// a user who may not read the record that owns it — another speaker, a role without the route's permission, the other
// tenant's administrator — gets exactly the answer of a file that does not exist on that route (status and text: 404
// `File not found`, or the permission's 403, which names no file), so a refusal tells nothing a missing file would not.
// Public uploads (headshots, event share images, registration page banners) are public by design (api/README.md "Who
// reads a stored file"): anyone holding the URL reads them in their own tenant's path, and the other tenant gets 404.

const TENANT = 'demo';
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Reader {
  label: string;
  token: string | null;
  tenant: string;
}
interface Answer {
  status: number;
  message: string | null;
  bytes: Buffer;
}
/** A file as one route serves it (`rest` path at the service, `bff` path at the BFF) and the same route for a file
 *  that does not exist. */
interface FileRoute {
  kind: string;
  rest: string;
  bff: string;
  missingRest: string;
  missingBff: string;
  /** Who must get the file. */
  readers: () => Reader[];
  /** Who must get the answer of a missing file. */
  refused: () => Reader[];
}

let stack: Stack;
const routes: FileRoute[] = [];
const tokens: Record<string, string> = {};
const owner = <T>(query: ReturnType<typeof sql>) => stack.api.db.asOwner((tx) => tx.query<T>(query));

async function rest(path: string, reader: Reader): Promise<Answer> {
  const headers: Record<string, string> = { 'x-tenant-id': reader.tenant };
  if (reader.token) headers.authorization = `Bearer ${reader.token}`;
  const response = await fetch(`${stack.apiUrl}${path}`, { headers });
  return answerOf(response.status, Buffer.from(await response.arrayBuffer()), response.headers.get('content-type'));
}

async function bff(path: string, reader: Reader): Promise<Answer> {
  const headers: Record<string, string> = { 'x-tenant-id': reader.tenant };
  if (reader.token) headers.authorization = `Bearer ${reader.token}`;
  const response = await stack.bff.inject({ method: 'GET', url: path, headers });
  return answerOf(response.statusCode, response.rawPayload, response.headers['content-type'] as string | undefined);
}

function answerOf(status: number, bytes: Buffer, type: string | null | undefined): Answer {
  const message = status >= 400 && type?.includes('json') ? (JSON.parse(bytes.toString()) as { message: string }).message : null;
  return { status, message, bytes };
}

/** A file uploaded by the admin through the BFF, as the web app does: the URL it answers, its path and storage key. */
async function uploadPdf(visibility: 'protected' | 'public', file: Buffer, name: string, type: string, kind?: string) {
  const form = new FormData();
  form.append('tenant-id', TENANT);
  if (kind) form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await stack.bff.inject({
    method: 'POST',
    url: `/uploads/${visibility}`,
    headers: {
      'x-tenant-id': TENANT,
      authorization: `Bearer ${tokens.admin}`,
      'x-requested-with': 'fetch',
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { url } = response.json() as { url: string };
  const path = new URL(url).pathname;
  return { url, path, key: path.slice('/files/'.length) };
}

async function restCall(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return text ? (JSON.parse(text) as Record<string, any>) : {};
}

beforeAll(async () => {
  stack = await startStack();
  for (const [name, email, tenant] of [
    ['admin', `admin@${TENANT}.test`, TENANT],
    ['speaker', `speaker@${TENANT}.test`, TENANT],
    ['marketing', `marketing@${TENANT}.test`, TENANT],
    ['acme', 'admin@acme.test', 'acme'],
  ] as const)
    tokens[name] = await stack.signIn(email, tenant);

  const [own] = await owner<{ id: number }>(
    sql`select speaker_id as id from users where tenant_id = ${TENANT} and email = 'speaker@demo.test'`,
  );
  const ownSpeaker = own!.id;
  // The video program and a library resource of the speaker (assigned to them by the seed).
  const [video] = await owner<{ id: number; programId: number }>(sql`select v.id, p.id as "programId" from training_videos v
    join training_programs p on p.video_id = v.id join speaker_trainings st on st.program_id = p.id
    where v.tenant_id = ${TENANT} and st.speaker_id = ${ownSpeaker} order by v.id limit 1`);
  const [resource] = await owner<{ id: number; name: string; key: string }>(sql`select a.id, a.file_name as name, a.storage_key as key
    from attachments a join speaker_attachments sa on sa.attachment_id = a.id where a.tenant_id = ${TENANT} and a.kind = 'resource'
    and a.storage_key is not null and sa.speaker_id = ${ownSpeaker}
    and (a.expiration_date is null or a.expiration_date > now()) order by a.id limit 1`);
  // Another speaker: active, no event with the speaker (out of their row scope), neither that program nor that resource.
  const [other] = await owner<{ id: number }>(sql`select s.id from speakers s where s.tenant_id = ${TENANT} and s.status = 'active'
    and s.id <> ${ownSpeaker} and not exists (select 1 from users u where u.speaker_id = s.id)
    and not exists (select 1 from event_speakers a join event_speakers b on b.event_id = a.event_id
      where a.speaker_id = s.id and b.speaker_id = ${ownSpeaker})
    and not exists (select 1 from speaker_trainings st where st.speaker_id = s.id and st.program_id = ${video!.programId})
    and not exists (select 1 from speaker_attachments sa where sa.speaker_id = s.id and sa.attachment_id = ${resource!.id})
    order by s.id limit 1`);
  await owner(sql`insert into users (tenant_id, email, password_hash, first_name, last_name, role, speaker_id)
    select ${TENANT}, 'other-speaker@demo.test', password_hash, 'Other', 'Speaker', 'speaker', ${other!.id}
    from users where tenant_id = ${TENANT} and email = 'speaker@demo.test'`);
  await owner(sql`update speakers set user_id = (select id from users where email = 'other-speaker@demo.test') where id = ${other!.id}`);
  tokens.other = await stack.signIn('other-speaker@demo.test');

  const as = (label: string, token = label, tenant = TENANT): Reader => ({ label, token: tokens[token]!, tenant });
  const owners = () => [as('the speaker', 'speaker'), as('an admin', 'admin')];
  const refused = () => [
    as('another speaker', 'other'),
    as('a role without the permission', 'marketing'),
    as("acme's admin", 'acme', 'acme'),
  ];
  const missingKey = (visibility: string, ext: string) => `/files/${TENANT}/${visibility}/${randomUUID()}.${ext}`;
  const add = (kind: string, restPath: string, bffPath: string, missingRest: string, missingBff: string, readers = owners) =>
    routes.push({ kind, rest: restPath, bff: bffPath, missingRest, missingBff, readers, refused });

  // A contract of the speaker with its contract and W9 files (uploaded, then named by the contract).
  const contractFile = await uploadPdf('protected', PDF('contract'), 'contract.pdf', 'application/pdf');
  const w9File = await uploadPdf('protected', PDF('w9'), 'w9.pdf', 'application/pdf');
  const contract = await restCall('POST', '/contract', tokens.admin!, {
    speakerId: ownSpeaker,
    name: 'Speaker agreement',
    type: 'individual',
    contractFile: { url: contractFile.path, fileName: 'contract.pdf' },
    w9File: { url: w9File.path, fileName: 'w9.pdf' },
  });
  for (const [kind, attachment, file] of [
    ['contract file', contract.contractResource, contractFile],
    ['W9 file', contract.w9Resource, w9File],
  ] as const) {
    const download = `resource/download/${attachment.id}/${attachment.fileName}`;
    add(
      kind,
      `/${download}`,
      `/download/${download}`,
      '/resource/download/999999/missing.pdf',
      '/download/resource/download/999999/missing.pdf',
    );
    add(`${kind} by its upload URL`, file.path, file.path, missingKey('protected', 'pdf'), missingKey('protected', 'pdf'));
  }

  // The speaker's CV (a protected upload on the speaker record) and a custom profile file value.
  const cv = await uploadPdf('protected', PDF('cv'), 'cv.pdf', 'application/pdf');
  await restCall('PUT', `/speakers/${ownSpeaker}`, tokens.admin!, { cvUrl: cv.url });
  add('CV', cv.path, cv.path, missingKey('protected', 'pdf'), missingKey('protected', 'pdf'));
  const [field] = await owner<{ id: number }>(sql`select f.id from speaker_profile_fields f where f.tenant_id = ${TENANT}
    and f.field_type = 'file' order by f.id limit 1`);
  const profileFile = await uploadPdf('protected', PDF('profile'), 'signed.pdf', 'application/pdf');
  await restCall('POST', '/custom-profile', tokens.admin!, { speakerId: ownSpeaker, fieldId: field!.id, value: profileFile.url });
  add('custom profile file', profileFile.path, profileFile.path, missingKey('protected', 'pdf'), missingKey('protected', 'pdf'));

  // The library resource: its download and its preview.
  const download = `resource/download/${resource!.id}/${encodeURIComponent(resource!.name)}`;
  add(
    'resource',
    `/${download}`,
    `/download/${download}`,
    '/resource/download/999999/missing.pdf',
    '/download/resource/download/999999/missing.pdf',
  );
  add(
    'resource preview',
    `/resource/preview/${resource!.id}`,
    `/download/resource/preview/${resource!.id}`,
    '/resource/preview/999999',
    '/download/resource/preview/999999',
  );

  // A certificate of a completed training of the speaker (completed by the admin), and the training video.
  const [training] = await owner<{ id: number }>(sql`select st.id from speaker_trainings st join training_programs p on p.id = st.program_id
    where st.speaker_id = ${ownSpeaker} and p.type = 'checkbox' order by st.id limit 1`);
  await restCall('PUT', `/speaker-training/${training!.id}`, tokens.admin!, { completionDate: null });
  await restCall('PUT', `/speaker-training/${training!.id}`, tokens.admin!, { completionDate: new Date().toISOString() });
  const certificate = `speaker-training/training/${training!.id}/certificate`;
  add(
    'certificate',
    `/${certificate}`,
    `/download/${certificate}`,
    '/speaker-training/training/999999/certificate',
    '/download/speaker-training/training/999999/certificate',
  );
  add(
    'training video',
    `/speaker-training/videos/${video!.id}/content`,
    `/training-videos/${video!.id}`,
    '/speaker-training/videos/999999/content',
    '/training-videos/999999',
  );
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

describe('file routes: only who may read the owning record gets the file', () => {
  it('covers every kind of stored file', () => {
    expect(routes.map((r) => r.kind)).toEqual([
      'contract file',
      'contract file by its upload URL',
      'W9 file',
      'W9 file by its upload URL',
      'CV',
      'custom profile file',
      'resource',
      'resource preview',
      'certificate',
      'training video',
    ]);
  });

  it('serves each file to its owner and an administrator, at the service and through the BFF', async () => {
    for (const route of routes) {
      for (const reader of route.readers()) {
        for (const [where, path, get] of [
          ['rest', route.rest, rest],
          ['bff', route.bff, bff],
        ] as const) {
          const got = await get(path, reader);
          expect(got.status, `${route.kind} for ${reader.label} (${where} ${path}): ${got.message}`).toBe(200);
          expect(got.bytes.length, `${route.kind} for ${reader.label} (${where})`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('answers everyone else exactly as for a missing file, with one text', async () => {
    const texts = new Set<string>();
    for (const route of routes) {
      for (const reader of route.refused()) {
        for (const [where, path, missing, get] of [
          ['rest', route.rest, route.missingRest, rest],
          ['bff', route.bff, route.missingBff, bff],
        ] as const) {
          const got = await get(path, reader);
          const none = await get(missing, reader);
          const label = `${route.kind} for ${reader.label} (${where} ${path})`;
          expect([403, 404], label).toContain(got.status);
          expect({ status: got.status, message: got.message }, label).toEqual({ status: none.status, message: none.message });
          if (got.status === 404) texts.add(got.message!);
          else expect(got.message, label).toMatch(/^You do not have permission to read [a-z_]+$/);
        }
      }
    }
    expect([...texts]).toEqual(['File not found']);
  });

  it('serves public uploads (headshot, event image, banner) to anyone holding the URL in its tenant, never to another tenant', async () => {
    const headshot = await uploadPdf('public', PNG, 'headshot.png', 'image/png', 'avatar');
    const [own] = await owner<{ id: number }>(
      sql`select speaker_id as id from users where tenant_id = ${TENANT} and email = 'speaker@demo.test'`,
    );
    await restCall('PUT', `/speakers/${own!.id}`, tokens.admin!, { avatarImgUrl: headshot.url });
    const image = await uploadPdf('public', PNG, 'card.png', 'image/png');
    const [event] = await owner<{ id: number }>(
      sql`select id from events where tenant_id = ${TENANT} and veeva_id is null order by id limit 1`,
    );
    await restCall('PATCH', `/events/${event!.id}`, tokens.admin!, { eventShareInfo: { facebookCardUrl: image.url } });
    const banner = await uploadPdf('public', PNG, 'banner.png', 'image/png');
    await owner(sql`update registration_templates set banner = ${banner.path} where id = (select min(id) from registration_templates
      where tenant_id = ${TENANT})`);
    for (const file of [headshot, image, banner]) {
      for (const reader of [
        { label: 'anonymous', token: null, tenant: TENANT },
        { label: 'another speaker', token: tokens.other!, tenant: TENANT },
      ]) {
        expect((await rest(file.path, reader)).status, `${file.path} for ${reader.label}`).toBe(200);
        expect((await bff(file.path, reader)).status, `${file.path} for ${reader.label} (bff)`).toBe(200);
      }
      const acme = { label: "acme's admin", token: tokens.acme!, tenant: 'acme' };
      for (const get of [rest, bff]) {
        expect(await get(file.path, acme)).toMatchObject({ status: 404, message: 'File not found' });
      }
    }
  });
});
