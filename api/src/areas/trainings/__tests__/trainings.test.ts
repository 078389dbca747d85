import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, lastAudit, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { pdfLines } from '../../../__tests__/pdfText.ts';
import { only } from '../../../platform/db/client.ts';
import { createStorage } from '../../../platform/storage/index.ts';
import { dueDayOf, nextMidnightUtc, TRAINING_MESSAGES as M, resumingFrom, trainingStatus, profileTrainingStatus } from '../contract.ts';

const ADMIN = 'admin@demo.test';
const SPEAKER = 'speaker@demo.test';
const FIELD_REP = 'field-rep@demo.test';
const LIAISON = 'speaker-liaison@demo.test';
const MARKETING = 'marketing@demo.test';
const CLIP = readFileSync(new URL('../seed-assets/demo-training.webm', import.meta.url));
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const TABLES = ['training_programs', 'training_videos', 'speaker_trainings'];

async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function post(api: TestApi, url: string, body: { payload: Buffer; contentType: string }, as = ADMIN) {
  const r = await api.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}`, 'content-type': body.contentType },
  });
  return { status: r.statusCode, body: r.json() };
}

async function raw(api: TestApi, url: string, as = ADMIN, headers: Record<string, string> = {}) {
  const r = await api.app.inject({
    method: 'GET',
    url,
    headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}`, ...headers },
  });
  return { status: r.statusCode, headers: r.headers, bytes: r.rawPayload, text: r.body };
}

const uploadVideo = async (api: TestApi, bytes = CLIP, fields = { name: 'Clip', description: 'A test clip', durationInSeconds: '8' }) =>
  post(api, '/speaker-training/upload-video', await multipart(fields, { bytes, name: 'clip.webm', type: 'video/webm' }));

