import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const CLIP = readFileSync(new URL('../../../../../../../api/src/areas/trainings/seed-assets/demo-training.webm', import.meta.url));
const TRAININGS = `
  query Trainings($first: Int, $page: Int, $sortBy: SpeakerTrainingSortField, $sortDesc: Boolean, $searchQuery: String, $programTypes: [TrainingType!], $speakerInternalId: Int) {
    speakerTrainings(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, programTypes: $programTypes, speakerInternalId: $speakerInternalId) {
      totalCount
      edges { node { id internalId status profileStatus dueDate completionDate trainedBy videoProgressDurationInSeconds
        speaker { internalId firstName lastName }
        program { id internalId programName type typeLabel expirationDate topic { internalId description } }
        completionAttachment { fileName fileUrl } } }
    }
  }`;
const PROGRAMS = `
  query Programs($first: Int, $types: [TrainingType!], $searchQuery: String) {
    trainingPrograms(first: $first, types: $types, searchQuery: $searchQuery) {
      totalCount
      edges { node { id internalId programName type typeLabel assignedCount expirationDate topic { description } } }
    }
  }`;
const PLAYER = `query($id: Int!) { trainingProgram(internalId: $id) { id programName type video { internalId name durationInSeconds url } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on SpeakerTraining { internalId status } ... on TrainingProgram { programName } } }`;
const CREATE = `mutation($input: CreateTrainingProgramInput!) { createTrainingProgram(input: $input) { program { id internalId programName type } } }`;
const ASSIGN = `mutation($input: AssignTrainingInput!) { assignTraining(input: $input) { assigned program { assignedCount } } }`;
const MARK = `mutation($input: UpdateSpeakerTrainingInput!) { updateSpeakerTraining(input: $input) { speakerTraining { status completionDate completionAttachment { fileName } } } }`;
const PROGRESS = `mutation($input: SaveTrainingVideoProgressInput!) { saveTrainingVideoProgress(input: $input) { speakerTraining { status videoProgressDurationInSeconds } } }`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

type Edges<T> = { totalCount: number; edges: { node: T }[] };

let stack: Stack;
let admin: string;
let speaker: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  speaker = await stack.signIn('speaker@demo.test');
  // A hundred trainings more (one program for each of 100 speakers), so that a page of 100 is full.
  await stack.api.db.asOwner(async (tx) => {
    await tx.query(
      sql`insert into speakers (tenant_id, first_name, last_name) select 'demo', 'Bulk', 'Trainee ' || g from generate_series(1, 100) g`,
    );
    await tx.query(sql`insert into training_programs (tenant_id, program_name, type, expiration_date)
      values ('demo', 'Bulk program', 'checkbox', now() + interval '90 days')`);
    await tx.query(sql`insert into speaker_trainings (tenant_id, speaker_id, program_id, due_date)
      select 'demo', s.id, (select max(id) from training_programs where tenant_id = 'demo'), now() + interval '5 days'
      from speakers s where s.tenant_id = 'demo' and s.last_name like 'Trainee %'`);
  });
});
afterAll(() => stack?.close());

