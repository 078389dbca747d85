import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, lastAudit, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { demoPdf } from '../librarySeed.ts';
import { CONVERSION_FAILED, CONVERSIONS_PER_TENANT, libreOfficePath, PREVIEWS_BUSY } from '../preview.ts';
import { RESOURCE_MAX_BYTES, resourceYears, WATERMARK_TEXT } from '../contract.ts';

const ADMIN = 'admin@demo.test';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The text shown by each page's content streams (pdf-lib's `<hex> Tj` and pdfkit's `[<hex>] TJ`), decoded. */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef)) : [contents];
    return streams
      .map((stream) =>
        Buffer.from(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : new Uint8Array()).toString('latin1'),
      )
      .join('\n')
      .replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
  });
}

async function multipart(file: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(api: TestApi, file: { bytes: Buffer; name: string; type: string }, as = ADMIN, url = '/resource/upload') {
  const body = await multipart(file);
  const response = await api.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}`, 'content-type': body.contentType },
  });
  return { status: response.statusCode, body: response.json() };
}

async function raw(api: TestApi, url: string, as = ADMIN) {
  const response = await api.app.inject({
    method: 'GET',
    url,
    headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}` },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, json: () => response.json() };
}

const groups = async (api: TestApi) =>
  (await api.call('GET', '/resource/types', { as: ADMIN })).body.results as { id: number; name: string; weight: number }[];

async function createPdfResource(api: TestApi, extra: Record<string, unknown> = {}, pages = 3) {
  const pdf = await demoPdf('Confidential deck', pages);
  const uploaded = await upload(api, { bytes: pdf, name: 'Deck__v2.pdf', type: 'application/pdf' });
  expect(uploaded.status).toBe(201);
  const group = (await groups(api)).find((g) => g.name === 'Resources')!;
  const created = await api.call('POST', '/resource', {
    as: ADMIN,
    body: { fileName: 'Confidential deck', groupId: group.id, fileUrl: uploaded.body.url, sourceName: uploaded.body.fileName, ...extra },
  });
  expect(created.status).toBe(201);
  return { resource: created.body, pdf };
}