describe.each(ENGINES)('speaker training routes on $name', (engine) => {
  const storage = createStorage({ dataDir: 'memory://' });
  const api = useApi(engine, () => ({ storage }));
  const speakerIdOf = async (email: string) =>
    only(await api.owner<{ id: number }>(sql`select speaker_id as id from users where email = ${email} and tenant_id = 'demo'`)).id;
  afterEach(() => {
    delete process.env.TRAINING_VIDEO_MAX_BYTES;
  });

  async function videoProgram(name = 'Video training') {
    const video = await uploadVideo(api);
    expect(video.status).toBe(201);
    const program = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: name, type: 'video', expirationDate: inDays(90), videoId: video.body.id },
    });
    expect(program.status).toBe(201);
    return { program: program.body, videoId: video.body.id as number };
  }

  it('creates, lists, updates and deletes programs, with audit rows', async () => {
    const created = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: 'Hand hygiene', type: 'checkbox', expirationDate: inDays(30) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ programName: 'Hand hygiene', type: 'checkbox', topic: null, assignedCount: 0 });
    expect(created.body.expirationDate).toBe(`${inDays(30)}T12:00:00.000Z`);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'speaker_training_program', action: 'create' });
    const listed = await api.call('GET', '/speaker-training/programs', { as: FIELD_REP, query: { searchQuery: 'hygiene' } });
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((p: { id: number }) => p.id)).toEqual([created.body.id]);
    expect(listed.body.count).toBe(1);
    const [topic] = (await api.call('GET', '/speaker-training/topics', { as: ADMIN })).body;
    const updated = await api.call('PUT', `/speaker-training/program/${created.body.id}`, {
      as: ADMIN,
      body: { programName: 'Hand hygiene 2', topicId: topic.id, expirationDate: inDays(40) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ programName: 'Hand hygiene 2', topic: { id: topic.id } });
    const byTopic = await api.call('GET', '/speaker-training/programs/topic', { as: ADMIN, query: { topic: topic.id } });
    expect(byTopic.body.map((p: { id: number }) => p.id)).toContain(created.body.id);
    expect((await api.call('DELETE', `/speaker-training/program/${created.body.id}`, { as: ADMIN })).status).toBe(204);
    expect((await api.call('GET', `/speaker-training/program/${created.body.id}`, { as: ADMIN })).status).toBe(404);
  });

  it('answers the texts of spec 002 §5 to a bad program, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ programName: 'x', expirationDate: inDays(3) }, M.typeRequired],
      [{ type: 'checkbox', programName: '  ', expirationDate: inDays(3) }, M.nameRequired],
      [{ type: 'checkbox', programName: 'x' }, M.expirationRequired],
      [{ type: 'checkbox', programName: 'x', expirationDate: inDays(-1) }, M.expirationFuture],
      [{ type: 'video', programName: 'x', expirationDate: inDays(3) }, M.videoRequired],
      [{ type: 'checkbox', programName: 'x', expirationDate: inDays(3), topicId: 999999 }, M.invalidTopic],
    ];
    await expectNothingWritten(api, TABLES, async () => {
      for (const [body, message] of cases) {
        const res = await api.call('POST', '/speaker-training/program', { as: ADMIN, body });
        expect(res.status, message).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });
  });

  it('renames an expired program; a changed expiration must still be in the future', async () => {
    const created = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: 'Old policy', type: 'checkbox', expirationDate: inDays(30) },
    });
    const id = created.body.id as number;
    await api.owner(sql`update training_programs set expiration_date = ${`${inDays(-10)}T12:00:00.000Z`} where id = ${id}`);
    const renamed = await api.call('PUT', `/speaker-training/program/${id}`, {
      as: ADMIN,
      body: { programName: 'Old policy (archived)', expirationDate: inDays(-10) },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ programName: 'Old policy (archived)', expirationDate: `${inDays(-10)}T12:00:00.000Z` });
    await expectNothingWritten(api, TABLES, async () => {
      const moved = await api.call('PUT', `/speaker-training/program/${id}`, {
        as: ADMIN,
        body: { programName: 'Old policy (archived)', expirationDate: inDays(-5) },
      });
      expect(moved).toMatchObject({ status: 400, body: { message: M.expirationFuture } });
    });
    const extended = await api.call('PUT', `/speaker-training/program/${id}`, {
      as: ADMIN,
      body: { programName: 'Old policy', expirationDate: inDays(20) },
    });
    expect(extended.body.expirationDate).toBe(`${inDays(20)}T12:00:00.000Z`);
  });

  it('lets field reps, speakers and liaisons read but not create, edit or delete programs; marketing reads nothing', async () => {
    const [first] = (await api.call('GET', '/speaker-training/programs', { as: ADMIN })).body.results;
    const body = { programName: 'x', type: 'checkbox', expirationDate: inDays(3) };
    for (const who of [FIELD_REP, SPEAKER, LIAISON]) {
      expect((await api.call('POST', '/speaker-training/program', { as: who, body })).status, who).toBe(403);
      expect((await api.call('PUT', `/speaker-training/program/${first.id}`, { as: who, body })).status, who).toBe(403);
      expect((await api.call('DELETE', `/speaker-training/program/${first.id}`, { as: who })).status, who).toBe(403);
      expect(
        (await api.call('POST', '/speaker-training/assign/all', { as: who, body: { programId: first.id, dueDate: inDays(3) } })).status,
      ).toBe(403);
    }
    expect((await api.call('GET', '/speaker-training', { as: MARKETING })).status).toBe(403);
    expect((await api.call('GET', '/speaker-training/programs', { as: MARKETING })).status).toBe(403);
  });

  it('shows a speaker only their own trainings and the programs assigned to them, without export', async () => {
    const own = await speakerIdOf(SPEAKER);
    const mine = await api.call('GET', '/speaker-training', { as: SPEAKER, query: { limit: 100 } });
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBeGreaterThan(0);
    expect(new Set(mine.body.results.map((t: { speaker: { id: number } }) => t.speaker.id))).toEqual(new Set([own]));
    const all = await api.call('GET', '/speaker-training', { as: ADMIN, query: { limit: 100 } });
    expect(all.body.count).toBeGreaterThan(mine.body.count);
    const programs = await api.call('GET', '/speaker-training/programs', { as: SPEAKER, query: { limit: 100 } });
    const assigned = new Set(mine.body.results.map((t: { program: { id: number } }) => t.program.id));
    for (const p of programs.body.results) expect(assigned.has(p.id)).toBe(true);
    // The screen offers a speaker no export; asked for directly it holds only their own rows.
    const exported = await raw(api, '/speaker-training/export', SPEAKER);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount - 1).toBe(mine.body.count);
    const other = all.body.results.find((t: { speaker: { id: number } }) => t.speaker.id !== own);
    expect((await api.call('GET', `/speaker-training/${other.id}`, { as: SPEAKER })).status).toBe(404);
    expect(
      (await api.call('PUT', `/speaker-training/${other.id}`, { as: SPEAKER, body: { videoProgressDurationInSeconds: 1 } })).status,
    ).toBe(404);
  });

  it('lists with search, type filter, sort and paging; exports XLSX with the list columns', async () => {
    const checkbox = await api.call('GET', '/speaker-training', {
      as: ADMIN,
      query: { limit: 100, filters: { programTypes: ['checkbox'] } },
    });
    expect(checkbox.body.count).toBeGreaterThan(0);
    for (const t of checkbox.body.results) expect(t.program.type).toBe('checkbox');
    const sorted = await api.call('GET', '/speaker-training', { as: ADMIN, query: { limit: 100, sortBy: 'dueDate', sortDesc: true } });
    const dues = sorted.body.results.map((t: { dueDate: string }) => t.dueDate);
    expect(dues).toEqual([...dues].sort().reverse());
    const page = await api.call('GET', '/speaker-training', { as: ADMIN, query: { limit: 2, page: 2, sortBy: 'dueDate', sortDesc: true } });
    expect(page.body.results.map((t: { id: number }) => t.id)).toEqual(sorted.body.results.slice(2, 4).map((t: { id: number }) => t.id));
    const name = sorted.body.results[0].speaker.lastName;
    const found = await api.call('GET', '/speaker-training', { as: ADMIN, query: { searchQuery: name.toUpperCase(), limit: 100 } });
    for (const t of found.body.results) expect(JSON.stringify(t).toLowerCase()).toContain(name.toLowerCase());
    expect((await api.call('GET', '/speaker-training', { as: ADMIN, query: { sortBy: 'nope' } })).status).toBe(400);
    const file = await raw(api, '/speaker-training/export');
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      'Speaker',
      'Training',
      'Type',
      'Topic',
      'Due Date',
      'Completion Date',
      'Trained By',
      'Status',
    ]);
    expect(sheet.rowCount - 1).toBe(sorted.body.count);
  });

  it('streams a video upload and serves it with ranges: 200, 206 with Content-Range, 416 out of bounds', async () => {
    const { program, videoId } = await videoProgram('Ranges');
    const meta = await api.call('GET', `/speaker-training/program/${program.id}/video`, { as: ADMIN });
    expect(meta.body).toMatchObject({ id: videoId, name: 'Clip', description: 'A test clip', durationInSeconds: 8, programName: 'Ranges' });
    const whole = await raw(api, meta.body.url);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(Buffer.compare(whole.bytes, CLIP)).toBe(0);
    const part = await raw(api, meta.body.url, ADMIN, { range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${CLIP.length}`);
    expect(Buffer.compare(part.bytes, CLIP.subarray(100, 1100))).toBe(0);
    const tail = await raw(api, meta.body.url, ADMIN, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(Buffer.compare(tail.bytes, CLIP.subarray(CLIP.length - 10))).toBe(0);
    for (const range of [`bytes=${CLIP.length}-`, 'bytes=50-10', 'items=0-1']) {
      const refused = await raw(api, meta.body.url, ADMIN, { range });
      expect(refused.status, range).toBe(416);
      expect(refused.headers['content-range']).toBe(`bytes */${CLIP.length}`);
    }
    // A speaker without the program assigned reaches neither its metadata nor its bytes.
    expect((await api.call('GET', `/speaker-training/program/${program.id}/video`, { as: SPEAKER })).status).toBe(404);
    expect((await raw(api, meta.body.url, SPEAKER)).status).toBe(404);
  });

  it('refuses a video of another type, an oversized one and one without its fields, storing nothing', async () => {
    await expectNothingWritten(api, TABLES, async () => {
      const pdf = await uploadVideo(api, Buffer.from('%PDF-1.7 not a video at all'));
      expect(pdf).toMatchObject({ status: 415, body: { message: M.videoType } });
      process.env.TRAINING_VIDEO_MAX_BYTES = '10000';
      // The limit the wizard checks first is the one the upload applies.
      expect((await api.call('GET', '/speaker-training/upload-limit', { as: ADMIN })).body).toEqual({ maxBytes: 10000 });
      const big = await uploadVideo(api);
      expect(big.status).toBe(413);
      expect(big.body.message).toMatch(/larger than/);
      delete process.env.TRAINING_VIDEO_MAX_BYTES;
      expect((await api.call('GET', '/speaker-training/upload-limit', { as: ADMIN })).body).toEqual({ maxBytes: 2 * 1024 ** 3 });
      const noName = await uploadVideo(api, CLIP, { name: '', description: 'd', durationInSeconds: '8' });
      expect(noName).toMatchObject({ status: 400, body: { message: M.videoNameRequired } });
      const noDescription = await uploadVideo(api, CLIP, { name: 'n', description: '', durationInSeconds: '8' });
      expect(noDescription).toMatchObject({ status: 400, body: { message: M.videoDescriptionRequired } });
      const noFile = await post(
        api,
        '/speaker-training/upload-video',
        await multipart({ name: 'n', description: 'd', durationInSeconds: '8' }),
      );
      expect(noFile).toMatchObject({ status: 400, body: { message: M.videoRequired } });
      expect(
        (
          await post(
            api,
            '/speaker-training/upload-video',
            await multipart({}, { bytes: CLIP, name: 'c.webm', type: 'video/webm' }),
            SPEAKER,
          )
        ).status,
      ).toBe(403);
    });
  });

  it('assigns to selected speakers, all speakers and the speakers of a topic; refuses invalid training data', async () => {
    const created = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: 'Assign me', type: 'checkbox', expirationDate: inDays(60) },
    });
    const id = created.body.id;
    const own = await speakerIdOf(SPEAKER);
    const one = await api.call('POST', `/speaker-training/assign/speaker/${own}`, {
      as: ADMIN,
      body: { programId: id, dueDate: inDays(10) },
    });
    expect(one).toMatchObject({ status: 201, body: { assigned: 1 } });
    const mine = await api.call('GET', `/speaker-training/speaker/${own}/program/${id}`, { as: SPEAKER });
    expect(mine.body.dueDate).toBe(new Date(Date.parse(`${inDays(10)}T00:00:00Z`) + 86_400_000).toISOString());
    expect(mine.body.status).toBe('Pending');
    const assigned = await api.call('GET', `/speaker-training/program/${id}/assigned-speakers`, { as: ADMIN });
    expect(assigned.body.map((s: { id: number }) => s.id)).toEqual([own]);
    const eligible = await api.call('GET', `/speaker-training/program/${id}/eligible-speakers`, { as: ADMIN });
    expect(eligible.body.map((s: { id: number }) => s.id)).not.toContain(own);
    // What tells same-name speakers apart in the assign dialog (issue 28 #15).
    expect(Object.keys(eligible.body[0]).sort()).toEqual(['credentials', 'email', 'firstName', 'id', 'lastName', 'specialty']);
    const all = await api.call('POST', '/speaker-training/assign/all', { as: ADMIN, body: { programId: id, dueDate: inDays(10) } });
    expect(all.body.assigned).toBe(eligible.body.length);
    expect((await api.call('GET', `/speaker-training/program/${id}/eligible-speakers`, { as: ADMIN })).body).toEqual([]);
    for (const body of [{ dueDate: inDays(1) }, { programId: id }, { programId: 99999999, dueDate: inDays(1) }]) {
      const res = await api.call('POST', `/speaker-training/assign/speaker/${own}`, { as: ADMIN, body });
      expect(res).toMatchObject({ status: 400, body: { message: M.invalidTrainingData } });
    }
    const none = await api.call('POST', '/speaker-training/assign/speakers', {
      as: ADMIN,
      body: { programId: id, dueDate: inDays(1), speakerIds: [] },
    });
    expect(none).toMatchObject({ status: 400, body: { message: M.speakerRequired } });
    expect((await api.call('DELETE', `/speaker-training/training/${id}/speaker/${own}`, { as: ADMIN })).status).toBe(204);
    expect((await api.call('GET', `/speaker-training/speaker/${own}/program/${id}`, { as: SPEAKER })).status).toBe(404);
    const [topic] = (await api.call('GET', '/speaker-training/topics', { as: ADMIN })).body;
    const second = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: 'Topic training', type: 'checkbox', expirationDate: inDays(60), topicId: topic.id },
    });
    const byTopic = await api.call('POST', `/speaker-training/assign/topic/${topic.id}`, {
      as: ADMIN,
      body: { programId: second.body.id, dueDate: inDays(5) },
    });
    const expected = await api.owner<{ n: number }>(sql`select count(distinct es.speaker_id)::int as n from event_speakers es
      join events e on e.id = es.event_id join speakers s on s.id = es.speaker_id where e.topic_id = ${topic.id} and s.status = 'active'`);
    expect(byTopic.body.assigned).toBe(expected[0]!.n);
  });

  it('refuses a completion without the full progress and progress beyond the elapsed time; completes with a certificate', async () => {
    const { program } = await videoProgram('Watch me');
    const own = await speakerIdOf(SPEAKER);
    await api.call('POST', `/speaker-training/assign/speaker/${own}`, { as: ADMIN, body: { programId: program.id, dueDate: inDays(10) } });
    const training = (await api.call('GET', `/speaker-training/speaker/${own}/program/${program.id}`, { as: SPEAKER })).body;
    const put = (body: object, as = SPEAKER, headers?: Record<string, string>) =>
      api.call('PUT', `/speaker-training/${training.id}`, { as, body, headers });
    const early = await put({ videoCompletedAt: new Date().toISOString() });
    expect(early).toMatchObject({ status: 422, body: { message: M.notWatched } });
    const skip = await put({ videoProgressDurationInSeconds: 8 });
    expect(skip).toMatchObject({ status: 422, body: { message: M.fastForward } });
    const start = await put({ videoProgressDurationInSeconds: 2, videoStartedAt: new Date().toISOString() });
    expect(start.status).toBe(200);
    expect(start.body.videoProgressDurationInSeconds).toBe(2);
    expect(start.body.videoStartedAt).not.toBeNull();
    expect((await put({ completionDate: new Date().toISOString() })).status).toBe(403);
    // Six seconds of watching pass (the start and the last save moved back), then the end is reached.
    await api.owner(sql`update speaker_trainings set video_started_at = video_started_at - interval '6 seconds',
      video_progress_saved_at = now() - interval '6 seconds' where id = ${training.id}`);
    expect((await put({ videoProgressDurationInSeconds: 8 })).body.videoProgressDurationInSeconds).toBe(8);
    const impersonated = await api.call('PUT', `/speaker-training/${training.id}`, {
      as: ADMIN,
      headers: { 'x-impersonate-speaker-id': String(own) },
      body: { videoCompletedAt: new Date().toISOString() },
    });
    expect(impersonated).toMatchObject({ status: 403, body: { message: M.impersonatedAttestation } });
    const done = await put({ videoCompletedAt: new Date().toISOString() });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'Complete', videoProgressDurationInSeconds: 8 });
    expect(done.body.trainedBy).toMatch(/\S+ \S+/);
    expect(done.body.videoCompletedAt).not.toBeNull();
    expect(done.body.completionAttachment.fileName).toBe('Certificate - Watch me.pdf');
    const pdf = await raw(api, done.body.completionAttachment.fileUrl, SPEAKER);
    expect(pdf.status).toBe(200);
    const lines = pdfLines(pdf.bytes.toString('latin1'));
    expect(lines).toContain('Certificate of Completion');
    expect(lines).toContain(done.body.trainedBy);
    expect(lines).toContain('Watch me');
    expect(lines).toContain('Demo Pharma');
    expect(lines.some((l) => l.startsWith('Completed on '))).toBe(true);
  });

  /** The demo speaker assigned a 600 s video training: its row, a save as the speaker, and wall-clock time passing (every
   *  stored time of the training moves back in the database). */
  async function longVideoTraining(programName: string) {
    const video = await uploadVideo(api, CLIP, { name: 'Long', description: 'Ten minutes', durationInSeconds: '600' });
    const program = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName, type: 'video', expirationDate: inDays(90), videoId: video.body.id },
    });
    const own = await speakerIdOf(SPEAKER);
    await api.call('POST', `/speaker-training/assign/speaker/${own}`, {
      as: ADMIN,
      body: { programId: program.body.id, dueDate: inDays(10) },
    });
    const training = (await api.call('GET', `/speaker-training/speaker/${own}/program/${program.body.id}`, { as: SPEAKER })).body;
    const put = (body: object) => api.call('PUT', `/speaker-training/${training.id}`, { as: SPEAKER, body });
    const elapse = (seconds: number) =>
      api.owner(sql`update speaker_trainings set video_started_at = video_started_at - make_interval(secs => ${seconds}),
        video_progress_saved_at = video_progress_saved_at - make_interval(secs => ${seconds}) where id = ${training.id}`);
    return { training, put, elapse };
  }

  it('lets a speaker watch a 600 s video as the player saves it (start on the first play, then every 30 s) and complete it', async () => {
    const { put, elapse } = await longVideoTraining('Ten minutes');
    const start = await put({ videoStartedAt: new Date().toISOString(), videoProgressDurationInSeconds: 0 });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ videoProgressDurationInSeconds: 0, status: 'Pending' });
    expect(start.body.videoStartedAt).not.toBeNull();
    // The player's interval: round(600 / 20) = 30 s; each save comes 30 s of watching after the one before.
    for (let seconds = 30; seconds <= 600; seconds += 30) {
      await elapse(30);
      const saved = await put({ videoProgressDurationInSeconds: seconds });
      expect(saved.status, `save at ${seconds} s`).toBe(200);
      expect(saved.body.videoProgressDurationInSeconds).toBe(seconds);
    }
    const done = await put({ videoProgressDurationInSeconds: 600, videoCompletedAt: new Date().toISOString() });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'Complete', videoProgressDurationInSeconds: 600 });
    expect(done.body.completionAttachment.fileName).toBe('Certificate - Ten minutes.pdf');
  });

  it("refuses progress that runs ahead of the time watched: 'Fast forward is disabled', nothing saved", async () => {
    const video = await uploadVideo(api, CLIP, { name: 'Long', description: 'Ten minutes', durationInSeconds: '600' });
    const program = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: 'No skipping', type: 'video', expirationDate: inDays(90), videoId: video.body.id },
    });
    const own = await speakerIdOf(SPEAKER);
    await api.call('POST', `/speaker-training/assign/speaker/${own}`, {
      as: ADMIN,
      body: { programId: program.body.id, dueDate: inDays(10) },
    });
    const training = (await api.call('GET', `/speaker-training/speaker/${own}/program/${program.body.id}`, { as: SPEAKER })).body;
    const put = (body: object) => api.call('PUT', `/speaker-training/${training.id}`, { as: SPEAKER, body });
    const back = (seconds: number) =>
      api.owner(sql`update speaker_trainings set video_started_at = video_started_at - make_interval(secs => ${seconds}),
        video_progress_saved_at = video_progress_saved_at - make_interval(secs => ${seconds}) where id = ${training.id}`);
    // Not started: no more than the slack.
    expect(await put({ videoProgressDurationInSeconds: 30 })).toMatchObject({ status: 422, body: { message: M.fastForward } });
    expect((await put({ videoStartedAt: new Date().toISOString(), videoProgressDurationInSeconds: 0 })).status).toBe(200);
    // 30 s after the start, a jump to 5 minutes is refused; 30 s is saved.
    await back(30);
    expect(await put({ videoProgressDurationInSeconds: 300 })).toMatchObject({ status: 422, body: { message: M.fastForward } });
    expect((await put({ videoProgressDurationInSeconds: 30 })).body.videoProgressDurationInSeconds).toBe(30);
    // 10 s later, 60 is refused (at most 30 + 10 + the 5 s slack).
    await back(10);
    expect(await put({ videoProgressDurationInSeconds: 60 })).toMatchObject({ status: 422, body: { message: M.fastForward } });
    // A refused save changes nothing, and completing needs the progress to reach the duration.
    const now = (await api.call('GET', `/speaker-training/${training.id}`, { as: SPEAKER })).body;
    expect(now).toMatchObject({ videoProgressDurationInSeconds: 30, completionDate: null });
    expect(await put({ videoCompletedAt: new Date().toISOString() })).toMatchObject({ status: 422, body: { message: M.notWatched } });
    expect(await put({ videoProgressDurationInSeconds: 600, videoCompletedAt: new Date().toISOString() })).toMatchObject({
      status: 422,
      body: { message: M.fastForward },
    });
  });

  it('progress cannot outrun the clock: many small saves reach no further than the time since the start', async () => {
    const { training, put, elapse } = await longVideoTraining('Small steps');
    /** 120 saves of +5 s each (the whole 600 s), as fast as they go: the progress each reaches, and the refusals. */
    const smallSaves = async () => {
      const refusals = new Set<string>();
      for (let seconds = 5; seconds <= 600; seconds += 5) {
        const saved = await put({ videoProgressDurationInSeconds: seconds });
        if (saved.status !== 200) refusals.add(`${saved.status} ${saved.body.message}`);
      }
      return refusals;
    };
    const state = async () => (await api.call('GET', `/speaker-training/${training.id}`, { as: SPEAKER })).body;
    /** The progress saved, and the wall-clock seconds since the recorded start (the database's clock). */
    const reached = async () => {
      const { elapsed } = only(
        await api.owner<{ elapsed: number }>(sql`select extract(epoch from now() - video_started_at)::float8 as elapsed
          from speaker_trainings where id = ${training.id}`),
      );
      return { progress: (await state()).videoProgressDurationInSeconds as number, elapsed };
    };
    expect((await put({ videoStartedAt: new Date().toISOString(), videoProgressDurationInSeconds: 0 })).status).toBe(200);
    // Right after the start: no further than the 5 s allowance, however many saves.
    expect(await smallSaves()).toEqual(new Set([`422 ${M.fastForward}`]));
    const first = await reached();
    expect(first.progress).toBeGreaterThanOrEqual(5);
    expect(first.progress).toBeLessThanOrEqual(first.elapsed + 5);
    const early = await put({ videoProgressDurationInSeconds: 600, videoCompletedAt: new Date().toISOString() });
    expect(early).toMatchObject({ status: 422, body: { message: M.fastForward } });
    // 300 s after the start: up to 305 s, then refused again; completing is still refused.
    await elapse(300);
    expect(await smallSaves()).toEqual(new Set([`422 ${M.fastForward}`]));
    const second = await reached();
    expect(second.progress).toBeGreaterThanOrEqual(305);
    expect(second.progress).toBeLessThanOrEqual(second.elapsed + 5);
    const half = await put({ videoCompletedAt: new Date().toISOString() });
    expect(half).toMatchObject({ status: 422, body: { message: M.notWatched } });
    expect(await state()).toMatchObject({ completionDate: null, videoCompletedAt: null, completionAttachment: null, status: 'Pending' });
    // Progress saved before this rule (past the clock) does not complete either.
    await api.owner(sql`update speaker_trainings set video_progress_seconds = 600 where id = ${training.id}`);
    const stale = await put({ videoCompletedAt: new Date().toISOString() });
    expect(stale).toMatchObject({ status: 422, body: { message: M.fastForward } });
    expect(await state()).toMatchObject({ completionDate: null, videoCompletedAt: null, completionAttachment: null });
    // Once 600 s have passed since the start, the end is reached and completes with its certificate.
    await api.owner(sql`update speaker_trainings set video_progress_seconds = ${second.progress} where id = ${training.id}`);
    await elapse(300);
    expect(await smallSaves()).toEqual(new Set());
    const done = await put({ videoCompletedAt: new Date().toISOString() });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'Complete', videoProgressDurationInSeconds: 600 });
    expect(done.body.completionAttachment.fileName).toBe('Certificate - Small steps.pdf');
  });

  it('deletes an uploaded video with its file: its programs stay without it, unfinished progress goes, completions stay', async () => {
    const { program, videoId } = await videoProgram('Retired video');
    const own = await speakerIdOf(SPEAKER);
    const { id: other } = only(
      await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo' and status = 'active'
      and id <> ${own} order by id limit 1`),
    );
    for (const speakerId of [own, other])
      await api.call('POST', `/speaker-training/assign/speaker/${speakerId}`, {
        as: ADMIN,
        body: { programId: program.id, dueDate: inDays(9) },
      });
    const trainingOf = async (speakerId: number) =>
      (await api.call('GET', `/speaker-training/speaker/${speakerId}/program/${program.id}`, { as: ADMIN })).body;
    const watching = await trainingOf(own);
    await api.owner(sql`update speaker_trainings set video_progress_seconds = 4, video_started_at = now() - interval '1 minute'
      where id = ${watching.id}`);
    const completed = await trainingOf(other);
    await api.call('PUT', `/speaker-training/${completed.id}`, { as: ADMIN, body: { completionDate: new Date().toISOString() } });
    const { key } = only(await api.owner<{ key: string }>(sql`select storage_key as key from training_videos where id = ${videoId}`));
    expect(await storage.stat(key)).not.toBeNull();
    // Who may not delete videos, and ids that are not one.
    for (const who of [FIELD_REP, SPEAKER, LIAISON]) {
      const refused = await api.call('DELETE', `/speaker-training/videos/${videoId}`, { as: who });
      expect(refused, who).toMatchObject({ status: 403, body: { message: 'You do not have permission to delete speaker_training_video' } });
    }
    expect((await api.call('DELETE', '/speaker-training/videos/first', { as: ADMIN })).body.message).toMatch(/^id must be a positive/);
    expect(await api.call('DELETE', '/speaker-training/videos/2000000000', { as: ADMIN })).toMatchObject({
      status: 404,
      body: { message: 'Training video 2000000000 not found' },
    });
    expect(await storage.stat(key)).not.toBeNull();

    expect((await api.call('DELETE', `/speaker-training/videos/${videoId}`, { as: ADMIN })).status).toBe(204);
    const audits = await lastAudit(api, 4);
    expect(audits.map((a) => [a.entity, a.entity_id, a.action])).toEqual([
      ['speaker_training', String(watching.id), 'update'],
      ['speaker_training_program', String(program.id), 'update'],
      ['speaker_training_video', String(videoId), 'delete'],
      expect.anything(),
    ]);
    expect(await storage.stat(key)).toBeNull();
    expect((await raw(api, `/speaker-training/videos/${videoId}/content`)).status).toBe(404);
    expect(await api.call('GET', `/speaker-training/program/${program.id}/video`, { as: ADMIN })).toMatchObject({
      status: 404,
      body: { message: M.noVideo },
    });
    expect((await api.call('GET', `/speaker-training/program/${program.id}`, { as: ADMIN })).body).toMatchObject({
      type: 'video',
      videoId: null,
    });
    expect(await trainingOf(own)).toMatchObject({ videoProgressDurationInSeconds: 0, videoStartedAt: null, completionDate: null });
    const kept = await trainingOf(other);
    expect(kept.status).toBe('Complete');
    expect(kept.completionAttachment).not.toBeNull();
    expect((await raw(api, kept.completionAttachment.fileUrl)).status).toBe(200);
    expect((await api.call('DELETE', `/speaker-training/videos/${videoId}`, { as: ADMIN })).status).toBe(404);
  });

  it('answers a speaker only the speakers and programs in their scope in the assign lists', async () => {
    const own = await speakerIdOf(SPEAKER);
    const reach = new Set(
      (
        await api.owner<{ id: number }>(sql`select ${own} as id union select co.speaker_id from event_speakers es
          join event_speakers co on co.event_id = es.event_id where es.speaker_id = ${own}`)
      ).map((r) => r.id),
    );
    const mine = (await api.call('GET', '/speaker-training', { as: SPEAKER, query: { limit: 100 } })).body.results[0].program.id;
    const notMine = (
      await api.call('POST', '/speaker-training/program', {
        as: ADMIN,
        body: { programName: 'Not assigned to the speaker', type: 'checkbox', expirationDate: inDays(30) },
      })
    ).body.id;
    for (const which of ['eligible', 'assigned']) {
      const all = await api.call('GET', `/speaker-training/program/${mine}/${which}-speakers`, { as: ADMIN });
      const listed = await api.call('GET', `/speaker-training/program/${mine}/${which}-speakers`, { as: SPEAKER });
      expect(listed.status).toBe(200);
      const ids = listed.body.map((s: { id: number }) => s.id);
      expect(
        ids.filter((id: number) => !reach.has(id)),
        which,
      ).toEqual([]);
      expect(ids, which).toEqual(all.body.map((s: { id: number }) => s.id).filter((id: number) => reach.has(id)));
      expect(await api.call('GET', `/speaker-training/program/${notMine}/${which}-speakers`, { as: SPEAKER })).toMatchObject({
        status: 404,
        body: { message: `Training program ${notMine} not found` },
      });
    }
  });

  it('marks and unmarks completions: unticking a video training clears trainedBy, its video times and progress', async () => {
    const { program } = await videoProgram('Mark me');
    const own = await speakerIdOf(SPEAKER);
    await api.call('POST', `/speaker-training/assign/speaker/${own}`, { as: ADMIN, body: { programId: program.id, dueDate: inDays(-3) } });
    const training = (await api.call('GET', `/speaker-training/speaker/${own}/program/${program.id}`, { as: ADMIN })).body;
    expect(training.status).toBe('Overdue');
    await api.owner(
      sql`update speaker_trainings set video_progress_seconds = 4, video_started_at = now(), trained_by = 'X' where id = ${training.id}`,
    );
    const ticked = await api.call('PUT', `/speaker-training/${training.id}`, {
      as: ADMIN,
      body: { completionDate: new Date().toISOString() },
    });
    expect(ticked.body.status).toBe('Complete');
    expect(ticked.body.completionAttachment).not.toBeNull();
    const unticked = await api.call('PUT', `/speaker-training/${training.id}`, { as: ADMIN, body: { completionDate: null } });
    expect(unticked.body).toMatchObject({
      status: 'Overdue',
      completionDate: null,
      trainedBy: null,
      videoCompletedAt: null,
      videoStartedAt: null,
      videoProgressDurationInSeconds: 0,
      completionAttachment: null,
    });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'speaker_training', action: 'update' });
    // A checkbox training keeps trainedBy when unticked.
    const checkbox = (
      await api.call('GET', '/speaker-training', { as: ADMIN, query: { limit: 100, filters: { programTypes: ['checkbox'] } } })
    ).body.results[0];
    await api.call('PUT', `/speaker-training/${checkbox.id}`, {
      as: ADMIN,
      body: { completionDate: new Date().toISOString(), trainedBy: 'Coach' },
    });
    const cleared = await api.call('PUT', `/speaker-training/${checkbox.id}`, { as: ADMIN, body: { completionDate: null } });
    expect(cleared.body).toMatchObject({ completionDate: null, trainedBy: 'Coach' });
    expect((await api.call('PUT', `/speaker-training/${checkbox.id}`, { as: FIELD_REP, body: { completionDate: null } })).status).toBe(403);
  });

  it('uploads a certificate only as a PDF (by content) and deletes it', async () => {
    const training = (await api.call('GET', '/speaker-training', { as: ADMIN, query: { limit: 1 } })).body.results[0];
    const url = `/speaker-training/training/${training.id}/certificate`;
    const fake = await post(
      api,
      url,
      await multipart({}, { bytes: Buffer.from('GIF89a not a pdf'), name: 'cert.pdf', type: 'application/pdf' }),
    );
    expect(fake).toMatchObject({ status: 415, body: { message: M.certificatePdf } });
    expect((await post(api, url, await multipart({}))).body.message).toBe(M.noFile);
    const real = await post(
      api,
      url,
      await multipart({}, { bytes: Buffer.from('%PDF-1.4\n%%EOF'), name: 'signed.pdf', type: 'application/pdf' }),
    );
    expect(real.status).toBe(201);
    expect(real.body.fileName).toBe('signed.pdf');
    expect((await raw(api, real.body.fileUrl)).text).toContain('%PDF-1.4');
    const own = (await api.call('GET', '/speaker-training', { as: SPEAKER, query: { limit: 1 } })).body.results[0];
    const pdf = await multipart({}, { bytes: Buffer.from('%PDF-1.4'), name: 'x.pdf', type: 'application/pdf' });
    expect((await post(api, `/speaker-training/training/${own.id}/certificate`, pdf, SPEAKER)).status).toBe(403);
    expect((await post(api, url, pdf, SPEAKER)).status).toBe(training.speaker.id === own.speaker.id ? 403 : 404);
    expect((await api.call('DELETE', url, { as: ADMIN })).status).toBe(204);
    expect((await api.call('GET', `/speaker-training/${training.id}`, { as: ADMIN })).body.completionAttachment).toBeNull();
  });

  it('measures the upload speed of the raw 5 MB test body and refuses a larger one or another kind of body', async () => {
    const speed = (payload: Buffer, contentType = 'application/octet-stream') =>
      post(api, '/speaker-training/check-upload-speed', { payload, contentType });
    const res = await speed(Buffer.alloc(5_242_880, 1));
    expect(res.status).toBe(200);
    expect(res.body.bytes).toBe(5_242_880);
    expect(res.body.bitsPerSecond).toBeGreaterThan(0);
    expect(Math.round(res.body.bitsPerSecond * 100) / 100).toBe(res.body.bitsPerSecond);
    expect(await speed(Buffer.alloc(5_242_881, 1))).toEqual({
      status: 413,
      body: expect.objectContaining({ message: M.speedTestTooLarge }),
    });
    const form = await multipart({}, { bytes: Buffer.alloc(1024, 1), name: 'speed.bin', type: 'application/octet-stream' });
    expect(await post(api, '/speaker-training/check-upload-speed', form)).toEqual({
      status: 415,
      body: expect.objectContaining({ message: M.speedTestBody }),
    });
    // A smaller body is measured too; a role that cannot upload videos is refused; another route refuses a raw body.
    expect((await speed(Buffer.alloc(1024))).body.bytes).toBe(1024);
    const raw1k = { payload: Buffer.alloc(1024), contentType: 'application/octet-stream' };
    expect((await post(api, '/speaker-training/check-upload-speed', raw1k, SPEAKER)).status).toBe(403);
    expect((await post(api, '/speaker-training/program', raw1k)).status).toBe(415);
  });

  it("never answers acme's trainings or programs to demo", async () => {
    const [acme] = await api.owner<{ id: number; programId: number }>(sql`select id, program_id as "programId" from speaker_trainings
      where tenant_id = 'acme' limit 1`);
    expect((await api.call('GET', `/speaker-training/${acme!.id}`, { as: ADMIN })).status).toBe(404);
    expect((await api.call('PUT', `/speaker-training/${acme!.id}`, { as: ADMIN, body: { completionDate: null } })).status).toBe(404);
    expect((await api.call('GET', `/speaker-training/program/${acme!.programId}`, { as: ADMIN })).status).toBe(404);
    expect((await api.call('DELETE', `/speaker-training/program/${acme!.programId}`, { as: ADMIN })).status).toBe(404);
  });
});

