import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES, expectNothingWritten, lastAudit, tenantOfEmail, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { startS3 } from '../../../platform/storage/__tests__/s3.ts';
import { AVATAR_MAX_BYTES, UPLOAD_MAX_BYTES } from '../uploads.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/** A multipart body as a browser's FormData would send it. */
async function multipart(fields: Record<string, string | { bytes: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(
  api: TestApi,
  path: string,
  as: string,
  file: { bytes: Buffer; name: string; type: string },
  extra: Record<string, string> = {},
) {
  const tenant = tenantOfEmail(as);
  const body = await multipart({ 'tenant-id': tenant, ...extra, file });
  const response = await api.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { 'x-tenant-id': tenant, authorization: `Bearer ${await api.token(as)}`, 'content-type': body.contentType },
  });
  return { status: response.statusCode, body: response.json() };
}

async function get(api: TestApi, url: string, options: { tenant: string; as?: string }) {
  const headers: Record<string, string> = { 'x-tenant-id': options.tenant };
  if (options.as) headers.authorization = `Bearer ${await api.token(options.as, options.tenant)}`;
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, raw: response.rawPayload, body: response.body };
}

const png = { bytes: PNG, name: 'card.png', type: 'image/png' };

for (const engine of ENGINES) {
  describe(`uploads (${engine.name})`, () => {
    const api = useApi(engine);

    it('stores a public image, answers its url, serves it without sign-in and audits the upload', async () => {
      const answer = await upload(api, '/public-s3-upload', 'admin@demo.test', png);
      expect(answer.status).toBe(201);
      expect(answer.body.url).toMatch(/^\/files\/demo\/public\/[0-9a-f-]{36}\.png$/);
      const [audit] = await lastAudit(api);
      expect(audit).toMatchObject({
        tenant_id: 'demo',
        entity: 'attachment',
        action: 'create',
        entity_id: answer.body.url.slice('/files/'.length),
      });

      const file = await get(api, answer.body.url, { tenant: 'demo' });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(file.raw, PNG)).toBe(0);
      // Under another tenant's host the file does not exist.
      expect((await get(api, answer.body.url, { tenant: 'acme' })).status).toBe(404);
    });

    it('names the stored file by its content, not by the name sent', async () => {
      const answer = await upload(api, '/public-s3-upload', 'admin@demo.test', { bytes: JPEG, name: 'photo.png', type: 'image/png' });
      expect(answer.status).toBe(201);
      expect(answer.body.url).toMatch(/\.jpg$/);
      expect((await get(api, answer.body.url, { tenant: 'demo' })).headers['content-type']).toBe('image/jpeg');
    });

    it('takes an avatar (kind=avatar) only as png or jpeg under 250 kB, with the spec text', async () => {
      const under = Buffer.concat([JPEG, Buffer.alloc(AVATAR_MAX_BYTES - JPEG.length - 1)]);
      const jpeg = { bytes: under, name: 'headshot.jpg', type: 'image/jpeg' };
      expect((await upload(api, '/public-s3-upload', 'admin@demo.test', jpeg, { kind: 'avatar' })).status).toBe(201);
      await expectNothingWritten(api, ['audit_log'], async () => {
        const big = { ...jpeg, bytes: Buffer.concat([under, Buffer.alloc(1)]) };
        const refused = await upload(api, '/public-s3-upload', 'admin@demo.test', big, { kind: 'avatar' });
        expect(refused).toMatchObject({ status: 413, body: { message: 'Please upload only files under 250kb' } });
        const pdf = { bytes: Buffer.from('%PDF-1.4 avatar'), name: 'a.pdf', type: 'application/pdf' };
        const wrongType = await upload(api, '/protected-s3-upload', 'admin@demo.test', pdf, { kind: 'avatar' });
        expect(wrongType.status).toBe(415);
        expect((await upload(api, '/public-s3-upload', 'admin@demo.test', png, { kind: 'banner' })).status).toBe(400);
      });
      // Without the kind, the same file is an ordinary image (up to 5 MB).
      expect(
        (await upload(api, '/public-s3-upload', 'admin@demo.test', { ...jpeg, bytes: Buffer.concat([under, Buffer.alloc(1)]) })).status,
      ).toBe(201);
    });

    it('refuses a role without attachment:create with 403 and writes nothing', async () => {
      await expectNothingWritten(api, [], async () => {
        const answer = await upload(api, '/public-s3-upload', 'marketing@demo.test', png);
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('You do not have permission to create attachment');
      });
    });

    it('refuses a file over 5 MB with 413, a non-image with 415 and a body without file with 400, writing nothing', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
      await expectNothingWritten(api, [], async () => {
        const tooLarge = await upload(api, '/public-s3-upload', 'admin@demo.test', { bytes: big, name: 'big.png', type: 'image/png' });
        expect(tooLarge.status).toBe(413);
        expect(tooLarge.body.message).toBe('The file is larger than 5 MB');

        const text = await upload(api, '/public-s3-upload', 'admin@demo.test', {
          bytes: Buffer.from('hello, not an image'),
          name: 'fake.png',
          type: 'image/png',
        });
        expect(text.status).toBe(415);
        expect(text.body.message).toBe('The file is not a readable PNG or JPEG file');

        const pdf = await upload(api, '/public-s3-upload', 'admin@demo.test', {
          bytes: Buffer.from('%PDF-1.4\n'),
          name: 'a.pdf',
          type: 'application/pdf',
        });
        expect(pdf.status).toBe(415);

        const otherTenant = await upload(api, '/public-s3-upload', 'admin@demo.test', png, { 'tenant-id': 'acme' });
        expect(otherTenant.status).toBe(400);
        expect(otherTenant.body.message).toBe('tenant-id does not match the x-tenant-id header');

        const json = await api.call('POST', '/public-s3-upload', { as: 'admin@demo.test', body: { file: 'x' } });
        expect(json.status).toBe(400);
        expect(json.body.message).toBe('Send the file as multipart/form-data with a "file" field');
      });
    });

    it('serves a protected file that no record names yet only to its uploader, in its tenant', async () => {
      const answer = await upload(api, '/protected-s3-upload', 'admin@acme.test', {
        bytes: Buffer.from('%PDF-1.4\n%…'),
        name: 'w9.pdf',
        type: 'application/pdf',
      });
      expect(answer.status).toBe(201);
      expect(answer.body.url).toMatch(/^\/files\/acme\/protected\/[0-9a-f-]{36}\.pdf$/);

      const own = await get(api, answer.body.url, { tenant: 'acme', as: 'admin@acme.test' });
      expect(own.status).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['cache-control']).toBe('private, no-store');

      // Another user of the tenant: the answer of a missing file (the form naming it is not saved yet).
      const other = await get(api, answer.body.url, { tenant: 'acme', as: 'speaker@acme.test' });
      expect({ status: other.status, message: JSON.parse(other.body).message }).toEqual({ status: 404, message: 'File not found' });
      expect((await get(api, answer.body.url, { tenant: 'acme' })).status).toBe(401);
      // A demo user: with the demo tenant the file is missing, with the acme tenant the token is refused.
      const demoUser = await get(api, answer.body.url, { tenant: 'demo', as: 'admin@demo.test' });
      expect(demoUser.status).toBe(404);
      expect(Buffer.compare(demoUser.raw, Buffer.from('%PDF'))).not.toBe(0);
      const crossTenant = await api.app.inject({
        method: 'GET',
        url: answer.body.url,
        headers: { 'x-tenant-id': 'acme', authorization: `Bearer ${await api.token('admin@demo.test')}` },
      });
      expect(crossTenant.statusCode).toBe(401);

      const url = await api.call('GET', '/protected-s3-file-url', { as: 'admin@acme.test', query: { fileUrl: answer.body.url } });
      expect(url).toEqual({ status: 200, body: { url: answer.body.url } });
      const foreign = await api.call('GET', '/protected-s3-file-url', { as: 'admin@demo.test', query: { fileUrl: answer.body.url } });
      expect(foreign.status).toBe(404);
      const empty = await api.call('GET', '/protected-s3-file-url', { as: 'admin@demo.test', query: { fileUrl: '' } });
      expect(empty).toMatchObject({ status: 400, body: { message: 'No file URL provided' } });
      const marketing = await api.call('GET', '/protected-s3-file-url', { as: 'marketing@acme.test', query: { fileUrl: answer.body.url } });
      expect(marketing.status).toBe(403);
    });

    it("keeps the name a protected file was uploaded with: its download and the profile's attachments give it (issue 28 #20)", async () => {
      const ADMIN = 'admin@demo.test';
      const cv = await upload(api, '/protected-s3-upload', ADMIN, {
        bytes: Buffer.from('%PDF-1.4\n% cv'),
        name: "Lebenslauf (Müller's).pdf",
        type: 'application/pdf',
      });
      expect(cv.status).toBe(201);
      // The stored file is still named by its content; the name the person knows it by is what a download says.
      expect(cv.body.url).toMatch(/^\/files\/demo\/protected\/[0-9a-f-]{36}\.pdf$/);
      expect((await get(api, cv.body.url, { tenant: 'demo', as: ADMIN })).headers['content-disposition']).toBe(
        `attachment; filename="Lebenslauf (M_ller's).pdf"; filename*=UTF-8''Lebenslauf%20%28M%C3%BCller%27s%29.pdf`,
      );
      // A name that does not say what the file is gets its extension, so the download opens.
      const scan = await upload(api, '/protected-s3-upload', ADMIN, { bytes: PNG, name: 'W9 scan', type: 'image/png' });
      expect((await get(api, scan.body.url, { tenant: 'demo', as: ADMIN })).headers['content-disposition']).toBe(
        `attachment; filename="W9 scan.png"; filename*=UTF-8''W9%20scan.png`,
      );

      // The profile's attachments list its files by those names; a file uploaded before names were kept (migration
      // 0025: no row) by its field's name and its own extension, never its uuid.
      const [speaker] = await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo' order by id limit 1`);
      const fields = await api.owner<{ id: number; name: string }>(sql`select id, field_name as name from speaker_profile_fields
        where tenant_id = 'demo' and field_type = 'file' order by weight, id limit 2`);
      expect(fields).toHaveLength(2);
      const saved = await api.call('POST', '/custom-profile', {
        as: ADMIN,
        body: [
          { speakerId: speaker!.id, fieldId: fields[0]!.id, value: cv.body.url },
          { speakerId: speaker!.id, fieldId: fields[1]!.id, value: scan.body.url },
        ],
      });
      expect(saved.status).toBe(201);
      const scanKey = (scan.body.url as string).slice('/files/'.length);
      await api.owner(sql`delete from upload_names where storage_key = ${scanKey}`);
      expect((await get(api, scan.body.url, { tenant: 'demo', as: ADMIN })).headers['content-disposition']).toBeUndefined();
      const attachments = await api.call('GET', `/custom-profile/speaker/${speaker!.id}/attachments`, { as: ADMIN });
      expect(attachments.status).toBe(200);
      const ours = (attachments.body as { fieldId: number; fileName: string }[]).filter((a) => fields.some((f) => f.id === a.fieldId));
      expect(ours.map((a) => [a.fieldId, a.fileName])).toEqual([
        [fields[0]!.id, "Lebenslauf (Müller's).pdf"],
        [fields[1]!.id, `${fields[1]!.name}.png`],
      ]);
    });

    it('keeps the files of resources, training videos and certificates to their own routes', async () => {
      const ADMIN = 'admin@demo.test';
      const SPEAKER = 'speaker@demo.test';
      const OWN_ROUTE = 'File not found';
      const files = await api.owner<{ id: number; key: string; name: string; expired: boolean }>(sql`select id, storage_key as key,
        file_name as name, expiration_date < now() as expired from attachments
        where tenant_id = 'demo' and kind = 'resource' and storage_key is not null order by id`);
      const expired = files.find((f) => f.expired)!;
      const valid = files.find((f) => !f.expired)!;
      // An expired resource's file: refused at /files as at its download (410), to its own speaker and to an admin.
      for (const as of [SPEAKER, ADMIN]) {
        const direct = await get(api, `/files/${expired.key}`, { tenant: 'demo', as });
        expect(direct.status, as).toBe(404);
        expect(JSON.parse(direct.body).message).toBe(OWN_ROUTE);
      }
      expect(
        (await get(api, `/resource/download/${expired.id}/${encodeURIComponent(expired.name)}`, { tenant: 'demo', as: ADMIN })).status,
      ).toBe(410);
      // A valid one: not at /files either, still downloaded through its resource.
      expect((await get(api, `/files/${valid.key}`, { tenant: 'demo', as: SPEAKER })).status).toBe(404);
      const download = await get(api, `/resource/download/${valid.id}/${encodeURIComponent(valid.name)}`, { tenant: 'demo', as: SPEAKER });
      expect(download.status).toBe(200);
      expect(download.raw.subarray(0, 5).toString()).toBe('%PDF-');
      // Nor through the calls that read a file by its URL, nor as the file of another resource.
      const url = await api.call('GET', '/protected-s3-file-url', { as: ADMIN, query: { fileUrl: `/files/${valid.key}` } });
      expect(url).toMatchObject({ status: 404, body: { message: OWN_ROUTE } });
      const proxied = await api.call('GET', '/proxy-image', { as: SPEAKER, query: { url: `/files/${valid.key}` } });
      expect(proxied).toMatchObject({ status: 404, body: { message: OWN_ROUTE } });
      const [group] = (await api.call('GET', '/resource/types', { as: ADMIN })).body.results as { id: number }[];
      await expectNothingWritten(api, ['attachments'], async () => {
        const taken = await api.call('POST', '/resource', {
          as: ADMIN,
          body: { fileName: 'Copy', groupId: group!.id, fileUrl: `/files/${valid.key}` },
        });
        expect(taken).toMatchObject({
          status: 400,
          body: { fields: { fileUrl: 'The file must be uploaded with POST /resource/upload first' } },
        });
      });

      // A training video: its content route only.
      const [video] = await api.owner<{ id: number; key: string }>(
        sql`select id, storage_key as key from training_videos where tenant_id = 'demo' order by id limit 1`,
      );
      expect((await get(api, `/files/${video!.key}`, { tenant: 'demo', as: ADMIN })).status).toBe(404);
      const content = await get(api, `/speaker-training/videos/${video!.id}/content`, { tenant: 'demo', as: ADMIN });
      expect(content.status).toBe(200);
      expect(content.headers['content-type']).toBe('video/webm');

      // A certificate: its training's route, which keeps a speaker to their own trainings.
      const own = (await api.owner<{ id: number }>(sql`select speaker_id as id from users where email = ${SPEAKER}`))[0]!.id;
      const [pending] = await api.owner<{ id: number }>(sql`select st.id from speaker_trainings st join training_programs p
        on p.id = st.program_id where st.speaker_id = ${own} and p.type = 'checkbox' order by st.id limit 1`);
      await api.call('PUT', `/speaker-training/${pending!.id}`, { as: ADMIN, body: { completionDate: null } });
      const done = await api.call('PUT', `/speaker-training/${pending!.id}`, {
        as: ADMIN,
        body: { completionDate: new Date().toISOString() },
      });
      const certificateUrl = done.body.completionAttachment.fileUrl as string;
      expect(certificateUrl).toBe(`/speaker-training/training/${pending!.id}/certificate`);
      const [{ key } = { key: '' }] = await api.owner<{ key: string }>(
        sql`select completion_attachment_key as key from speaker_trainings where id = ${pending!.id}`,
      );
      expect((await get(api, `/files/${key}`, { tenant: 'demo', as: SPEAKER })).status).toBe(404);
      const certificate = await get(api, certificateUrl, { tenant: 'demo', as: SPEAKER });
      expect(certificate.status).toBe(200);
      expect(certificate.raw.subarray(0, 5).toString()).toBe('%PDF-');
      expect(certificate.headers['content-disposition']).toContain('attachment');
      // Another speaker's certificate is missing to this speaker, and there for an admin.
      const [theirs] = await api.owner<{ id: number }>(sql`select st.id from speaker_trainings st join training_programs p
        on p.id = st.program_id where st.tenant_id = 'demo' and st.speaker_id <> ${own} and p.type = 'checkbox' order by st.id limit 1`);
      await api.call('PUT', `/speaker-training/${theirs!.id}`, { as: ADMIN, body: { completionDate: new Date().toISOString() } });
      const theirUrl = `/speaker-training/training/${theirs!.id}/certificate`;
      expect((await get(api, theirUrl, { tenant: 'demo', as: SPEAKER })).status).toBe(404);
      expect((await get(api, theirUrl, { tenant: 'demo', as: ADMIN })).status).toBe(200);
    });

    it("serves a contract's, a CV's and a profile file only to who may read the record naming it (issue 26)", async () => {
      const ADMIN = 'admin@demo.test';
      const SPEAKER = 'speaker@demo.test';
      const ANALYST = 'program-analyst@demo.test';
      const STRANGER = 'stranger-speaker@demo.test';
      const [{ own } = { own: 0 }] = await api.owner<{ own: number }>(sql`select speaker_id as own from users where email = ${SPEAKER}`);
      // A co-speaker of one of the speaker's events (in their row scope), and a speaker with none (out of it).
      const [co] = await api.owner<{ id: number }>(sql`select b.speaker_id as id from event_speakers a join event_speakers b
        on b.event_id = a.event_id where a.speaker_id = ${own} and b.speaker_id <> ${own} order by b.speaker_id limit 1`);
      const [stranger] = await api.owner<{ id: number }>(sql`select s.id from speakers s where s.tenant_id = 'demo'
        and s.status = 'active' and s.id <> ${own} and not exists (select 1 from users u where u.speaker_id = s.id)
        and not exists (select 1 from event_speakers a join event_speakers b on b.event_id = a.event_id
          where a.speaker_id = s.id and b.speaker_id = ${own}) order by s.id limit 1`);
      await api.owner(sql`insert into users (tenant_id, email, password_hash, first_name, last_name, role, speaker_id)
        select 'demo', ${STRANGER}, password_hash, 'Stranger', 'Speaker', 'speaker', ${stranger!.id} from users where email = ${SPEAKER}`);
      const pdf = async (name: string) =>
        (await upload(api, '/protected-s3-upload', ADMIN, { bytes: Buffer.from(`%PDF-1.4\n% ${name}`), name, type: 'application/pdf' }))
          .body.url as string;
      const read = async (url: string, as: string) => {
        const res = await get(api, url, { tenant: 'demo', as });
        return res.status === 200 ? 200 : `${res.status} ${JSON.parse(res.body).message}`;
      };
      const MISSING = '404 File not found';

      // The stranger's contract with its contract and W9 files: what GET /contract?ids= allows (their own, and staff).
      const [contractUrl, w9Url] = [await pdf('contract.pdf'), await pdf('w9.pdf')];
      const contract = await api.call('POST', '/contract', {
        as: ADMIN,
        body: {
          speakerId: stranger!.id,
          name: 'Agreement',
          type: 'individual',
          contractFile: { url: contractUrl, fileName: 'contract.pdf' },
          w9File: { url: w9Url, fileName: 'w9.pdf' },
        },
      });
      expect(contract.status).toBe(201);
      const downloads = [contract.body.contractResource, contract.body.w9Resource].map(
        (file: { id: number; fileName: string }) => `/resource/download/${file.id}/${file.fileName}`,
      );
      expect((await api.call('GET', '/contract', { as: SPEAKER, query: { ids: String(contract.body.id) } })).status).toBe(403);
      for (const url of [...downloads, contractUrl, w9Url]) {
        expect(await read(url, SPEAKER), url).toBe(MISSING);
        expect(await read(url, STRANGER), url).toBe(200);
        expect(await read(url, ADMIN), url).toBe(200);
      }
      expect(await read('/resource/download/999999/contract.pdf', SPEAKER)).toBe(MISSING);
      // A role the W9 field is hidden from reads the contract file, not the W9.
      const hide = async (entity: string, role: string, field: string) => {
        const [row] = await api.owner<{ fields: string[] }>(sql`select fields from field_settings where tenant_id = 'demo'
          and entity = ${entity} and role = ${role} and kind = 'hidden'`);
        await api.owner(
          sql`delete from field_settings where tenant_id = 'demo' and entity = ${entity} and role = ${role} and kind = 'hidden'`,
        );
        await api.owner(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
          values ('demo', ${entity}, ${role}, 'hidden', ${sql.param([...(row?.fields ?? []), field])}::text[])`);
        return () =>
          api.owner(sql`update field_settings set fields = ${sql.param(row?.fields ?? [])}::text[] where tenant_id = 'demo'
            and entity = ${entity} and role = ${role} and kind = 'hidden'`);
      };
      let restore = await hide('contract', 'program-analyst', 'w9ResourceId');
      expect([await read(downloads[0]!, ANALYST), await read(downloads[1]!, ANALYST), await read(w9Url, ANALYST)]).toEqual([
        200,
        MISSING,
        MISSING,
      ]);
      await restore();

      // CVs on the speaker record: the speaker's row scope (a co-speaker's, not a stranger's), and the field not hidden.
      const [coCv, strangerCv] = [await pdf('co-cv.pdf'), await pdf('stranger-cv.pdf')];
      expect(
        (await api.call('PUT', `/speakers/${co!.id}`, { as: ADMIN, body: { cvUrl: `http://demo.localhost:4000${coCv}` } })).status,
      ).toBe(200);
      expect(
        (await api.call('PUT', `/speakers/${stranger!.id}`, { as: ADMIN, body: { cvUrl: `http://demo.localhost:4000${strangerCv}` } }))
          .status,
      ).toBe(200);
      expect([await read(coCv, SPEAKER), await read(strangerCv, SPEAKER), await read(strangerCv, STRANGER)]).toEqual([200, MISSING, 200]);
      restore = await hide('speaker', 'program-analyst', 'cvUrl');
      expect(await read(coCv, ANALYST)).toBe(MISSING);
      await restore();
      expect(await read(coCv, ANALYST)).toBe(200);

      // A custom profile file value: its speaker's own (a speaker), and not to a role its field is hidden from.
      const [field] = await api.owner<{
        id: number;
        hidden: string[];
      }>(sql`select id, hidden_user_roles as hidden from speaker_profile_fields
        where tenant_id = 'demo' and field_type = 'file' order by id limit 1`);
      const value = await pdf('profile.pdf');
      expect(
        (await api.call('POST', '/custom-profile', { as: ADMIN, body: { speakerId: stranger!.id, fieldId: field!.id, value } })).status,
      ).toBe(201);
      expect([await read(value, SPEAKER), await read(value, STRANGER), await read(value, ADMIN)]).toEqual([MISSING, 200, 200]);
      await api.owner(sql`update speaker_profile_fields set hidden_user_roles = array['speaker'] where id = ${field!.id}`);
      expect(await read(value, STRANGER)).toBe(MISSING);
      await api.owner(
        sql`update speaker_profile_fields set hidden_user_roles = ${sql.param(field!.hidden)}::text[] where id = ${field!.id}`,
      );
      // The calls reading a file by its URL follow the same rules.
      const byUrl = await api.call('GET', '/protected-s3-file-url', { as: SPEAKER, query: { fileUrl: value } });
      expect(byUrl).toMatchObject({ status: 404, body: { message: 'File not found' } });
    });

    it('answers an own image as base64 through /proxy-image and refuses local addresses', async () => {
      const { body } = await upload(api, '/public-s3-upload', 'admin@demo.test', png);
      const proxied = await api.call('GET', '/proxy-image', { as: 'admin@demo.test', query: { url: body.url } });
      expect(proxied).toEqual({ status: 200, body: { contentType: 'image/png', size: PNG.length, base64: PNG.toString('base64') } });

      const local = await api.call('GET', '/proxy-image', { as: 'admin@demo.test', query: { url: 'http://127.0.0.1:9/x.png' } });
      expect(local).toMatchObject({ status: 422, body: { message: 'Images on private or local addresses cannot be fetched' } });
      const notUrl = await api.call('GET', '/proxy-image', { as: 'admin@demo.test', query: { url: 'javascript:alert(1)' } });
      expect(notUrl.status).toBe(400);
      const denied = await api.call('GET', '/proxy-image', { as: 'marketing@demo.test', query: { url: body.url } });
      expect(denied.status).toBe(403);
    });

    it('fetches a remote image over HTTP, and refuses names that resolve to local addresses', async () => {
      const remote = createServer((request, response) => {
        if (request.url === '/card.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
        if (request.url === '/moved.png') return response.writeHead(302, { location: '/card.png' }).end();
        if (request.url === '/page.png') return response.writeHead(200, { 'content-type': 'image/png' }).end('<html></html>');
        if (request.url === '/huge.png') return response.writeHead(200).end(Buffer.alloc(UPLOAD_MAX_BYTES + 1));
        return response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
      const base = `http://localhost:${(remote.address() as AddressInfo).port}`;
      const proxy = (path: string) => api.call('GET', '/proxy-image', { as: 'admin@demo.test', query: { url: base + path } });
      try {
        // The server answers, but localhost is refused when the connection looks the name up.
        expect(await proxy('/card.png')).toMatchObject({
          status: 422,
          body: { message: 'Images on private or local addresses cannot be fetched' },
        });

        vi.stubEnv('PROXY_IMAGE_ALLOW_PRIVATE', 'true');
        expect(await proxy('/card.png')).toEqual({
          status: 200,
          body: { contentType: 'image/png', size: PNG.length, base64: PNG.toString('base64') },
        });
        expect(await proxy('/moved.png')).toMatchObject({ status: 422, body: { message: 'Failed to download the file' } });
        expect(await proxy('/missing.png')).toMatchObject({ status: 422, body: { message: 'Failed to download the file' } });
        expect(await proxy('/page.png')).toMatchObject({ status: 415, body: { message: 'The file is not a readable PNG or JPEG file' } });
        expect(await proxy('/huge.png')).toMatchObject({ status: 413, body: { message: 'The file is larger than 5 MB' } });
      } finally {
        vi.unstubAllEnvs();
        remote.close();
      }
    });

    describe('when the file store goes down', () => {
      let s3: Awaited<ReturnType<typeof startS3>>;
      beforeAll(async () => {
        s3 = await startS3();
      });
      afterAll(() => s3?.stop());
      const broken = useApi(engine, () => ({ storage: s3.storage }));

      it("answers 502 'Failed to upload file to S3' and records nothing", async () => {
        await broken.token('admin@demo.test');
        expect((await upload(broken, '/public-s3-upload', 'admin@demo.test', png)).status).toBe(201);
        await s3.stop();
        await expectNothingWritten(broken, ['audit_log'], async () => {
          const { status, body } = await upload(broken, '/public-s3-upload', 'admin@demo.test', png);
          expect(status).toBe(502);
          expect(body.message).toBe('Failed to upload file to S3');
        });
      });
    });

    it('keeps the audit of uploads inside the tenant', async () => {
      const rows = await api.owner<{ tenant_id: string; n: number }>(
        sql`select tenant_id, count(*)::int as n from audit_log where entity = 'attachment' group by tenant_id order by tenant_id`,
      );
      expect(rows.map((r) => r.tenant_id)).toEqual(['acme', 'demo']);
    });
  });
}
