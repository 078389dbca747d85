import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only, type Tx } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { multipartRefusal, readFilePart, type FilePart } from '../../platform/http/multipart.ts';
import type { Router } from '../../platform/http/route.ts';
import { sniffContentType } from '../../platform/storage/contentType.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { SPEAKER_NAME, visibleColumns, writeWorkbook, XLSX_TYPE, type ExportColumn } from '../events/eventExport.ts';
import { fileNotFound } from '../files/fileAccess.ts';
import { idParam } from '../lookups/lookups.ts';
import { certificatePdf } from './certificate.ts';
import {
  atNoonUtc,
  dueDayOf,
  nextMidnightUtc,
  PROGRAM_RELATED,
  SPEED_TEST_BYTES,
  TRAINING_MESSAGES as M,
  TRAINING_RELATED,
  TRAINING_TYPE_LABELS,
  TRAINING_TYPES,
  videoMaxBytes,
} from './contract.ts';
import {
  callerListQuery,
  certificatePath,
  getProgram,
  getTraining,
  listPrograms,
  listTrainings,
  PROGRAM_SORT_FIELDS,
  programListQuery,
  programScope,
  TRAINING_SORT_FIELDS,
  trainingListQuery,
  trainingScope,
  type TrainingDto,
} from './queries.ts';

const ID = z.coerce.number({ message: 'id must be a positive whole number' }).int().positive().max(2_147_483_647);
const speakerParam = z.object({ speakerId: ID });
const speakerProgramParams = z.object({ speakerId: ID, programId: ID });
const day = z.string({ message: M.invalidTrainingData }).regex(/^\d{4}-\d{2}-\d{2}/, 'Dates are YYYY-MM-DD');
/** Largest certificate PDF a person uploads (the service's upload limit, 5 MiB). */
const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
/** The fixed allowance of the progress checks (network and timer jitter): the progress may run this many seconds ahead
 *  of the wall-clock time since the recorded start, and a save this many seconds ahead of the time since the progress
 *  before it was reached. Granted once over the whole viewing, never again per save. */
const PROGRESS_ALLOWANCE_SECONDS = 5;