describe('speaker trainings through GraphQL', () => {
  it('costs the same REST calls for 100 trainings and programs as for 10 (no N+1)', async () => {
    const ten = await stack.gql<{ speakerTrainings: Edges<unknown> }>(TRAININGS, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql<{ speakerTrainings: Edges<unknown> }>(TRAININGS, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(ten.data!.speakerTrainings.edges).toHaveLength(10);
    expect(hundred.data!.speakerTrainings.edges).toHaveLength(100);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    // The list and the caller's hidden fields (a training's speaker and topic are redacted here too), in parallel.
    expect(hundred.upstreamCalls).toBe(2);
    const p10 = await stack.gql(PROGRAMS, { token: admin, variables: { first: 10 } });
    const p100 = await stack.gql(PROGRAMS, { token: admin, variables: { first: 100 } });
    expect(p10.errors).toBeUndefined();
    expect(p100.upstreamCalls).toBe(p10.upstreamCalls);
  });

  it("shows a speaker only their own trainings, with statuses and the profile's Expired", async () => {
    const mine = await stack.gql<{ speakerTrainings: Edges<{ speaker: { internalId: number }; status: string; profileStatus: string }> }>(
      TRAININGS,
      { token: speaker, variables: { first: 100 } },
    );
    expect(mine.errors).toBeUndefined();
    const speakers = new Set(mine.data!.speakerTrainings.edges.map((e) => e.node.speaker.internalId));
    expect(speakers.size).toBe(1);
    for (const { node } of mine.data!.speakerTrainings.edges) expect(['COMPLETE', 'OVERDUE', 'PENDING']).toContain(node.status);
    const typed = await stack.gql<{ speakerTrainings: Edges<{ program: { type: string; typeLabel: string } }> }>(TRAININGS, {
      token: admin,
      variables: { first: 100, programTypes: ['CHECKBOX'] },
    });
    for (const { node } of typed.data!.speakerTrainings.edges)
      expect(node.program).toMatchObject({ type: 'CHECKBOX', typeLabel: 'Interactive Training' });
  });

  it('creates and assigns a program, marks a completion, resolves node(id:) like the root fields', async () => {
    const created = await stack.gql<{ createTrainingProgram: { program: { id: string; internalId: number } } }>(CREATE, {
      token: admin,
      variables: { input: { programName: 'GraphQL training', type: 'CHECKBOX', expirationDate: inDays(30) } },
    });
    expect(created.errors).toBeUndefined();
    const program = created.data!.createTrainingProgram.program;
    const refused = await stack.gql(ASSIGN, { token: admin, variables: { input: { programId: program.id, dueDate: inDays(3) } } });
    expect(refused.errors?.[0]?.message).toBe('Select at least one valid assignment type');
    const none = await stack.gql(ASSIGN, {
      token: admin,
      variables: { input: { programId: program.id, dueDate: inDays(3), assignment: 'SPEAKERS', speakerIds: [] } },
    });
    expect(none.errors?.[0]?.message).toBe('At least one speaker is required');
    const all = await stack.gql<{ assignTraining: { assigned: number; program: { assignedCount: number } } }>(ASSIGN, {
      token: admin,
      variables: { input: { programId: program.id, dueDate: inDays(3), assignment: 'ALL' } },
    });
    expect(all.errors).toBeUndefined();
    expect(all.data!.assignTraining.assigned).toBeGreaterThan(100);
    expect(all.data!.assignTraining.program.assignedCount).toBe(all.data!.assignTraining.assigned);
    const rows = await stack.gql<{ speakerTrainings: Edges<{ id: string; internalId: number }> }>(TRAININGS, {
      token: admin,
      variables: { first: 1, searchQuery: 'GraphQL training' },
    });
    const training = rows.data!.speakerTrainings.edges[0]!.node;
    const marked = await stack.gql<{
      updateSpeakerTraining: { speakerTraining: { status: string; completionAttachment: { fileName: string } } };
    }>(MARK, {
      token: admin,
      variables: { input: { id: training.id, completed: true } },
    });
    expect(marked.data!.updateSpeakerTraining.speakerTraining).toMatchObject({
      status: 'COMPLETE',
      completionAttachment: { fileName: 'Certificate - GraphQL training.pdf' },
    });
    const byNode = await stack.gql(NODE, { token: admin, variables: { id: training.id } });
    expect(byNode.data!.node).toEqual({ internalId: training.internalId, status: 'COMPLETE' });
    expect((await stack.gql(NODE, { token: admin, variables: { id: program.id } })).data!.node).toEqual({
      programName: 'GraphQL training',
    });
    const field = await stack.gql(MARK, {
      token: await stack.signIn('field-rep@demo.test'),
      variables: { input: { id: training.id, completed: false } },
    });
    expect(field.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('streams a video upload through the BFF, serves its ranges, and refuses a skip ahead', async () => {
    const form = new FormData();
    form.append('name', 'Streamed');
    form.append('description', 'Through the BFF');
    form.append('durationInSeconds', '8');
    form.append('file', new Blob([new Uint8Array(CLIP)], { type: 'video/webm' }), 'clip.webm');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const headers = { 'x-tenant-id': 'demo', authorization: `Bearer ${admin}`, 'x-requested-with': 'test' };
    const uploaded = await stack.bff.inject({
      method: 'POST',
      url: '/uploads/training-video',
      payload,
      headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const videoId = uploaded.json().id as number;
    const created = await stack.gql<{ createTrainingProgram: { program: { internalId: number } } }>(CREATE, {
      token: admin,
      variables: { input: { programName: 'Streamed video', type: 'VIDEO', expirationDate: inDays(30), videoId } },
    });
    const programId = created.data!.createTrainingProgram.program.internalId;
    const player = await stack.gql<{ trainingProgram: { video: { url: string; durationInSeconds: number } } }>(PLAYER, {
      token: admin,
      variables: { id: programId },
    });
    expect(player.data!.trainingProgram.video).toMatchObject({ url: `/training-videos/${videoId}`, durationInSeconds: 8 });
    const part = await stack.bff.inject({
      method: 'GET',
      url: `/training-videos/${videoId}`,
      headers: { ...headers, range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${CLIP.length}`);
    expect(Buffer.compare(part.rawPayload, CLIP.subarray(10, 20))).toBe(0);
    const outside = await stack.bff.inject({
      method: 'GET',
      url: `/training-videos/${videoId}`,
      headers: { ...headers, range: `bytes=${CLIP.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    // The demo speaker's seeded video training: a jump to the end is refused.
    const own = await stack.gql<{ speakerTrainings: Edges<{ id: string; program: { type: string } }> }>(TRAININGS, {
      token: speaker,
      variables: { first: 100, programTypes: ['VIDEO'] },
    });
    const video = own.data!.speakerTrainings.edges[0]!.node;
    const skip = await stack.gql(PROGRESS, { token: speaker, variables: { input: { id: video.id, progressSeconds: 8, completed: true } } });
    expect(skip.errors?.[0]?.message).toBe('Fast forward is disabled');
  });

  it('passes the raw 5 MB speed test body to the service and answers its rate; refuses a multipart one', async () => {
    const headers = { 'x-tenant-id': 'demo', authorization: `Bearer ${admin}`, 'x-requested-with': 'test' };
    const checked = await stack.bff.inject({
      method: 'POST',
      url: '/uploads/check-upload-speed',
      payload: Buffer.alloc(5_242_880, 7),
      headers: { ...headers, 'content-type': 'application/octet-stream' },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ bytes: 5_242_880, bitsPerSecond: expect.any(Number) });
    const multipart = await stack.bff.inject({
      method: 'POST',
      url: '/uploads/check-upload-speed',
      payload: '--x\r\n',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json().message).toBe('Send the bytes as application/octet-stream');
  });

  it("deletes a program's video with deleteTrainingVideo: the program stays without it; others are refused", async () => {
    const form = new FormData();
    form.append('name', 'Short-lived');
    form.append('description', 'Deleted again');
    form.append('durationInSeconds', '8');
    form.append('file', new Blob([new Uint8Array(CLIP)], { type: 'video/webm' }), 'clip.webm');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await stack.bff.inject({
      method: 'POST',
      url: '/uploads/training-video',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        'x-tenant-id': 'demo',
        authorization: `Bearer ${admin}`,
        'x-requested-with': 'test',
        'content-type': request.headers.get('content-type')!,
      },
    });
    const created = await stack.gql<{ createTrainingProgram: { program: { id: string; internalId: number } } }>(CREATE, {
      token: admin,
      variables: { input: { programName: 'Video to delete', type: 'VIDEO', expirationDate: inDays(30), videoId: uploaded.json().id } },
    });
    const { id, internalId } = created.data!.createTrainingProgram.program;
    const DELETE_VIDEO = `mutation($input: DeleteTrainingVideoInput!) {
      deleteTrainingVideo(input: $input) { program { id hasVideo video { internalId } } } }`;
    // A field rep reads the program but may not delete its video; a speaker does not reach a program not assigned to them.
    const fieldRep = await stack.signIn('field-rep@demo.test');
    const refused = await stack.gql(DELETE_VIDEO, { token: fieldRep, variables: { input: { programId: id } } });
    expect(refused.errors?.[0]?.message).toBe('You do not have permission to delete speaker_training_video');
    const unseen = await stack.gql(DELETE_VIDEO, { token: speaker, variables: { input: { programId: id } } });
    expect(unseen.errors?.[0]?.message).toBe('No video found for this program');
    const deleted = await stack.gql<{ deleteTrainingVideo: { program: { id: string; hasVideo: boolean; video: null } } }>(DELETE_VIDEO, {
      token: admin,
      variables: { input: { programId: id } },
    });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteTrainingVideo.program).toEqual({ id, hasVideo: false, video: null });
    const player = await stack.gql<{ trainingProgram: { video: null } }>(PLAYER, { token: admin, variables: { id: internalId } });
    expect(player.data!.trainingProgram.video).toBeNull();
    const again = await stack.gql(DELETE_VIDEO, { token: admin, variables: { input: { programId: id } } });
    expect(again.errors?.[0]?.message).toBe('No video found for this program');
  });

  it("finds the player's training of a program among more than 100 video trainings, and records the start on the first play", async () => {
    const speakerId = (await stack.gql<{ viewer: { speakerId: number } }>('{ viewer { speakerId } }', { token: speaker })).data!.viewer
      .speakerId;
    // 101 more video programs assigned to the demo speaker: the one asked for is the oldest of them.
    const programId = await stack.api.db.asOwner(async (tx) => {
      const [video] = await tx.query<{ id: number }>(sql`select id from training_videos where tenant_id = 'demo' limit 1`);
      const programs = await tx.query<{ id: number }>(sql`insert into training_programs (tenant_id, program_name, type, expiration_date,
        video_id) select 'demo', 'Many videos ' || g, 'video', now() + interval '90 days', ${video!.id} from generate_series(1, 101) g
        returning id`);
      await tx.query(sql`insert into speaker_trainings (tenant_id, speaker_id, program_id, due_date)
        select 'demo', ${speakerId}, p.id, now() + interval '5 days' from training_programs p where p.program_name like 'Many videos %'`);
      return Math.min(...programs.map((p) => p.id));
    });
    const OF_PROGRAM = `query($s: Int!, $p: Int!) { speakerTrainingOfProgram(speakerInternalId: $s, programInternalId: $p) {
      id videoStartedAt videoProgressDurationInSeconds program { internalId } } }`;
    const found = await stack.gql<{
      speakerTrainingOfProgram: { id: string; videoStartedAt: string | null; program: { internalId: number } };
    }>(OF_PROGRAM, { token: speaker, variables: { s: speakerId, p: programId } });
    expect(found.errors).toBeUndefined();
    expect(found.data!.speakerTrainingOfProgram).toMatchObject({ videoStartedAt: null, program: { internalId: programId } });
    const START = `mutation($input: SaveTrainingVideoProgressInput!) { saveTrainingVideoProgress(input: $input) {
      speakerTraining { videoStartedAt videoProgressDurationInSeconds } } }`;
    const started = await stack.gql<{ saveTrainingVideoProgress: { speakerTraining: { videoStartedAt: string | null } } }>(START, {
      token: speaker,
      variables: { input: { id: found.data!.speakerTrainingOfProgram.id, progressSeconds: 0, started: true } },
    });
    expect(started.errors).toBeUndefined();
    expect(started.data!.saveTrainingVideoProgress.speakerTraining.videoStartedAt).not.toBeNull();
    // A program the speaker does not have: null, not an error.
    const none = await stack.gql(OF_PROGRAM, { token: admin, variables: { s: speakerId, p: 99999999 } });
    expect(none.errors).toBeUndefined();
    expect(none.data).toEqual({ speakerTrainingOfProgram: null });
  });
});