describe('training rules', () => {
  it('stores a due date as the next midnight and shows it as the day entered (issue 28 #27)', () => {
    expect(nextMidnightUtc('2027-01-15')).toBe('2027-01-16T00:00:00.000Z');
    expect(dueDayOf(nextMidnightUtc('2027-01-15'))).toBe('2027-01-15');
    expect(dueDayOf(nextMidnightUtc('2027-12-31'))).toBe('2027-12-31');
  });

  it('derives the status (spec 002 §4) and the profile status with Expired (spec 001)', () => {
    const now = new Date('2026-06-10T09:00:00Z');
    expect(trainingStatus({ completionDate: '2026-06-01T00:00:00Z', dueDate: '2026-01-01T00:00:00Z' }, now)).toBe('Complete');
    expect(trainingStatus({ completionDate: null, dueDate: '2026-06-09T00:00:00Z' }, now)).toBe('Overdue');
    expect(trainingStatus({ completionDate: null, dueDate: '2026-06-11T00:00:00Z' }, now)).toBe('Pending');
    const expired = { completionDate: '2026-01-01T00:00:00Z', dueDate: '2026-01-01T00:00:00Z', expirationDate: '2026-06-01T12:00:00Z' };
    expect(profileTrainingStatus(expired, now)).toBe('Expired');
    expect(profileTrainingStatus({ ...expired, expirationDate: '2026-12-01T12:00:00Z' }, now)).toBe('Complete');
  });

  it("formats 'Resuming from {time}'", () => {
    expect(resumingFrom(75)).toBe('Resuming from 1:15');
    expect(resumingFrom(3725)).toBe('Resuming from 1:02:05');
  });
});
