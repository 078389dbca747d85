import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AreaDeps } from '../../platform/area.ts';
import { SPEAKER_NAME, visibleColumns, writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import { FILE } from '../../platform/http/answer.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { idParam } from '../../platform/http/params.ts';
import { queueTrainingMail, queueTrainingReminder } from '../emailSeries/index.ts';
import { speakerTraining, speakerTrainingPage, type SpeakerTraining } from './answers.ts';
import { attachCertificate } from './certificate.ts';
import { dueDayOf, nextMidnightUtc, TRAINING_MESSAGES as M, TRAINING_RELATED, TRAINING_TYPE_LABELS } from './contract.ts';
import {
  callerListQuery,
  day,
  getTraining,
  ID,
  isSpeaker,
  listTrainings,
  speakerProgramParams,
  TRAINING_SORT_FIELDS,
  trainingFor,
  trainingListQuery,
  TRAININGS_URL as base,
  trainingScope,
} from './queries.ts';

// The speaker trainings (spec 002 §2.8, §4): the lists, the export, one training and its update (a speaker's video
// progress and completion, staff's completions, due date and trainer).

const speakerParam = z.object({ speakerId: ID });
/** The fixed allowance of the progress checks (network and timer jitter): the progress may run this many seconds ahead
 *  of the wall-clock time since the recorded start, and a save this many seconds ahead of the time since the progress
 *  before it was reached. Granted once over the whole viewing, never again per save. */
const PROGRESS_ALLOWANCE_SECONDS = 5;

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

/** A program's topic as the trainings show it: its description, else its name. */
const TOPIC_SHOWN = [
  ['topic', 'description'],
  ['topic', 'name'],
] as const;
const EXPORT_COLUMNS: ExportColumn<SpeakerTraining>[] = [
  { header: 'Speaker', field: 'speaker', related: SPEAKER_NAME, width: 28, value: (r) => `${r.speaker.firstName} ${r.speaker.lastName}` },
  { header: 'Training', field: 'program', width: 36, value: (r) => r.program.programName },
  { header: 'Type', field: 'type', width: 20, value: (r) => TRAINING_TYPE_LABELS[r.program.type] },
  { header: 'Topic', field: 'topic', related: TOPIC_SHOWN, width: 28, value: (r) => r.program.topic?.description ?? '' },
  { header: 'Due Date', field: 'dueDate', width: 14, value: (r) => dueDayOf(r.dueDate) },
  { header: 'Completion Date', field: 'completionDate', width: 16, value: (r) => r.completionDate?.slice(0, 10) ?? '' },
  { header: 'Trained By', field: 'trainedBy', width: 24, value: (r) => r.trainedBy ?? '' },
  { header: 'Status', field: 'status', width: 12, value: (r) => r.status },
];

/** Registers the speaker trainings' list, export, read and update routes. */
export function speakerTrainingRoutes(route: Router, { storage }: AreaDeps) {
  route({
    method: 'GET',
    url: base,
    permission: ['speaker_training', 'read'],
    related: TRAINING_RELATED,
    schema: { query: trainingListQuery },
    answer: speakerTrainingPage,
    handler: async ({ tx, query, user, hidden }) =>
      listTrainings(tx, await callerListQuery(query, TRAINING_SORT_FIELDS, hidden), trainingScope(user)),
  });

  route({
    method: 'GET',
    url: `${base}/export`,
    permission: ['speaker_training', 'read'],
    schema: { query: trainingListQuery.omit({ page: true, limit: true }) },
    answer: FILE,
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
    answer: speakerTrainingPage,
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
    answer: speakerTraining,
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
    answer: speakerTraining,
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
    answer: speakerTraining,
    handler: ({ tx, params, user }) => trainingFor(tx, user, params.id),
  });

  route({
    method: 'PUT',
    url: `${base}/:id`,
    permission: ['speaker_training', 'update'],
    related: TRAINING_RELATED,
    schema: { params: idParam, body: trainingUpdate },
    answer: speakerTraining,
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
        if (completing) {
          await attachCertificate(tx, storage, tenantId, training, new Date(row!.completed!).toISOString());
          await queueTrainingMail(tx, tenantId, 'training-completed', [training.id]);
        }
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
          await queueTrainingMail(tx, tenantId, 'training-completed', [training.id]);
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
      // The due-date reminder moves with the due date, and is owed again when the completion is unticked.
      if (body.dueDate || (body.completionDate !== undefined && !body.completionDate))
        await queueTrainingReminder(tx, tenantId, [training.id]);
      await audit('speaker_training', training.id, 'update', changed);
      return trainingFor(tx, user, training.id);
    },
  });
}