describe.each(ENGINES)('resource library on $name', (engine) => {
  const api = useApi(engine);
  const speakerOf = async (email: string) =>
    (await api.owner<{ id: number }>(sql`select speaker_id as id from users where email = ${email}`))[0]!.id;

  it('lists the groups by weight from 1; a new group weighs the highest plus 1; names and URLs are checked', async () => {
    const seeded = await groups(api);
    expect(seeded.map((g) => g.name)).toEqual(['Contracts', 'Resources', 'FAQ', 'News', 'Slide Decks', 'Archived']);
    expect(seeded.map((g) => g.weight)).toEqual([1, 2, 3, 4, 5, 6]);
    const created = await api.call('POST', '/resource/group', {
      as: ADMIN,
      body: { name: 'Expenses', url: 'https://expenses.example.com' },
    });
    expect(created).toMatchObject({ status: 201, body: { name: 'Expenses', weight: 7, url: 'https://expenses.example.com' } });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'attachment_group', entity_id: String(created.body.id), action: 'create' });

    for (const [body, message] of [
      [{ name: ' ' }, 'Name is required'],
      [{ name: 'x', url: 'ftp://example.com' }, 'Invalid URL'],
      [{ name: 'x', url: 'https://localhost' }, 'Invalid URL'],
    ] as const) {
      const refused = await api.call('POST', '/resource/group', { as: ADMIN, body });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const renamed = await api.call('PUT', `/resource/group/${created.body.id}`, { as: ADMIN, body: { name: 'Expense Forms' } });
    expect(renamed.body).toMatchObject({ name: 'Expense Forms', weight: 7 });
    const same = await api.call('PUT', `/resource/group/${created.body.id}`, { as: ADMIN, body: { name: 'Expense Forms' } });
    expect(same).toEqual({ status: 422, body: expect.objectContaining({ message: 'Nothing changed' }) });
  });

  it('moves a group up and down by swapping weights with its neighbour in one transaction', async () => {
    const [first, second] = await groups(api);
    const moved = await api.call('POST', `/resource/group/${second!.id}/move`, { as: ADMIN, body: { direction: 'up' } });
    expect(moved.status).toBe(200);
    expect(moved.body.results.slice(0, 2)).toMatchObject([
      { id: second!.id, weight: 1 },
      { id: first!.id, weight: 2 },
    ]);
    const audits = await lastAudit(api, 2);
    expect(audits.map((a) => [a.entity_id, a.changed_fields])).toEqual([
      [String(first!.id), ['weight']],
      [String(second!.id), ['weight']],
    ]);
    // Already first: refused, nothing written.
    await expectNothingWritten(api, ['resource_groups'], async () => {
      const refused = await api.call('POST', `/resource/group/${second!.id}/move`, { as: ADMIN, body: { direction: 'up' } });
      expect(refused).toEqual({ status: 409, body: expect.objectContaining({ message: 'The group is already first' }) });
    });
    const back = await api.call('POST', `/resource/group/${second!.id}/move`, { as: ADMIN, body: { direction: 'down' } });
    expect(back.body.results.slice(0, 2).map((g: { id: number }) => g.id)).toEqual([first!.id, second!.id]);
    const bad = await api.call('POST', `/resource/group/${second!.id}/move`, { as: ADMIN, body: { direction: 'left' } });
    expect(bad.body.message).toBe('direction must be up or down');
  });

  it("serves the groups at spec 002 §7's paths: PUT and DELETE /resource/group take the group in the body, POST its weight", async () => {
    // POST with the spec's body: the weight sent is not used (the highest plus 1).
    const highest = Math.max(...(await groups(api)).map((g) => g.weight));
    const created = await api.call('POST', '/resource/group', { as: ADMIN, body: { name: 'Forms', weight: 1, url: null } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Forms', weight: highest + 1, url: null } });
    const group = created.body as { id: number; name: string; weight: number; url: string | null };
    // PUT /resource/group: the group's fields with what changed; the weight too (the original's move: two PUTs).
    const renamed = await api.call('PUT', '/resource/group', {
      as: ADMIN,
      body: { id: group.id, name: 'Expense Forms', weight: highest + 5, url: group.url },
    });
    expect(renamed).toMatchObject({ status: 200, body: { id: group.id, name: 'Expense Forms', weight: highest + 5, url: null } });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'attachment_group', action: 'update', changed_fields: ['name', 'weight'] });
    for (const [body, status, message] of [
      [{ id: group.id, name: 'Expense Forms' }, 422, 'Nothing changed'],
      [{ id: group.id, name: ' ' }, 400, 'Name is required'],
      [{ id: group.id, weight: 0 }, 400, 'weight must be a whole number of 1 or more'],
      [{ name: 'No id' }, 400, 'id must be a positive whole number'],
      [{ id: 999_999, name: 'x' }, 404, 'Resource group 999999 not found'],
    ] as const) {
      const refused = await api.call('PUT', '/resource/group', { as: ADMIN, body });
      expect(refused, JSON.stringify(body)).toEqual({ status, body: expect.objectContaining({ message }) });
    }
    const liaison = 'speaker-liaison@demo.test';
    expect((await api.call('PUT', '/resource/group', { as: liaison, body: { id: group.id, name: 'x' } })).status).toBe(403);
    expect((await api.call('DELETE', '/resource/group', { as: liaison, body: { id: group.id } })).status).toBe(403);
    // DELETE /resource/group: the group as the list shows it; only its id is read.
    expect((await api.call('DELETE', '/resource/group', { as: ADMIN, body: { ...renamed.body } })).status).toBe(204);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'attachment_group', entity_id: String(group.id), action: 'delete' });
    expect((await api.call('DELETE', '/resource/group', { as: ADMIN, body: { id: group.id } })).status).toBe(404);
    expect((await groups(api)).map((g) => g.id)).not.toContain(group.id);
  });

  it('refuses the speaker liaison creating, editing or reordering groups and creating resources', async () => {
    const [group] = await groups(api);
    const liaison = 'speaker-liaison@demo.test';
    expect((await api.call('GET', '/resource/types', { as: liaison })).status).toBe(200);
    expect((await api.call('GET', '/resource', { as: liaison })).body.count).toBeGreaterThan(0);
    for (const [method, url, body, message] of [
      ['POST', '/resource/group', { name: 'x' }, 'You do not have permission to create attachment_group'],
      ['PUT', `/resource/group/${group!.id}`, { name: 'x' }, 'You do not have permission to update attachment_group'],
      ['POST', `/resource/group/${group!.id}/move`, { direction: 'down' }, 'You do not have permission to update attachment_group'],
      ['DELETE', `/resource/group/${group!.id}`, undefined, 'You do not have permission to delete attachment_group'],
      ['POST', '/resource', { fileName: 'x' }, 'You do not have permission to create speaker_attachment'],
      ['PUT', '/resource/resource/1', { fileName: 'x' }, 'You do not have permission to update speaker_attachment'],
    ] as const) {
      const refused = await api.call(method, url, { as: liaison, body });
      expect(refused, `${method} ${url}`).toEqual({ status: 403, body: expect.objectContaining({ message }) });
    }
    expect((await api.call('POST', '/resource', { as: 'speaker@demo.test', body: {} })).status).toBe(403);
    expect((await api.call('GET', '/resource/types', { as: 'marketing@demo.test' })).status).toBe(403);
  });

  it('creates a resource from an upload, stores its expiration at 12:00 UTC, and checks every field', async () => {
    const year = resourceYears()[1]!;
    const { resource } = await createPdfResource(api, { expirationDate: '2099-05-06', year: String(year), prcCode: 'PRC-7' });
    expect(resource).toMatchObject({
      fileName: 'Confidential deck',
      sourceName: 'Deck__v2.pdf',
      group: { name: 'Resources' },
      expirationDate: '2099-05-06',
      expired: false,
      year,
      prcCode: 'PRC-7',
      isLink: false,
      contentType: 'application/pdf',
    });
    const [stored] = await api.owner<{ at: string }>(sql`select to_char(expiration_date at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
      from attachments where id = ${resource.id}`);
    expect(stored!.at).toBe('2099-05-06 12:00');
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'attachment', action: 'create', entity_id: String(resource.id) });

    const group = (await groups(api))[0]!;
    const link = await api.call('POST', '/resource', {
      as: ADMIN,
      body: { fileName: 'Portal', groupId: group.id, fileUrl: 'https://portal.example.com/a' },
    });
    expect(link.body).toMatchObject({ isLink: true, fileUrl: 'https://portal.example.com/a' });

    for (const [body, field, message] of [
      [{ groupId: group.id, fileUrl: 'https://a.example.com' }, 'fileName', 'Name is required'],
      [{ fileName: 'x', fileUrl: 'https://a.example.com' }, 'groupId', 'Resource type is required'],
      [
        { fileName: 'x', groupId: group.id, fileUrl: 'http://a.example.com' },
        'fileUrl',
        'The URL must start with https:// and have a host such as www.example.com',
      ],
      [
        { fileName: 'x', groupId: group.id, fileUrl: 'https://nohost' },
        'fileUrl',
        'The URL must start with https:// and have a host such as www.example.com',
      ],
      [{ fileName: 'x', groupId: group.id }, 'fileUrl', 'Choose a file or enter an https URL'],
      [
        { fileName: 'x', groupId: group.id, fileUrl: 'https://a.example.com', year: resourceYears()[0]! - 1 },
        'year',
        `Year must be one of ${resourceYears().join(', ')}`,
      ],
      [{ fileName: 'x', groupId: 999999, fileUrl: 'https://a.example.com' }, 'groupId', 'Resource group 999999 not found'],
      [
        { fileName: 'x', groupId: group.id, fileUrl: 'https://a.example.com', sourceName: 'nul\u0000byte' },
        'sourceName',
        'sourceName must not contain control characters',
      ],
      [
        { fileName: 'x', groupId: group.id, fileUrl: '/files/demo/protected/missing.pdf' },
        'fileUrl',
        'The file must be uploaded with POST /resource/upload first',
      ],
    ] as const) {
      await expectNothingWritten(api, ['attachments'], async () => {
        const refused = await api.call('POST', '/resource', { as: ADMIN, body });
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.fields?.[field] ?? refused.body.message).toBe(message);
      });
    }
  });

  it('edits, archives (to the Archived group, else refused) and deletes a resource', async () => {
    const { resource } = await createPdfResource(api);
    const faq = (await groups(api)).find((g) => g.name === 'FAQ')!;
    const edited = await api.call('PUT', `/resource/resource/${resource.id}`, {
      as: ADMIN,
      body: { fileName: 'Renamed', groupId: faq.id, prcCode: 'P-1', expirationDate: '2098-01-02' },
    });
    expect(edited.body).toMatchObject({
      fileName: 'Renamed',
      group: { id: faq.id, name: 'FAQ' },
      prcCode: 'P-1',
      expirationDate: '2098-01-02',
    });
    expect((await api.call('PUT', `/resource/resource/${resource.id}`, { as: ADMIN, body: {} })).body.message).toBe('Nothing changed');

    const archived = await api.call('PUT', `/resource/resource/${resource.id}/archive`, { as: ADMIN });
    expect(archived.body.group.name).toBe('Archived');
    // Without a group named Archived: the spec's text, nothing moved.
    const archivedGroup = (await groups(api)).find((g) => g.name === 'Archived')!;
    await api.owner(sql`update resource_groups set name = 'Old' where id = ${archivedGroup.id}`);
    try {
      const { resource: other } = await createPdfResource(api);
      await expectNothingWritten(api, ['attachments'], async () => {
        const refused = await api.call('PUT', `/resource/resource/${other.id}/archive`, { as: ADMIN });
        expect(refused).toEqual({ status: 404, body: expect.objectContaining({ message: "No group named 'Archived' found" }) });
      });
    } finally {
      await api.owner(sql`update resource_groups set name = 'Archived' where id = ${archivedGroup.id}`);
    }
    expect((await api.call('DELETE', `/resource/${resource.id}`, { as: ADMIN })).status).toBe(204);
    expect((await api.call('GET', `/resource/${resource.id}`, { as: ADMIN })).status).toBe(404);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'attachment', action: 'delete' });
  });

  it("keeps a resource's earlier year through an edit; a changed year is one of this year and the next four", async () => {
    const { resource } = await createPdfResource(api, { year: resourceYears()[0] });
    // The year rolled over since the resource was made: its year is no longer a choice.
    const earlier = resourceYears()[0]! - 2;
    await api.owner(sql`update attachments set year = ${earlier} where id = ${resource.id}`);
    // The web sends changed fields only; a client sending the whole resource back (year as a string too) still saves.
    const renamed = await api.call('PUT', `/resource/resource/${resource.id}`, { as: ADMIN, body: { fileName: 'Renamed', year: earlier } });
    expect(renamed).toMatchObject({ status: 200, body: { fileName: 'Renamed', year: earlier } });
    const asText = await api.call('PUT', `/resource/resource/${resource.id}`, {
      as: ADMIN,
      body: { prcCode: 'P-2', year: String(earlier) },
    });
    expect(asText).toMatchObject({ status: 200, body: { prcCode: 'P-2', year: earlier } });
    await expectNothingWritten(api, ['attachments'], async () => {
      const other = await api.call('PUT', `/resource/resource/${resource.id}`, { as: ADMIN, body: { year: earlier - 1 } });
      expect(other).toMatchObject({ status: 400, body: { fields: { year: `Year must be one of ${resourceYears().join(', ')}` } } });
    });
    const next = await api.call('PUT', `/resource/resource/${resource.id}`, { as: ADMIN, body: { year: resourceYears()[4] } });
    expect(next.body.year).toBe(resourceYears()[4]);
    const cleared = await api.call('PUT', `/resource/resource/${resource.id}`, { as: ADMIN, body: { year: null } });
    expect(cleared.body.year).toBeNull();
  });

  it('deletes a group with its resources', async () => {
    const group = await api.call('POST', '/resource/group', { as: ADMIN, body: { name: 'Doomed' } });
    const link = await api.call('POST', '/resource', {
      as: ADMIN,
      body: { fileName: 'L', groupId: group.body.id, fileUrl: 'https://x.example.com' },
    });
    expect((await api.call('DELETE', `/resource/group/${group.body.id}`, { as: ADMIN })).status).toBe(204);
    expect((await api.call('GET', `/resource/${link.body.id}`, { as: ADMIN })).status).toBe(404);
  });

  it('a speaker sees only their own resources and groups; others are missing to them', async () => {
    const own = await speakerOf('speaker@demo.test');
    const { resource: notTheirs } = await createPdfResource(api);
    const list = await api.call('GET', '/resource', { as: 'speaker@demo.test', query: { limit: 100 } });
    expect(list.body.count).toBeGreaterThan(0);
    expect(list.body.results.every((r: { speakerIds: number[] }) => r.speakerIds.length === 1 && r.speakerIds[0] === own)).toBe(true);
    expect(list.body.results.map((r: { id: number }) => r.id)).not.toContain(notTheirs.id);
    expect((await api.call('GET', `/resource/${notTheirs.id}`, { as: 'speaker@demo.test' })).status).toBe(404);
    expect((await raw(api, `/resource/download/${notTheirs.id}/Deck__v2.pdf`, 'speaker@demo.test')).status).toBe(404);
    expect((await raw(api, `/resource/preview/${notTheirs.id}`, 'speaker@demo.test')).status).toBe(404);

    const landing = await api.call('GET', `/resource/speaker/${own}/group`, { as: 'speaker@demo.test' });
    expect(landing.body.results.map((g: { name: string }) => g.name)).not.toContain('Archived');
    const other = (await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo' and id <> ${own} limit 1`))[0]!.id;
    expect((await api.call('GET', `/resource/speaker/${other}/group`, { as: 'speaker@demo.test' })).status).toBe(404);
    const resourcesGroup = landing.body.results.find((g: { name: string }) => g.name === 'Resources');
    const page = await api.call('GET', `/resource/group/${resourcesGroup.id}/speaker`, { as: 'speaker@demo.test' });
    expect(page.body.group.name).toBe('Resources');
    expect(page.body.results.length).toBe(resourcesGroup.resourceCount);
    expect(page.body.results.map((r: { id: number }) => r.id)).not.toContain(notTheirs.id);
  });

  it('refuses downloading an expired resource and a link; serves an own stored file', async () => {
    const speaker = 'speaker@demo.test';
    const mine = (await api.call('GET', '/resource', { as: speaker, query: { limit: 100 } })).body.results as {
      id: number;
      fileName: string;
      expired: boolean;
      isLink: boolean;
      fileUrl: string;
    }[];
    const expired = mine.find((r) => r.expired)!;
    const refused = await raw(api, expired.fileUrl, speaker);
    expect(refused.status).toBe(410);
    expect(refused.json().message).toBe('Unable to download expired resource');
    expect((await raw(api, expired.fileUrl, ADMIN)).json().message).toBe('Unable to download expired resource');
    expect((await raw(api, `/resource/preview/${expired.id}`, ADMIN)).status).toBe(410);
    const link = mine.find((r) => r.isLink)!;
    expect((await raw(api, `/resource/download/${link.id}/${encodeURIComponent(link.fileName)}`, speaker)).json().message).toBe(
      'No file URL to download',
    );
    const file = mine.find((r) => !r.isLink && !r.expired)!;
    const download = await raw(api, file.fileUrl, speaker);
    expect(download.status).toBe(200);
    expect(download.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Today counts as expired (expiration stored at 12:00 UTC of today).
    const today = new Date().toISOString().slice(0, 10);
    await api.call('PUT', `/resource/resource/${file.id}`, { as: ADMIN, body: { expirationDate: today } });
    expect((await raw(api, file.fileUrl, speaker)).status).toBe(410);
    expect((await api.call('GET', `/resource/${file.id}`, { as: ADMIN })).body.expired).toBe(true);
  });

  it('previews a PDF with DO NOT DISTRIBUTE on every page, never the original bytes', async () => {
    const { resource, pdf } = await createPdfResource(api, {}, 3);
    const preview = await raw(api, `/resource/preview/${resource.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.bytes.equals(pdf)).toBe(false);
    const before = await pageTexts(pdf);
    expect(before.some((t) => t.includes(WATERMARK_TEXT))).toBe(false);
    const pages = await pageTexts(preview.bytes);
    expect(pages).toHaveLength(3);
    for (const text of pages) expect(text).toContain(WATERMARK_TEXT);
  });

  it("answers 'Unsupported file type' for an image and converts Office documents when LibreOffice is there", async () => {
    const image = await upload(api, { bytes: PNG, name: 'photo.png', type: 'image/png' });
    const group = (await groups(api))[0]!;
    const created = await api.call('POST', '/resource', {
      as: ADMIN,
      body: { fileName: 'Photo', groupId: group.id, fileUrl: image.body.url },
    });
    const unsupported = await raw(api, `/resource/preview/${created.body.id}`);
    expect(unsupported.status).toBe(415);
    expect(unsupported.json().message).toBe('Unsupported file type');

    const soffice = libreOfficePath();
    if (!soffice) return;
    // A docx and a pptx written by LibreOffice itself from a text file.
    const dir = await mkdtemp(join(tmpdir(), 'hive-office-test-'));
    try {
      await writeFile(join(dir, 'note.txt'), 'Quarterly speaker notes\nSecond line');
      const run = promisify(execFile);
      const profile = `-env:UserInstallation=file://${dir}/profile`;
      await run(soffice, [profile, '--headless', '--convert-to', 'docx', '--outdir', dir, join(dir, 'note.txt')], { timeout: 120_000 });
      await run(soffice, [profile, '--headless', '--convert-to', 'odp', '--outdir', dir, join(dir, 'note.txt')], {
        timeout: 120_000,
      }).catch(() => undefined);
      const docx = await readFile(join(dir, 'note.docx'));
      const up = await upload(api, { bytes: docx, name: 'note.docx', type: 'application/octet-stream' });
      expect(up.status).toBe(201);
      const res = await api.call('POST', '/resource', { as: ADMIN, body: { fileName: 'Notes', groupId: group.id, fileUrl: up.body.url } });
      // LibreOffice through a wrapper that counts its runs.
      const runs = join(dir, 'runs');
      const counting = join(dir, 'soffice');
      await writeFile(counting, `#!/bin/sh\necho run >> '${runs}'\nexec '${soffice}' "$@"\n`, { mode: 0o755 });
      const conversions = async () => (await readFile(runs, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
      const previous = process.env.LIBREOFFICE_PATH;
      process.env.LIBREOFFICE_PATH = counting;
      try {
        for (const [attempt, expected] of [
          ['first', 1],
          ['second', 1],
        ] as const) {
          const started = Date.now();
          const preview = await raw(api, `/resource/preview/${res.body.id}`);
          console.log(`docx preview, ${attempt}: ${Date.now() - started} ms`);
          expect(preview.status).toBe(200);
          // The second preview reads the PDF kept in the file store: LibreOffice does not run again.
          expect(await conversions()).toBe(expected);
          const pages = await pageTexts(preview.bytes);
          expect(pages.length).toBeGreaterThan(0);
          for (const text of pages) expect(text).toContain(WATERMARK_TEXT);
        }
        // The kept PDF is never served as it is: /files serves no previews, and the resource's file is its download's.
        const source = up.body.url as string;
        expect((await raw(api, source)).status).toBe(404);
        expect((await raw(api, source.replace('/protected/', '/previews/') + '.pdf')).status).toBe(404);
      } finally {
        if (previous === undefined) delete process.env.LIBREOFFICE_PATH;
        else process.env.LIBREOFFICE_PATH = previous;
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it("remembers a failed conversion by the document's bytes: the next preview answers the failure without LibreOffice", async () => {
    const soffice = libreOfficePath();
    if (!soffice) return;
    const group = (await groups(api))[0]!;
    // A .docx by its first bytes (a zip's) that is no document: LibreOffice loads nothing and writes no PDF.
    const corrupt = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from(`not a document ${Date.now()}`)]);
    const resourceOf = async (name: string) => {
      const up = await upload(api, { bytes: corrupt, name: `${name}.docx`, type: 'application/octet-stream' });
      expect(up.status).toBe(201);
      const created = await api.call('POST', '/resource', { as: ADMIN, body: { fileName: name, groupId: group.id, fileUrl: up.body.url } });
      return created.body.id as number;
    };
    const first = await resourceOf('Broken');
    const dir = await mkdtemp(join(tmpdir(), 'hive-office-test-'));
    const runs = join(dir, 'runs');
    const counting = join(dir, 'soffice');
    await writeFile(counting, `#!/bin/sh\necho run >> '${runs}'\nexec '${soffice}' "$@"\n`, { mode: 0o755 });
    const conversions = async () => (await readFile(runs, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
    const previous = process.env.LIBREOFFICE_PATH;
    process.env.LIBREOFFICE_PATH = counting;
    const failed = { status: 502, message: CONVERSION_FAILED };
    try {
      let started = Date.now();
      const once = await raw(api, `/resource/preview/${first}`);
      console.log(`corrupt docx, first preview: ${Date.now() - started} ms`);
      expect({ status: once.status, message: once.json().message }).toEqual(failed);
      expect(await conversions()).toBe(1);
      // Again, and the same bytes uploaded as another resource: the failure at once, LibreOffice not run again.
      const second = await resourceOf('Broken again');
      for (const id of [first, second]) {
        started = Date.now();
        const again = await raw(api, `/resource/preview/${id}`);
        const ms = Date.now() - started;
        console.log(`corrupt docx, remembered failure: ${ms} ms`);
        expect({ status: again.status, message: again.json().message }).toEqual(failed);
        expect(ms).toBeLessThan(2_000);
      }
      expect(await conversions()).toBe(1);
    } finally {
      if (previous === undefined) delete process.env.LIBREOFFICE_PATH;
      else process.env.LIBREOFFICE_PATH = previous;
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it("answers a tenant's preview beyond its waiting conversions with 429 at once", async () => {
    const group = (await groups(api))[0]!;
    const ids: number[] = [];
    for (let n = 0; n <= CONVERSIONS_PER_TENANT; n += 1) {
      const bytes = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from(`document ${n} ${Date.now()}`)]);
      const up = await upload(api, { bytes, name: `queued-${n}.docx`, type: 'application/octet-stream' });
      const created = await api.call('POST', '/resource', {
        as: ADMIN,
        body: { fileName: `Queued ${n}`, groupId: group.id, fileUrl: up.body.url },
      });
      ids.push(created.body.id as number);
    }
    // A LibreOffice that takes 3 s and fails: the tenant's places stay taken while the previews arrive.
    const dir = await mkdtemp(join(tmpdir(), 'hive-office-test-'));
    const slow = join(dir, 'soffice');
    await writeFile(slow, '#!/bin/sh\nsleep 3\nexit 1\n', { mode: 0o755 });
    const previous = process.env.LIBREOFFICE_PATH;
    process.env.LIBREOFFICE_PATH = slow;
    try {
      const started = Date.now();
      const answers = await Promise.all(
        ids.map(async (id) => {
          const res = await raw(api, `/resource/preview/${id}`);
          return { status: res.status, message: res.json().message as string, ms: Date.now() - started };
        }),
      );
      const busy = answers.filter((a) => a.status === 429);
      expect(busy).toEqual([{ status: 429, message: PREVIEWS_BUSY, ms: expect.any(Number) }]);
      // At once: before the first conversion ended.
      const converted = answers.filter((a) => a.status === 502);
      expect(converted).toHaveLength(CONVERSIONS_PER_TENANT);
      expect(busy[0]!.ms).toBeLessThan(Math.min(...converted.map((a) => a.ms)));
    } finally {
      if (previous === undefined) delete process.env.LIBREOFFICE_PATH;
      else process.env.LIBREOFFICE_PATH = previous;
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses uploads of the wrong type or size', async () => {
    const wrong = await upload(api, {
      bytes: Buffer.from('MZ\x90\x00 not a document'),
      name: 'tool.exe',
      type: 'application/octet-stream',
    });
    expect(wrong).toEqual({
      status: 415,
      body: expect.objectContaining({ message: 'Only PDF, Word, PowerPoint, Excel, PNG and JPEG files are accepted' }),
    });
    const disguised = await upload(api, { bytes: PNG, name: 'slides.pdf', type: 'application/pdf' });
    expect(disguised.status).toBe(415);
    const fakeDocx = await upload(api, { bytes: Buffer.from('plain text'), name: 'a.docx', type: 'application/octet-stream' });
    expect(fakeDocx.status).toBe(415);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(RESOURCE_MAX_BYTES + 1)]);
    const tooBig = await upload(api, { bytes: big, name: 'big.pdf', type: 'application/pdf' });
    expect(tooBig).toEqual({ status: 413, body: expect.objectContaining({ message: 'The file is larger than 25 MB' }) });
    expect((await upload(api, { bytes: PNG, name: 'a.png', type: 'image/png' }, 'speaker-liaison@demo.test')).status).toBe(403);
  });

  it("takes the library's upload at spec 002 §7's POST /resource/contract too, with the same checks, its URL a resource's file", async () => {
    const pdf = await demoPdf('Signed contract', 1);
    const uploaded = await upload(api, { bytes: pdf, name: 'Contract.pdf', type: 'application/pdf' }, ADMIN, '/resource/contract');
    expect(uploaded).toMatchObject({
      status: 201,
      body: { url: expect.stringMatching(/^\/files\/demo\/protected\/[0-9a-f-]+\.pdf$/), fileName: 'Contract.pdf', size: pdf.length },
    });
    const group = (await groups(api)).find((g) => g.name === 'Contracts')!;
    const created = await api.call('POST', '/resource', {
      as: ADMIN,
      body: { fileName: 'Signed contract', groupId: group.id, fileUrl: uploaded.body.url, sourceName: uploaded.body.fileName },
    });
    expect(created.status).toBe(201);
    const wrong = await upload(
      api,
      { bytes: Buffer.from('MZ\x90\x00'), name: 'c.pdf', type: 'application/pdf' },
      ADMIN,
      '/resource/contract',
    );
    expect(wrong.status).toBe(415);
    const liaison = await upload(
      api,
      { bytes: pdf, name: 'c.pdf', type: 'application/pdf' },
      'speaker-liaison@demo.test',
      '/resource/contract',
    );
    expect(liaison).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'You do not have permission to create speaker_attachment' }),
    });
  });

  it('lists speakers to assign with search, specialty and Assigned filters, and assigns in bulk', async () => {
    const { resource } = await createPdfResource(api);
    const all = await api.call('GET', '/resource/speakers', { as: ADMIN, query: { attachmentId: resource.id, limit: 5 } });
    expect(all.status).toBe(200);
    expect(all.body.results).toHaveLength(5);
    expect(Object.keys(all.body.results[0]).sort()).toEqual(
      ['assigned', 'attachments', 'credentials', 'email', 'firstName', 'id', 'lastName', 'specialty', 'speakerType'].sort(),
    );
    const ids = all.body.results.slice(0, 3).map((s: { id: number }) => s.id);
    const assigned = await api.call('POST', '/resource/assign', {
      as: ADMIN,
      body: { attachmentId: resource.id, speakerIds: ids, assigned: true },
    });
    expect(assigned.body).toEqual({ count: 3, message: 'Attachment assigned to 3 speaker(s)' });
    const onlyAssigned = await api.call('GET', '/resource/speakers', {
      as: ADMIN,
      query: { attachmentId: resource.id, isAssignedFilter: 'assigned' },
    });
    expect(onlyAssigned.body.count).toBe(3);
    expect(
      onlyAssigned.body.results.every(
        (s: { assigned: boolean; attachments: { attachmentId: number }[] }) =>
          s.assigned && s.attachments.some((a) => a.attachmentId === resource.id),
      ),
    ).toBe(true);
    const unassigned = await api.call('GET', '/resource/speakers', {
      as: ADMIN,
      query: { attachmentId: resource.id, isAssignedFilter: 'unassigned' },
    });
    expect(unassigned.body.count).toBe(all.body.count - 3);
    const removed = await api.call('POST', '/resource/assign', {
      as: ADMIN,
      body: { attachmentId: resource.id, speakerIds: ids.slice(0, 2), assigned: false },
    });
    expect(removed.body.message).toBe('Attachment unassigned to 2 speaker(s)');
    const toggled = await api.call('POST', '/resource/toggle', { as: ADMIN, body: { attachmentId: resource.id, speakerId: ids[2] } });
    expect(toggled.body).toEqual({ assigned: false, message: 'Attachment unassigned to 1 speaker(s)' });

    const specialties = (await api.call('GET', '/resource/speaker/specialties', { as: ADMIN })).body.results as string[];
    expect(specialties.length).toBeGreaterThan(0);
    const bySpecialty = await api.call('GET', '/resource/speakers', {
      as: ADMIN,
      query: { attachmentId: resource.id, specialtyFilter: specialties[0]!, limit: 100 },
    });
    expect(bySpecialty.body.results.every((s: { specialty: string }) => s.specialty === specialties[0])).toBe(true);
    const searched = await api.call('GET', '/resource/speakers', {
      as: ADMIN,
      query: { attachmentId: resource.id, searchQuery: all.body.results[0].lastName },
    });
    expect(searched.body.results.map((s: { id: number }) => s.id)).toContain(all.body.results[0].id);
    expect(
      (await api.call('GET', '/resource/speakers', { as: ADMIN, query: { attachmentId: resource.id, isAssignedFilter: 'maybe' } })).body
        .message,
    ).toBe('isAssignedFilter must be all, assigned or unassigned');
    expect(
      (await api.call('GET', '/resource/speakers', { as: 'speaker-liaison@demo.test', query: { attachmentId: resource.id } })).status,
    ).toBe(403);
  });

  it('lists, searches, sorts and exports the resources (XLSX)', async () => {
    const list = await api.call('GET', '/resource', { as: ADMIN, query: { sortBy: 'fileName', limit: 100 } });
    const names = list.body.results.map((r: { fileName: string }) => r.fileName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const searched = await api.call('GET', '/resource', { as: ADMIN, query: { searchQuery: 'PRC-1002' } });
    expect(searched.body.results.map((r: { fileName: string }) => r.fileName)).toEqual(['Program Guidelines']);
    const file = await raw(api, '/resource/export');
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Resources')!;
    expect((sheet.getRow(1).values as string[]).slice(1, 7)).toEqual(['Resource', 'Category', 'Expiration', 'Topic', 'Year', 'PRC Code']);
    expect(sheet.rowCount - 1).toBe(list.body.count);
  });

  it("never reaches another tenant's groups or resources", async () => {
    const [acmeGroup] = await api.owner<{ id: number }>(sql`select id from resource_groups where tenant_id = 'acme' limit 1`);
    const [acmeResource] = await api.owner<{ id: number }>(
      sql`select id from attachments where tenant_id = 'acme' and kind = 'resource' limit 1`,
    );
    expect((await api.call('GET', `/resource/group/${acmeGroup!.id}`, { as: ADMIN })).status).toBe(404);
    expect((await api.call('PUT', `/resource/group/${acmeGroup!.id}`, { as: ADMIN, body: { name: 'x' } })).status).toBe(404);
    expect((await api.call('PUT', '/resource/group', { as: ADMIN, body: { id: acmeGroup!.id, name: 'x' } })).status).toBe(404);
    expect((await api.call('DELETE', '/resource/group', { as: ADMIN, body: { id: acmeGroup!.id } })).status).toBe(404);
    expect((await api.call('GET', `/resource/${acmeResource!.id}`, { as: ADMIN })).status).toBe(404);
    expect((await raw(api, `/resource/preview/${acmeResource!.id}`)).status).toBe(404);
    const moved = await api.call('POST', '/resource', {
      as: ADMIN,
      body: { fileName: 'x', groupId: acmeGroup!.id, fileUrl: 'https://x.example.com' },
    });
    expect(moved.status).toBe(400);
  });
});
