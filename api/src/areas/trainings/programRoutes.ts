import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only } from '../../platform/db/client.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import type { Topic } from '../topics/answers.ts';
import { idParam } from '../../platform/http/params.ts';
import { trainingProgram, trainingProgramPage, trainingSpeaker, trainingTopics, uploadLimit, type TrainingSpeaker } from './answers.ts';
import { atNoonUtc, PROGRAM_RELATED, TRAINING_MESSAGES as M, TRAINING_TYPES, videoMaxBytes } from './contract.ts';
import {
  callerListQuery,
  getProgram,
  ID,
  listPrograms,
  PROGRAM_SORT_FIELDS,
  programListQuery,
  programScope,
  TRAININGS_URL as base,
} from './queries.ts';

// The training programs (spec 002 §2.9, §3): their lists, the wizard's choices, their writes and the speakers eligible
// for or assigned to one.

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

/** Registers the training programs' routes. */
export function programRoutes(route: Router) {
  route({
    method: 'GET',
    url: `${base}/programs`,
    permission: ['speaker_training_program', 'read'],
    related: PROGRAM_RELATED,
    schema: { query: programListQuery },
    answer: trainingProgramPage,
    handler: async ({ tx, query, user, hidden }) =>
      listPrograms(tx, await callerListQuery(query, PROGRAM_SORT_FIELDS, hidden), programScope(user)),
  });

  route({
    method: 'GET',
    url: `${base}/programs/topic`,
    permission: ['speaker_training_program', 'read'],
    related: PROGRAM_RELATED,
    schema: { query: z.object({ topic: ID }) },
    answer: z.array(trainingProgram),
    handler: async ({ tx, query, user }) =>
      (await listPrograms(tx, { page: 1, limit: 1000, sortDesc: false, filters: { topicId: query.topic } }, programScope(user))).results,
  });

  // Spec 002 §7: the upload size limit (TRAINING_VIDEO_MAX_BYTES), which the wizard checks before sending a video.
  route({
    method: 'GET',
    url: `${base}/upload-limit`,
    permission: ['speaker_training_program', 'read'],
    answer: uploadLimit,
    handler: async () => ({ maxBytes: videoMaxBytes() }),
  });

  route({
    method: 'GET',
    url: `${base}/topics`,
    permission: ['speaker_training_program', 'read'],
    redact: 'topic',
    // The description falls back to the name, unless the name is hidden from the caller's role (nor ordered by it then).
    answer: trainingTopics,
    handler: async ({ tx, hidden }) => {
      const name = (await hidden('topic')).has('name') ? sql`null` : sql`name`;
      return tx.query<Topic>(sql`select id, name, coalesce(description, ${name}) as description from topics order by ${name}, id`);
    },
  });

  route({
    method: 'GET',
    url: `${base}/program/:id`,
    permission: ['speaker_training_program', 'read'],
    related: PROGRAM_RELATED,
    schema: { params: idParam },
    answer: trainingProgram,
    handler: async ({ tx, params, user }) =>
      (await getProgram(tx, params.id, programScope(user))) ?? Promise.reject(notFound('Training program', params.id)),
  });

  route({
    method: 'POST',
    url: `${base}/program`,
    permission: ['speaker_training_program', 'create'],
    status: 201,
    schema: { body: programBody },
    answer: trainingProgram,
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
      return (await getProgram(tx, id))!;
    },
  });

  route({
    method: 'PUT',
    url: `${base}/program/:id`,
    permission: ['speaker_training_program', 'update'],
    schema: { params: idParam, body: programUpdate },
    answer: trainingProgram,
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
      return (await getProgram(tx, params.id))!;
    },
  });

  route({
    method: 'DELETE',
    url: `${base}/program/:id`,
    permission: ['speaker_training_program', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, audit }) => {
      const [deleted] = await tx.query<{ videoId: number | null }>(sql`delete from training_programs where id = ${params.id}
        returning video_id as "videoId"`);
      if (!deleted) throw notFound('Training program', params.id);
      await audit('speaker_training_program', params.id, 'delete');
      return undefined;
    },
  });

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
      answer: z.array(trainingSpeaker),
      handler: async ({ tx, params, query, user, scope, hidden }) => {
        if (!(await getProgram(tx, params.id, programScope(user)))) throw notFound('Training program', params.id);
        // The search reads the name: not when the name is hidden from the caller's role.
        const names = await hidden('speaker');
        const byName = names.has('firstName') || names.has('lastName') ? sql`null::text` : sql`(s.first_name || ' ' || s.last_name)`;
        const reached = scope.speakers ? sql`and s.id in (select id from speakers where ${scope.speakers})` : sql``;
        const assigned = sql`exists (select 1 from speaker_trainings st where st.speaker_id = s.id and st.program_id = ${params.id})`;
        const search = query.searchQuery ? sql`and ${byName} ilike ${`%${query.searchQuery.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;
        // `credentials` is the speaker's `degree` under the picker's name: hidden with it.
        const credentials = names.has('degree') ? sql`null::text` : sql`s.degree`;
        return tx.query<TrainingSpeaker>(sql`select s.id, s.first_name as "firstName", s.last_name as "lastName", s.email,
          ${credentials} as credentials, s.specialty from speakers s
          where ${which === 'assigned' ? assigned : sql`not ${assigned} and s.status = 'active'`} ${reached} ${search}
          order by s.last_name, s.first_name, s.id limit 1000`);
      },
    });
  }
}