/** Video kinds by their first bytes: MP4/QuickTime (`ftyp` at offset 4), WebM/Matroska, Ogg. */
function sniffVideo(head: Buffer): { type: string; extension: string } | null {
  if (head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp') return { type: 'video/mp4', extension: 'mp4' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { type: 'video/webm', extension: 'webm' };
  if (head.length >= 4 && head.subarray(0, 4).toString('latin1') === 'OggS') return { type: 'video/ogg', extension: 'ogv' };
  return null;
}

const expirationDay = z
  .string({ message: M.expirationRequired })
  .min(1, M.expirationRequired)
  .regex(/^\d{4}-\d{2}-\d{2}/, M.expirationRequired)
  .refine((v) => !Number.isNaN(Date.parse(v.slice(0, 10))), M.expirationRequired);
/** An expiration day (stored at 12:00 UTC) still ahead. */
const isFuture = (day: string) => new Date(atNoonUtc(day)) > new Date();

const programBody = z
  .object({
    programName: z
      .string({ message: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(200, 'Training name must be at most 200 characters'),
    type: z.enum(TRAINING_TYPES, { message: M.typeRequired }),
    topicId: z.number({ message: M.invalidTopic }).int(M.invalidTopic).positive(M.invalidTopic).nullish(),
    expirationDate: expirationDay.refine(isFuture, M.expirationFuture),
    videoId: z.number({ message: M.videoRequired }).int().positive().nullish(),
  })
  .strict()
  .refine((b) => b.type !== 'video' || b.videoId, { message: M.videoRequired, path: ['videoId'] });
const programUpdate = z
  .object({
    programName: programBody.shape.programName,
    type: programBody.shape.type.optional(),
    topicId: programBody.shape.topicId,
    // In the future only when it changes (the handler checks): an expired program can still be renamed.
    expirationDate: expirationDay,
  })
  .strict();

/** Spec 002 §5: an assignment without its program or due date is 'Invalid training data'. */
const programRef = z
  .number({ message: M.invalidTrainingData })
  .int(M.invalidTrainingData)
  .positive(M.invalidTrainingData)
  .max(2_147_483_647);
const assignBody = z.object({ programId: programRef, dueDate: day }, { message: M.invalidTrainingData }).strict();
const invalidData = { message: M.invalidTrainingData };
const assignSpeakers = z
  .object({ programId: programRef, dueDate: day, speakerIds: z.array(ID, invalidData).min(1, M.speakerRequired).max(10_000) }, invalidData)
  .strict();

const trainingUpdate = z
  .object({
    completionDate: z.string().datetime({ offset: true, message: 'completionDate must be an ISO date-time' }).nullish(),
    dueDate: day.optional(),
    trainedBy: z.string().trim().max(200).nullish(),
    videoStartedAt: z.string().datetime({ offset: true }).nullish(),
    videoCompletedAt: z.string().datetime({ offset: true }).nullish(),
    videoProgressDurationInSeconds: z.number().int().min(0).max(86_400).optional(),
  })
  .strict();

const isSpeaker = (user: AuthUser) => user.role === 'speaker';

/** The training of `id` the caller reaches, with its raw video facts; 404 otherwise. */
async function trainingFor(tx: Tx, user: AuthUser, id: number): Promise<TrainingDto> {
  return (await getTraining(tx, sql`st.id = ${id} and ${trainingScope(user)}`)) ?? Promise.reject(notFound('Speaker training', id));
}

/** Writes the generated certificate of a completed training and stores it as the completion attachment. */
async function attachCertificate(tx: Tx, storage: FileStorage, tenantId: string, training: TrainingDto, completedAt: string) {
  const [tenant] = await tx.query<{ name: string }>(sql`select name from tenants where id = ${tenantId}`);
  const pdf = await certificatePdf({
    speaker: `${training.speaker.firstName} ${training.speaker.lastName}`,
    program: training.program.programName,
    topic: training.program.topic?.description ?? null,
    completedAt,
    tenant: tenant?.name ?? tenantId,
  });
  const key = `${tenantId}/protected/${randomUUID()}.pdf`;
  await storage.put(key, pdf, 'application/pdf');
  const fileName = `Certificate - ${training.program.programName}.pdf`;
  await tx.query(sql`update speaker_trainings set completion_attachment_key = ${key}, completion_attachment_name = ${fileName}
    where id = ${training.id}`);
}

/** The certificate of a multipart upload (at most 5 MiB): a PDF, by its content. */
async function readPdf(request: FastifyRequest): Promise<FilePart> {
  const { file } = await readFilePart(request, {
    maxBytes: CERTIFICATE_MAX_BYTES,
    tooLarge: `The file is larger than ${CERTIFICATE_MAX_BYTES / 1024 / 1024} MB`,
  });
  if (!file?.bytes.length) throw new HttpError(400, M.noFile);
  if (sniffContentType(file.bytes)?.type !== 'application/pdf') throw new HttpError(415, M.certificatePdf);
  return file;
}

interface UploadedVideo {
  key: string;
  size: number;
  contentType: string;
  name: string;
  description: string;
  durationInSeconds: number;
}

const videoFields = z.object({
  name: z.string({ message: M.videoNameRequired }).trim().min(1, M.videoNameRequired).max(200),
  description: z.string({ message: M.videoDescriptionRequired }).trim().min(1, M.videoDescriptionRequired).max(2000),
  durationInSeconds: z.coerce
    .number({ message: 'durationInSeconds must be a number of seconds' })
    .positive('durationInSeconds must be more than 0')
    .max(86_400, 'durationInSeconds must be at most 86400')
    .transform((n) => Math.round(n) || 1),
});

/**
 * Streams `POST upload-video`'s multipart body to the file store, chunk by chunk (never the whole file in memory),
 * before the request's transaction: the fields (name, description, durationInSeconds) come before the file part.
 * The first bytes decide the type; past `videoMaxBytes()` the upload stops with 413 and nothing stays stored.
 */
async function streamVideo(request: FastifyRequest, storage: FileStorage, tenantId: string): Promise<UploadedVideo> {
  const max = videoMaxBytes();
  const fields: Record<string, string> = {};
  let stored: { key: string; size: number; contentType: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: max, files: 1, fields: 5, fieldSize: 4000 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      const meta = videoFields.safeParse(fields);
      if (!meta.success) {
        part.file.resume();
        throw new HttpError(400, meta.error.issues[0]!.message);
      }
      // The first bytes (the 12 the signatures need) decide the type before anything is stored.
      const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      let head = Buffer.alloc(0);
      while (head.length < 12) {
        const next = await chunks.next();
        if (next.done) break;
        head = Buffer.concat([head, next.value]);
      }
      const kind = sniffVideo(head);
      if (!kind) {
        part.file.resume();
        throw new HttpError(head.length ? 415 : 400, head.length ? M.videoType : M.videoRequired);
      }
      const file = part.file;
      const body = Readable.from(
        (async function* () {
          yield head;
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
          // Busboy ends a file cut at the size limit as if complete: the cut is refused and nothing is kept.
          if (file.truncated) throw new HttpError(413, `The video is larger than ${formatBytes(max)}`);
        })(),
      );
      const key = `${tenantId}/protected/${randomUUID()}.${kind.extension}`;
      const size = await storage.putStream(key, body, kind.type).catch((error: Error) => {
        file.resume();
        throw error instanceof HttpError ? error : new HttpError(502, 'Failed to upload video');
      });
      stored = { key, size, contentType: kind.type };
    }
  } catch (error) {
    if (stored) await storage.delete(stored.key).catch(() => undefined);
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(400, M.videoRequired);
    throw multipartRefusal(error, `The video is larger than ${formatBytes(max)}`);
  }
  if (!stored) throw new HttpError(400, M.videoRequired);
  const meta = videoFields.parse(fields);
  return { ...stored, name: meta.name, description: meta.description, durationInSeconds: meta.durationInSeconds };
}

const formatBytes = (n: number) => (n >= 1024 ** 3 ? `${+(n / 1024 ** 3).toFixed(2)} GB` : `${+(n / 1024 ** 2).toFixed(2)} MB`);

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range) against a file of `size` bytes: the inclusive range, or 'invalid'. */
export function parseRange(header: string, size: number): { start: number; end: number } | 'invalid' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return 'invalid';
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (!suffix || !size) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

/** A program's topic as the trainings show it: its description, else its name. */
const TOPIC_SHOWN = [
  ['topic', 'description'],
  ['topic', 'name'],
] as const;
const EXPORT_COLUMNS: ExportColumn<TrainingDto>[] = [
  { header: 'Speaker', field: 'speaker', related: SPEAKER_NAME, width: 28, value: (r) => `${r.speaker.firstName} ${r.speaker.lastName}` },
  { header: 'Training', field: 'program', width: 36, value: (r) => r.program.programName },
  { header: 'Type', field: 'type', width: 20, value: (r) => TRAINING_TYPE_LABELS[r.program.type] },
  { header: 'Topic', field: 'topic', related: TOPIC_SHOWN, width: 28, value: (r) => r.program.topic?.description ?? '' },
  { header: 'Due Date', field: 'dueDate', width: 14, value: (r) => dueDayOf(r.dueDate) },
  { header: 'Completion Date', field: 'completionDate', width: 16, value: (r) => r.completionDate?.slice(0, 10) ?? '' },
  { header: 'Trained By', field: 'trainedBy', width: 24, value: (r) => r.trainedBy ?? '' },
  { header: 'Status', field: 'status', width: 12, value: (r) => r.status },
];

/** Inserts the trainings of `speakerIds` for a program (those already assigned are kept as they are). */
async function assign(tx: Tx, tenantId: string, programId: number, dueDate: string, speakers: { ids?: number[]; topicId?: number }) {
  const program = await getProgram(tx, programId);
  if (!program) throw new HttpError(400, M.invalidTrainingData);
  const due = nextMidnightUtc(dueDate);
  const chosen = speakers.ids
    ? sql`s.id = any(${sql.param(speakers.ids)}::int[])`
    : speakers.topicId
      ? sql`s.id in (select es.speaker_id from event_speakers es join events e on e.id = es.event_id where e.topic_id = ${speakers.topicId})`
      : sql`true`;
  if (speakers.ids) {
    const [{ found } = { found: 0 }] = await tx.query<{ found: number }>(
      sql`select count(*)::int as found from speakers s where ${chosen}`,
    );
    if (found !== new Set(speakers.ids).size) throw new HttpError(400, M.invalidTrainingData);
  }
  const rows = await tx.query<{ id: number }>(sql`insert into speaker_trainings (tenant_id, speaker_id, program_id, due_date)
    select ${tenantId}, s.id, ${programId}, ${due} from speakers s where ${chosen} and s.status = 'active'
    on conflict (tenant_id, speaker_id, program_id) do nothing returning id`);
  return rows.map((r) => r.id);
}

export function trainingRoutes(route: Router, storage: FileStorage) {
  const base = '/speaker-training';

  route({
    method: 'GET',
    url: base,
    permission: ['speaker_training', 'read'],
    related: TRAINING_RELATED,
    schema: { query: trainingListQuery },
    handler: async ({ tx, query, user, hidden }) =>
      listTrainings(tx, await callerListQuery(query, TRAINING_SORT_FIELDS, hidden), trainingScope(user)),
  });

  route({
    method: 'GET',
    url: `${base}/export`,
    permission: ['speaker_training', 'read'],
    schema: { query: trainingListQuery.omit({ page: true, limit: true }) },
    handler: async ({ tx, query, user, reply, hidden }) => {
      // Spec 002 §2.8: the screen offers speakers no export; one asked for directly holds only their own rows.
      const caller = await callerListQuery(query, TRAINING_SORT_FIELDS, hidden);
      const { results } = await listTrainings(tx, { ...caller, limit: null }, trainingScope(user));
      const columns = await visibleColumns(EXPORT_COLUMNS, null, hidden);
      const body = new PassThrough();
      sendFile(reply, body, { fileName: `Speaker_Trainings_${new Date().toISOString().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE });
      await writeWorkbook(
        body,
        'Speaker Trainings',
        columns,
        (async function* () {
          yield results;
        })(),
      );
      return reply;
    },
  });

  route({
    method: 'GET',
    url: `${base}/speaker/:speakerId`,
    permission: ['speaker_training', 'read'],
    related: TRAINING_RELATED,
    schema: { params: speakerParam, query: trainingListQuery },
    handler: async ({ tx, params, query, user, hidden }) =>
      listTrainings(
        tx,
        await callerListQuery(query, TRAINING_SORT_FIELDS, hidden),
        sql`st.speaker_id = ${params.speakerId} and ${trainingScope(user)}`,
      ),
  });

  route({
    method: 'GET',
    url: `${base}/speaker/:speakerId/program/:programId`,
    permission: ['speaker_training', 'read'],
    related: TRAINING_RELATED,
    schema: { params: speakerProgramParams },
    handler: async ({ tx, params, user }) =>
      (await getTraining(
        tx,
        sql`st.speaker_id = ${params.speakerId} and st.program_id = ${params.programId} and ${trainingScope(user)}`,
      )) ?? Promise.reject(new HttpError(404, `Speaker ${params.speakerId} has no training ${params.programId}`)),
  });

  route({
    method: 'GET',
    url: `${base}/program/:programId/speaker/:speakerId`,
    permission: ['speaker_training', 'read'],
    related: TRAINING_RELATED,
    schema: { params: speakerProgramParams },
    handler: async ({ tx, params, user }) =>
      (await getTraining(
        tx,
        sql`st.speaker_id = ${params.speakerId} and st.program_id = ${params.programId} and ${trainingScope(user)}`,
      )) ?? Promise.reject(new HttpError(404, `Speaker ${params.speakerId} has no training ${params.programId}`)),
  });

  route({
    method: 'GET',
    url: `${base}/:id`,
    permission: ['speaker_training', 'read'],
    related: TRAINING_RELATED,
    schema: { params: idParam },
    handler: ({ tx, params, user }) => trainingFor(tx, user, params.id),
  });

  route({
    method: 'PUT',
    url: `${base}/:id`,
    permission: ['speaker_training', 'update'],
    related: TRAINING_RELATED,
    schema: { params: idParam, body: trainingUpdate },
    handler: async ({ tx, tenantId, params, body, user, audit }) => {
      const training = await trainingFor(tx, user, params.id);
      const changed = Object.keys(body);
      if (isSpeaker(user)) {
        // A speaker saves their own video progress and completes a video by watching it to the end (spec 002 §4).
        const allowed = ['videoProgressDurationInSeconds', 'videoStartedAt', 'videoCompletedAt'];
        const other = changed.find((k) => !allowed.includes(k));
        if (other) throw new HttpError(403, `A speaker cannot change ${other}`);
        if (training.program.type !== 'video') throw new HttpError(422, M.noVideo);
        const [video] = await tx.query<{ duration: number }>(sql`select v.duration_seconds as duration from training_videos v
          where v.id = ${training.program.videoId}`);
        if (!video) throw new HttpError(404, M.noVideo);
        if (training.completionDate) return training;
        // The wall-clock time (the database's clock) since the recorded start (the player records it on the first play)
        // and since the saved progress was reached (the last save that advanced it, else the start); neither → 0.
        const [clock] = await tx.query<{ sinceStart: number | null; sinceSaved: number | null }>(sql`select
          extract(epoch from now() - video_started_at)::float8 as "sinceStart",
          extract(epoch from now() - coalesce(video_progress_saved_at, video_started_at))::float8 as "sinceSaved"
          from speaker_trainings where id = ${training.id}`);
        const sinceStart = clock?.sinceStart ?? 0;
        // Progress cannot outrun the clock (rate 1: a second of video takes a second): over the whole viewing the total
        // never exceeds the time since the start plus the one allowance, whatever the number of saves; and one save
        // cannot jump further than the time since the progress before it was reached.
        const outruns = (seconds: number) => seconds > sinceStart + PROGRESS_ALLOWANCE_SECONDS;
        let progress = training.videoProgressDurationInSeconds;
        let advanced = false;
        if (body.videoProgressDurationInSeconds !== undefined && body.videoProgressDurationInSeconds > progress) {
          const wanted = Math.min(body.videoProgressDurationInSeconds, video.duration);
          const jump = wanted - progress > (clock?.sinceSaved ?? 0) + PROGRESS_ALLOWANCE_SECONDS;
          if (outruns(wanted) || jump) throw new HttpError(422, M.fastForward);
          advanced = wanted > progress;
          progress = wanted;
        }
        const completing = Boolean(body.videoCompletedAt);
        if (completing && user.impersonatedBy !== null) throw new HttpError(403, M.impersonatedAttestation);
        if (completing && progress < video.duration - 1) throw new HttpError(422, M.notWatched);
        // Completion records the full duration as watched: the clock must allow that too (also for progress saved before
        // this rule).
        if (completing && outruns(video.duration)) throw new HttpError(422, M.fastForward);
        const trainedBy = `${training.speaker.firstName} ${training.speaker.lastName}`;
        const [row] = await tx.query<{ completed: string | null }>(sql`update speaker_trainings set
          video_progress_seconds = ${completing ? video.duration : progress},
          video_progress_saved_at = case when ${advanced} then now() else video_progress_saved_at end,
          video_started_at = coalesce(video_started_at, now()),
          video_completed_at = case when ${completing} then now() else video_completed_at end,
          completion_date = case when ${completing} then now() else completion_date end,
          trained_by = case when ${completing} then ${trainedBy} else trained_by end
          where id = ${training.id} returning completion_date as completed`);
        if (completing) await attachCertificate(tx, storage, tenantId, training, new Date(row!.completed!).toISOString());
        await audit('speaker_training', training.id, 'update', changed);
        return trainingFor(tx, user, training.id);
      }
      // Staff: 'Mark Completions' ticks (completion now) and unticks (spec 002 §4), the due date and trainedBy.
      if (body.dueDate)
        await tx.query(sql`update speaker_trainings set due_date = ${nextMidnightUtc(body.dueDate)} where id = ${training.id}`);
      if (body.trainedBy !== undefined)
        await tx.query(sql`update speaker_trainings set trained_by = ${body.trainedBy} where id = ${training.id}`);
      if (body.completionDate !== undefined) {
        if (body.completionDate && !training.completionDate) {
          const [row] = await tx.query<{ completed: string }>(sql`update speaker_trainings set completion_date = now()
            where id = ${training.id} returning completion_date as completed`);
          if (training.program.type !== 'veeva_qualification' && !training.completionAttachment) {
            await attachCertificate(tx, storage, tenantId, training, new Date(row!.completed).toISOString());
          }
        } else if (!body.completionDate && training.completionDate) {
          const video = training.program.type === 'video';
          await tx.query(sql`update speaker_trainings set completion_date = null, completion_attachment_key = null,
            completion_attachment_name = null,
            trained_by = case when ${video} then null else trained_by end,
            video_completed_at = case when ${video} then null else video_completed_at end,
            video_progress_seconds = case when ${video} then 0 else video_progress_seconds end,
            video_progress_saved_at = case when ${video} then null else video_progress_saved_at end,
            video_started_at = case when ${video} then null else video_started_at end
            where id = ${training.id}`);
        }
      }
      await audit('speaker_training', training.id, 'update', changed);
      return trainingFor(tx, user, training.id);
    },
  });

  route({
    method: 'GET',
    url: `${base}/programs`,
    permission: ['speaker_training_program', 'read'],
    related: PROGRAM_RELATED,
    schema: { query: programListQuery },
    handler: async ({ tx, query, user, hidden }) =>
      listPrograms(tx, await callerListQuery(query, PROGRAM_SORT_FIELDS, hidden), programScope(user)),
  });

  route({
    method: 'GET',
    url: `${base}/programs/topic`,
    permission: ['speaker_training_program', 'read'],
    related: PROGRAM_RELATED,
    schema: { query: z.object({ topic: ID }) },
    handler: async ({ tx, query, user }) =>
      (await listPrograms(tx, { page: 1, limit: 1000, sortDesc: false, filters: { topicId: query.topic } }, programScope(user))).results,
  });

  // Spec 002 §7: the upload size limit (TRAINING_VIDEO_MAX_BYTES), which the wizard checks before sending a video.
  route({
    method: 'GET',
    url: `${base}/upload-limit`,
    permission: ['speaker_training_program', 'read'],
    handler: async () => ({ maxBytes: videoMaxBytes() }),
  });

  route({
    method: 'GET',
    url: `${base}/topics`,
    permission: ['speaker_training_program', 'read'],
    redact: 'topic',
    // The description falls back to the name, unless the name is hidden from the caller's role (nor ordered by it then).
    handler: async ({ tx, hidden }) => {
      const name = (await hidden('topic')).has('name') ? sql`null` : sql`name`;
      return tx.query(sql`select id, name, coalesce(description, ${name}) as description from topics order by ${name}, id`);
    },
  });

  route({
    method: 'GET',
    url: `${base}/program/:id`,
    permission: ['speaker_training_program', 'read'],
    related: PROGRAM_RELATED,
    schema: { params: idParam },
    handler: async ({ tx, params, user }) =>
      (await getProgram(tx, params.id, programScope(user))) ?? Promise.reject(notFound('Training program', params.id)),
  });

  route({
    method: 'GET',
    url: `${base}/program/:id/video`,
    permission: ['speaker_training_video', 'read'],
    schema: { params: idParam },
    handler: async ({ tx, params, user }) => {
      const program = await getProgram(tx, params.id, programScope(user));
      if (!program) throw notFound('Training program', params.id);
      const [video] = await tx.query<{ id: number; name: string; description: string; durationInSeconds: number }>(sql`select v.id,
        v.name, v.description, v.duration_seconds as "durationInSeconds" from training_videos v where v.id = ${program.videoId}`);
      if (!video) throw new HttpError(404, M.noVideo);
      return { ...video, programName: program.programName, url: `${base}/videos/${video.id}/content` };
    },
  });

  route({
    method: 'GET',
    url: `${base}/videos/:id/content`,
    permission: ['speaker_training_video', 'read'],
    schema: { params: idParam },
    handler: async ({ tx, params, user, request, reply }) => {
      // A speaker reaches the videos of the programs assigned to them.
      const [video] = await tx.query<{ key: string }>(sql`select v.storage_key as key from training_videos v where v.id = ${params.id}
        and (${!isSpeaker(user)} or exists (select 1 from training_programs p where p.video_id = v.id and ${programScope(user)}))`);
      if (!video) throw fileNotFound();
      const info = await storage.stat(video.key);
      if (!info) throw fileNotFound();
      reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      const header = request.headers.range;
      let range = { start: 0, end: info.size - 1 };
      if (header) {
        const parsed = parseRange(header, info.size);
        if (parsed === 'invalid') {
          reply.header('content-range', `bytes */${info.size}`);
          throw new HttpError(416, `The range ${header.slice(0, 60)} is outside the video's ${info.size} bytes`);
        }
        range = parsed;
      }
      const file = await storage.getRange(video.key, range.start, range.end);
      if (!file) throw fileNotFound();
      if (header) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
      reply.type(info.contentType).header('content-length', range.end - range.start + 1);
      return reply.send(file.body);
    },
  });

  route({
    upload: true,
    method: 'POST',
    url: `${base}/upload-video`,
    permission: ['speaker_training_video', 'create'],
    status: 201,
    prepare: ({ request, tenantId }) => streamVideo(request, storage, tenantId),
    handler: async ({ tx, tenantId, prepared, audit }) => {
      const video = prepared as UploadedVideo;
      try {
        const { id } = only(
          await tx.query<{ id: number }>(sql`insert into training_videos (tenant_id, name, description, duration_seconds, storage_key,
            content_type, size) values (${tenantId}, ${video.name}, ${video.description}, ${video.durationInSeconds}, ${video.key},
            ${video.contentType}, ${video.size}) returning id`),
        );
        await audit('speaker_training_video', id, 'create', ['file', 'name', 'description', 'durationInSeconds']);
        return { id, size: video.size };
      } catch (error) {
        await storage.delete(video.key).catch(() => undefined);
        throw error;
      }
    },
  });

  // Beyond the spec: an uploaded video is deleted with its file. Its programs stay, without a video (the player answers
  // 'No video found for this program'); their unfinished trainings lose the progress watched on it, completed ones keep
  // their completion and certificate (api README, "Speaker trainings").
  route({
    method: 'DELETE',
    url: `${base}/videos/:id`,
    permission: ['speaker_training_video', 'delete'],
    schema: { params: idParam },
    handler: async ({ tx, params, audit }) => {
      const [deleted] = await tx.query<{ key: string }>(sql`select storage_key as key from training_videos where id = ${params.id}
        for update`);
      if (!deleted) throw new HttpError(404, `Training video ${params.id} not found`);
      const programs = await tx.query<{ id: number }>(sql`update training_programs set video_id = null, modified_at = now()
        where video_id = ${params.id} returning id`);
      await tx.query(sql`delete from training_videos where id = ${params.id}`);
      const cleared = await tx.query<{ id: number }>(sql`update speaker_trainings set video_progress_seconds = 0,
        video_progress_saved_at = null, video_started_at = null
        where program_id = any(${sql.param(programs.map((p) => p.id))}::int[]) and completion_date is null
          and (video_started_at is not null or video_progress_seconds > 0) returning id`);
      await audit('speaker_training_video', params.id, 'delete');
      for (const { id } of programs) await audit('speaker_training_program', id, 'update', ['videoId']);
      for (const { id } of cleared) await audit('speaker_training', id, 'update', ['videoStartedAt', 'videoProgressDurationInSeconds']);
      // The file last, once the rows are gone: a store that fails leaves an orphan file, never a video without one.
      await storage.delete(deleted.key).catch(() => undefined);
      return undefined;
    },
  });

  route({
    upload: true,
    method: 'POST',
    url: `${base}/check-upload-speed`,
    permission: ['speaker_training_video', 'create'],
    prepare: async ({ request }) => {
      // The 5,242,880-byte multipart file is read and dropped: the answer is the rate it arrived at.
      const started = process.hrtime.bigint();
      let bytes = 0;
      try {
        for await (const part of request.parts({ limits: { fileSize: SPEED_TEST_BYTES, files: 1, fields: 2 } })) {
          if (part.type === 'file') for await (const chunk of part.file) bytes += (chunk as Buffer).length;
        }
      } catch (error) {
        throw multipartRefusal(error, `The speed test sends ${SPEED_TEST_BYTES} bytes`);
      }
      if (!bytes) throw new HttpError(400, M.noFile);
      const seconds = Math.max(Number(process.hrtime.bigint() - started) / 1e9, 1e-6);
      return { bytes, bitsPerSecond: Math.round(((bytes * 8) / seconds) * 100) / 100 };
    },
    handler: async ({ prepared }) => prepared,
  });

  route({
    method: 'POST',
    url: `${base}/program`,
    permission: ['speaker_training_program', 'create'],
    status: 201,
    schema: { body: programBody },
    handler: async ({ tx, tenantId, body, audit }) => {
      if (body.topicId && !(await tx.query(sql`select 1 from topics where id = ${body.topicId}`)).length) {
        throw new HttpError(400, M.invalidTopic, { fields: { topicId: M.invalidTopic } });
      }
      if (body.videoId && !(await tx.query(sql`select 1 from training_videos where id = ${body.videoId}`)).length) {
        throw new HttpError(400, M.videoRequired, { fields: { videoId: M.videoRequired } });
      }
      const { id } = only(
        await tx.query<{
          id: number;
        }>(sql`insert into training_programs (tenant_id, program_name, type, topic_id, expiration_date, video_id)
          values (${tenantId}, ${body.programName}, ${body.type}, ${body.topicId ?? null}, ${atNoonUtc(body.expirationDate)},
          ${body.type === 'video' ? body.videoId : null}) returning id`),
      );
      await audit('speaker_training_program', id, 'create', Object.keys(body));
      return getProgram(tx, id);
    },
  });

  route({
    method: 'PUT',
    url: `${base}/program/:id`,
    permission: ['speaker_training_program', 'update'],
    schema: { params: idParam, body: programUpdate },
    handler: async ({ tx, params, body, audit }) => {
      const current = await getProgram(tx, params.id);
      if (!current) throw notFound('Training program', params.id);
      if (body.type && body.type !== current.type && (body.type === 'video' || current.type === 'video')) {
        throw new HttpError(400, 'A video training cannot change its type', {
          fields: { type: 'A video training cannot change its type' },
        });
      }
      if (body.topicId && !(await tx.query(sql`select 1 from topics where id = ${body.topicId}`)).length) {
        throw new HttpError(400, M.invalidTopic, { fields: { topicId: M.invalidTopic } });
      }
      const expiration = atNoonUtc(body.expirationDate);
      if (expiration.slice(0, 10) !== current.expirationDate.slice(0, 10) && !isFuture(body.expirationDate)) {
        throw new HttpError(400, M.expirationFuture, { fields: { expirationDate: M.expirationFuture } });
      }
      await tx.query(sql`update training_programs set program_name = ${body.programName}, type = ${body.type ?? current.type},
        topic_id = ${body.topicId ?? null}, expiration_date = ${expiration}, modified_at = now() where id = ${params.id}`);
      await audit('speaker_training_program', params.id, 'update', Object.keys(body));
      return getProgram(tx, params.id);
    },
  });

  route({
    method: 'DELETE',
    url: `${base}/program/:id`,
    permission: ['speaker_training_program', 'delete'],
    schema: { params: idParam },
    handler: async ({ tx, params, audit }) => {
      const [deleted] = await tx.query<{ videoId: number | null }>(sql`delete from training_programs where id = ${params.id}
        returning video_id as "videoId"`);
      if (!deleted) throw notFound('Training program', params.id);
      await audit('speaker_training_program', params.id, 'delete');
      return undefined;
    },
  });

  const assignRoute = (
    url: string,
    body: z.ZodType,
    speakers: (params: Record<string, number>, body: Record<string, unknown>) => { ids?: number[]; topicId?: number },
    params?: z.ZodType,
  ) =>
    route({
      method: 'POST',
      url: `${base}/assign/${url}`,
      permission: ['speaker_training', 'create'],
      status: 201,
      schema: { body, ...(params ? { params } : {}) },
      handler: async ({ tx, tenantId, params: p, body: b, audit }) => {
        const input = b as { programId: number; dueDate: string };
        const created = await assign(
          tx,
          tenantId,
          input.programId,
          input.dueDate,
          speakers(p as Record<string, number>, b as Record<string, unknown>),
        );
        for (const id of created) await audit('speaker_training', id, 'create', ['speakerId', 'programId', 'dueDate']);
        return { assigned: created.length };
      },
    });
  assignRoute('speaker/:id', assignBody, (p) => ({ ids: [p.id!] }), idParam);
  assignRoute('speakers', assignSpeakers, (_p, b) => ({ ids: [...new Set(b.speakerIds as number[])] }));
  assignRoute('all', assignBody, () => ({}));
  assignRoute('topic/:id', assignBody, (p) => ({ topicId: p.id! }), idParam);

  for (const which of ['eligible', 'assigned'] as const) {
    route({
      method: 'GET',
      url: `${base}/program/:id/${which}-speakers`,
      permission: ['speaker_training', 'read'],
      // Speaker rows: the fields hidden from the caller's role (a field rep's e-mail and phone) come back null, and only
      // the speakers and programs the caller reaches (a speaker: the programs assigned to them; themselves and their
      // co-speakers — platform/http/scope.ts).
      redact: 'speaker',
      schema: { params: idParam, query: z.object({ searchQuery: z.string().trim().max(200).optional() }) },
      handler: async ({ tx, params, query, user, scope, hidden }) => {
        if (!(await getProgram(tx, params.id, programScope(user)))) throw notFound('Training program', params.id);
        // The search reads the name: not when the name is hidden from the caller's role.
        const names = await hidden('speaker');
        const byName = names.has('firstName') || names.has('lastName') ? sql`null::text` : sql`(s.first_name || ' ' || s.last_name)`;
        const reached = scope.speakers ? sql`and s.id in (select id from speakers where ${scope.speakers})` : sql``;
        const assigned = sql`exists (select 1 from speaker_trainings st where st.speaker_id = s.id and st.program_id = ${params.id})`;
        const search = query.searchQuery ? sql`and ${byName} ilike ${`%${query.searchQuery.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;
        return tx.query(sql`select s.id, s.first_name as "firstName", s.last_name as "lastName", s.email from speakers s
          where ${which === 'assigned' ? assigned : sql`not ${assigned} and s.status = 'active'`} ${reached} ${search}
          order by s.last_name, s.first_name, s.id limit 1000`);
      },
    });
  }

  route({
    method: 'DELETE',
    url: `${base}/training/:programId/speaker/:speakerId`,
    permission: ['speaker_training', 'delete'],
    schema: { params: speakerProgramParams },
    handler: async ({ tx, params, audit }) => {
      const [deleted] = await tx.query<{ id: number }>(sql`delete from speaker_trainings where program_id = ${params.programId}
        and speaker_id = ${params.speakerId} returning id`);
      if (!deleted) throw new HttpError(404, `Speaker ${params.speakerId} has no training ${params.programId}`);
      await audit('speaker_training', deleted.id, 'delete');
      return undefined;
    },
  });

  route({
    upload: true,
    method: 'POST',
    url: `${base}/training/:id/certificate`,
    permission: ['speaker_training', 'update'],
    status: 201,
    schema: { params: idParam },
    handler: async ({ tx, tenantId, params, user, request, audit }) => {
      const training = await trainingFor(tx, user, params.id);
      if (isSpeaker(user)) throw new HttpError(403, 'A speaker cannot upload a training certificate');
      const file = await readPdf(request);
      const key = `${tenantId}/protected/${randomUUID()}.pdf`;
      await storage.put(key, file.bytes, 'application/pdf').catch(() => {
        throw new HttpError(502, 'Failed to upload file to S3');
      });
      const fileName = file.name?.toLowerCase().endsWith('.pdf') ? file.name.slice(0, 200) : 'certificate.pdf';
      await tx.query(sql`update speaker_trainings set completion_attachment_key = ${key}, completion_attachment_name = ${fileName}
        where id = ${training.id}`);
      await audit('speaker_training', training.id, 'update', ['completionAttachment']);
      return { fileName, fileUrl: certificatePath(training.id) };
    },
  });

  route({
    method: 'GET',
    url: `${base}/training/:id/certificate`,
    permission: ['speaker_training', 'read'],
    schema: { params: idParam },
    handler: async ({ tx, params, user, reply }) => {
      // A speaker reaches their own trainings' certificates; another's answers like a missing file (every file route's 404).
      const training = await trainingFor(tx, user, params.id).catch((error: unknown) =>
        Promise.reject(error instanceof HttpError && error.statusCode === 404 ? fileNotFound() : error),
      );
      const [row] = await tx.query<{ key: string | null }>(
        sql`select completion_attachment_key as key from speaker_trainings where id = ${training.id}`,
      );
      const file = row?.key ? await storage.get(row.key) : null;
      if (!training.completionAttachment || !file) throw fileNotFound();
      reply.header('cache-control', 'private, no-store');
      return sendFile(reply, file.body, {
        fileName: training.completionAttachment.fileName,
        contentType: file.contentType,
        size: file.size,
      });
    },
  });

  route({
    method: 'DELETE',
    url: `${base}/training/:id/certificate`,
    permission: ['speaker_training', 'update'],
    schema: { params: idParam },
    handler: async ({ tx, params, user, audit }) => {
      const training = await trainingFor(tx, user, params.id);
      if (isSpeaker(user)) throw new HttpError(403, 'A speaker cannot delete a training certificate');
      if (!training.completionAttachment) throw new HttpError(404, `Speaker training ${params.id} has no certificate`);
      await tx.query(
        sql`update speaker_trainings set completion_attachment_key = null, completion_attachment_name = null where id = ${training.id}`,
      );
      await audit('speaker_training', training.id, 'update', ['completionAttachment']);
      return undefined;
    },
  });
}
