import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AreaDeps } from '../../platform/area.ts';
import { only } from '../../platform/db/client.ts';
import { EMPTY, FILE } from '../../platform/http/answer.ts';
import { parseRange } from '../../platform/http/byteRange.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { multipartRefusal } from '../../platform/http/multipart.ts';
import type { Router } from '../../platform/http/route.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { sniffVideo } from '../../platform/storage/videoType.ts';
import { fileNotFound } from '../files/index.ts';
import { idParam } from '../../platform/http/params.ts';
import { trainingVideo, uploadedVideo, uploadSpeed, type UploadSpeed } from './answers.ts';
import { SPEED_TEST_BYTES, TRAINING_MESSAGES as M, videoMaxBytes } from './contract.ts';
import { getProgram, isSpeaker, programScope, TRAININGS_URL as base } from './queries.ts';

// The training videos (spec 002 §4, §7): the player's video and its ranged content, the streamed upload, the delete and
// the upload speed check.

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

/** Registers the training videos' routes. */
export function videoRoutes(route: Router, { storage }: AreaDeps) {
  route({
    method: 'GET',
    url: `${base}/program/:id/video`,
    permission: ['speaker_training_video', 'read'],
    schema: { params: idParam },
    answer: trainingVideo,
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
    answer: FILE,
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
    upload: 'multipart',
    method: 'POST',
    url: `${base}/upload-video`,
    permission: ['speaker_training_video', 'create'],
    status: 201,
    prepare: ({ request, tenantId }) => streamVideo(request, storage, tenantId),
    answer: uploadedVideo,
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
    answer: EMPTY,
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
    upload: 'raw',
    method: 'POST',
    url: `${base}/check-upload-speed`,
    permission: ['speaker_training_video', 'create'],
    prepare: async ({ request }) => {
      // Spec 002 §7, §9: a raw body of 5,242,880 bytes, read and dropped; the answer is the rate it arrived at.
      if (!(request.body instanceof Readable)) throw new HttpError(415, M.speedTestBody);
      const body = request.body;
      if (Number(request.headers['content-length'] ?? 0) > SPEED_TEST_BYTES) {
        body.resume();
        throw new HttpError(413, M.speedTestTooLarge);
      }
      const started = process.hrtime.bigint();
      // Counted as it arrives; past the limit the rest flows on unread (the answer can still be sent).
      const bytes = await new Promise<number>((resolve, reject) => {
        let count = 0;
        const onData = (chunk: Buffer) => {
          count += chunk.length;
          if (count <= SPEED_TEST_BYTES) return;
          body.off('data', onData);
          body.resume();
          reject(new HttpError(413, M.speedTestTooLarge));
        };
        body.on('data', onData);
        body.once('end', () => resolve(count));
        body.once('error', () => reject(new HttpError(400, 'The body was cut short: send it again')));
      });
      if (!bytes) throw new HttpError(400, M.speedTestBody);
      const seconds = Math.max(Number(process.hrtime.bigint() - started) / 1e9, 1e-6);
      return { bytes, bitsPerSecond: Math.round(((bytes * 8) / seconds) * 100) / 100 };
    },
    answer: uploadSpeed,
    handler: async ({ prepared }) => prepared as UploadSpeed,
  });
}
