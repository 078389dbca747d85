import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { notFound } from '../../platform/http/errors.ts';
import { refuseRelatedSort, type HiddenFields } from '../../platform/http/fields.ts';
import { likePattern, listQuery } from '../../platform/http/lists.ts';
import { isoInstant, isoInstantOrNull } from '../../platform/http/answer.ts';
import type { SpeakerTraining, TrainingProgram } from './answers.ts';
import { TRAINING_MESSAGES as M, TRAINING_TYPES, trainingStatus, type TrainingType } from './contract.ts';

// The trainings' reads: one query per list page (the rows with their speaker, program and topic joined), so a
// page costs the same whatever its size.

interface TrainingRow {
  id: number;
  speakerId: number;
  firstName: string;
  lastName: string;
  programId: number;
  programName: string;
  type: TrainingType;
  topicId: number | null;
  topicDescription: string | null;
  expirationDate: string;
  videoId: number | null;
  dueDate: string;
  completionDate: string | null;
  trainedBy: string | null;
  attachmentKey: string | null;
  attachmentName: string | null;
  videoStartedAt: string | null;
  videoCompletedAt: string | null;
  progress: number;
  count?: number;
}

const TRAINING_COLUMNS = sql`st.id, s.id as "speakerId", s.first_name as "firstName", s.last_name as "lastName",
  p.id as "programId", p.program_name as "programName", p.type, t.id as "topicId",
  coalesce(t.description, t.name) as "topicDescription", p.expiration_date as "expirationDate", p.video_id as "videoId",
  st.due_date as "dueDate", st.completion_date as "completionDate", st.trained_by as "trainedBy",
  st.completion_attachment_key as "attachmentKey", st.completion_attachment_name as "attachmentName",
  st.video_started_at as "videoStartedAt", st.video_completed_at as "videoCompletedAt", st.video_progress_seconds as progress`;
const TRAINING_FROM = sql`from speaker_trainings st join speakers s on s.id = st.speaker_id
  join training_programs p on p.id = st.program_id left join topics t on t.id = p.topic_id`;

/** Where a training's certificate is read: its own route, which keeps a speaker to their own trainings. */
export const certificatePath = (trainingId: number) => `/speaker-training/training/${trainingId}/certificate`;

/** A training's answer, its times as ISO text. */
export function trainingDto(r: TrainingRow): SpeakerTraining {
  const dueDate = isoInstant(r.dueDate);
  const completionDate = isoInstantOrNull(r.completionDate);
  return {
    id: r.id,
    speaker: { id: r.speakerId, firstName: r.firstName, lastName: r.lastName },
    program: {
      id: r.programId,
      programName: r.programName,
      type: r.type,
      topic: r.topicId === null ? null : { id: r.topicId, description: r.topicDescription ?? '' },
      expirationDate: isoInstant(r.expirationDate),
      videoId: r.videoId,
    },
    dueDate,
    completionDate,
    trainedBy: r.trainedBy,
    completionAttachment: r.attachmentKey ? { fileName: r.attachmentName ?? 'certificate.pdf', fileUrl: certificatePath(r.id) } : null,
    videoStartedAt: isoInstantOrNull(r.videoStartedAt),
    videoCompletedAt: isoInstantOrNull(r.videoCompletedAt),
    videoProgressDurationInSeconds: r.progress,
    status: trainingStatus({ completionDate, dueDate }),
  };
}

/** A speaker (and an admin impersonating one) reaches only their own trainings; every other reader the tenant's. */
export const trainingScope = (user: Pick<AuthUser, 'role' | 'speakerId'>): SQL =>
  user.role === 'speaker' ? sql`st.speaker_id = ${user.speakerId ?? -1}` : sql`true`;

const STATUS_SQL = sql`case when st.completion_date is not null then 'Complete'
  when st.due_date < date_trunc('day', now() at time zone 'utc') at time zone 'utc' then 'Overdue' else 'Pending' end`;
const TRAINING_SORT: Record<string, SQL> = {
  speakerName: sql`s.last_name || ' ' || s.first_name`,
  programName: sql`p.program_name`,
  type: sql`p.type`,
  topic: sql`coalesce(t.description, t.name)`,
  dueDate: sql`st.due_date`,
  completionDate: sql`st.completion_date`,
  status: STATUS_SQL,
};
export const trainingListQuery = listQuery(
  z.object({
    programTypes: z
      .array(z.enum(TRAINING_TYPES, { message: `programTypes must be among ${TRAINING_TYPES.join(', ')}` }))
      .max(3)
      .optional(),
  }),
  Object.keys(TRAINING_SORT) as [string, ...string[]],
);
export type TrainingListQuery = z.infer<typeof trainingListQuery>;

/** The caller's hidden fields of the entities a training list searches (http/fields.ts): never searched. */
export interface SearchHidden {
  speaker?: ReadonlySet<string>;
  topic?: ReadonlySet<string>;
}

/** The search of a training or program list: each column unless a field it holds is hidden from the caller's role. */
function searchOf(like: string, columns: [SQL, keyof SearchHidden | null, string[]][], hidden: SearchHidden = {}): SQL {
  const read = columns.filter(([, entity, fields]) => !entity || !fields.some((f) => hidden[entity]?.has(f)));
  return read.length
    ? sql`(${sql.join(
        read.map(([column]) => sql`${column} ilike ${like}`),
        sql` or `,
      )})`
    : sql`false`;
}

/** The related fields a sort of the trainings orders by (refused when one is hidden: fields.ts `refuseRelatedSort`). */
export const TRAINING_SORT_FIELDS = {
  speakerName: ['speaker', 'firstName', 'lastName'],
  topic: ['topic', 'description', 'name'],
} as const;
export const PROGRAM_SORT_FIELDS = { topic: TRAINING_SORT_FIELDS.topic } as const;

/** The caller's list query: no sort by a related field hidden from the caller's role, nor a search in one. */
export async function callerListQuery<Q extends { sortBy?: string }>(
  query: Q,
  sorts: typeof TRAINING_SORT_FIELDS | typeof PROGRAM_SORT_FIELDS,
  hidden: HiddenFields,
): Promise<Q & { hidden: SearchHidden }> {
  await refuseRelatedSort(query.sortBy, sorts, hidden);
  return { ...query, hidden: { speaker: await hidden('speaker'), topic: await hidden('topic') } };
}

/** One page of trainings (with the count), or every row when `limit` is null (the export). */
export async function listTrainings(
  tx: Tx,
  query: Omit<TrainingListQuery, 'page' | 'limit'> & { page?: number; limit?: number | null; hidden?: SearchHidden },
  where: SQL,
): Promise<{ results: SpeakerTraining[]; count: number }> {
  const conditions = [where];
  if (query.filters.programTypes?.length)
    conditions.push(
      sql`p.type in (${sql.join(
        query.filters.programTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (query.searchQuery) {
    const like = likePattern(query.searchQuery);
    conditions.push(
      searchOf(
        like,
        [
          [sql`s.first_name`, 'speaker', ['firstName']],
          [sql`s.last_name`, 'speaker', ['lastName']],
          [sql`(s.first_name || ' ' || s.last_name)`, 'speaker', ['firstName', 'lastName']],
          [sql`p.program_name`, null, []],
          [sql`coalesce(t.description, t.name, '')`, 'topic', ['description', 'name']],
        ],
        query.hidden,
      ),
    );
  }
  const order = query.sortBy ? TRAINING_SORT[query.sortBy]! : sql`st.due_date`;
  const direction = query.sortDesc ? sql`desc nulls last` : sql`asc nulls first`;
  const paging = query.limit ? sql`limit ${query.limit} offset ${((query.page ?? 1) - 1) * query.limit}` : sql``;
  const rows = await tx.query<TrainingRow>(sql`select ${TRAINING_COLUMNS}, count(*) over ()::int as count ${TRAINING_FROM}
    where ${sql.join(conditions, sql` and `)} order by ${order} ${direction}, st.id ${paging}`);
  if (!rows.length && query.limit && (query.page ?? 1) > 1) {
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
      sql`select count(*)::int as count ${TRAINING_FROM} where ${sql.join(conditions, sql` and `)}`,
    );
    return { results: [], count };
  }
  return { results: rows.map(trainingDto), count: rows[0]?.count ?? 0 };
}

export async function getTraining(tx: Tx, where: SQL): Promise<SpeakerTraining | null> {
  const [row] = await tx.query<TrainingRow>(sql`select ${TRAINING_COLUMNS} ${TRAINING_FROM} where ${where} limit 1`);
  return row ? trainingDto(row) : null;
}

interface ProgramRow {
  id: number;
  programName: string;
  type: TrainingType;
  topicId: number | null;
  topicDescription: string | null;
  expirationDate: string;
  videoId: number | null;
  createdAt: string;
  modifiedAt: string;
  assignedCount: number;
  count?: number;
}

const PROGRAM_COLUMNS = sql`p.id, p.program_name as "programName", p.type, t.id as "topicId",
  coalesce(t.description, t.name) as "topicDescription", p.expiration_date as "expirationDate", p.video_id as "videoId",
  p.created_at as "createdAt", p.modified_at as "modifiedAt",
  (select count(*)::int from speaker_trainings a where a.program_id = p.id) as "assignedCount"`;

/** A program's answer, its times as ISO text. */
function programDto(r: ProgramRow): TrainingProgram {
  return {
    id: r.id,
    programName: r.programName,
    type: r.type,
    topic: r.topicId === null ? null : { id: r.topicId, description: r.topicDescription ?? '' },
    expirationDate: isoInstant(r.expirationDate),
    videoId: r.videoId,
    createdAt: isoInstant(r.createdAt),
    modifiedAt: isoInstant(r.modifiedAt),
    assignedCount: r.assignedCount,
  };
}

const PROGRAM_SORT: Record<string, SQL> = {
  programName: sql`lower(p.program_name)`,
  type: sql`p.type`,
  topic: sql`coalesce(t.description, t.name)`,
  expirationDate: sql`p.expiration_date`,
  createdAt: sql`p.created_at`,
};
export const programListQuery = listQuery(
  z.object({
    types: z
      .array(z.enum(TRAINING_TYPES, { message: `types must be among ${TRAINING_TYPES.join(', ')}` }))
      .max(3)
      .optional(),
    topicId: z.number().int().positive().optional(),
    ids: z.array(z.number().int().positive()).max(1000).optional(),
  }),
  Object.keys(PROGRAM_SORT) as [string, ...string[]],
);

/** A speaker reaches only the programs assigned to them. */
export const programScope = (user: Pick<AuthUser, 'role' | 'speakerId'>): SQL =>
  user.role === 'speaker'
    ? sql`exists (select 1 from speaker_trainings own where own.program_id = p.id and own.speaker_id = ${user.speakerId ?? -1})`
    : sql`true`;

export async function listPrograms(tx: Tx, query: z.infer<typeof programListQuery> & { hidden?: SearchHidden }, where: SQL) {
  const conditions = [where];
  if (query.filters.types?.length)
    conditions.push(
      sql`p.type in (${sql.join(
        query.filters.types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (query.filters.topicId) conditions.push(sql`p.topic_id = ${query.filters.topicId}`);
  if (query.filters.ids) conditions.push(sql`p.id = any(${sql.param(query.filters.ids)}::int[])`);
  if (query.searchQuery) {
    const like = likePattern(query.searchQuery);
    conditions.push(
      searchOf(
        like,
        [
          [sql`p.program_name`, null, []],
          [sql`coalesce(t.description, t.name, '')`, 'topic', ['description', 'name']],
        ],
        query.hidden,
      ),
    );
  }
  const order = query.sortBy ? PROGRAM_SORT[query.sortBy]! : sql`p.created_at`;
  const direction = query.sortDesc || !query.sortBy ? sql`desc nulls last` : sql`asc nulls first`;
  const rows = await tx.query<ProgramRow>(sql`select ${PROGRAM_COLUMNS}, count(*) over ()::int as count
    from training_programs p left join topics t on t.id = p.topic_id where ${sql.join(conditions, sql` and `)}
    order by ${order} ${direction}, p.id limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
  let count = rows[0]?.count ?? 0;
  if (!rows.length && query.page > 1) {
    count =
      (
        await tx.query<{ c: number }>(sql`select count(*)::int as c from training_programs p left join topics t on t.id = p.topic_id
      where ${sql.join(conditions, sql` and `)}`)
      )[0]?.c ?? 0;
  }
  return { results: rows.map(programDto), count };
}

export async function getProgram(tx: Tx, id: number, where: SQL = sql`true`): Promise<TrainingProgram | null> {
  const [row] = await tx.query<ProgramRow>(sql`select ${PROGRAM_COLUMNS} from training_programs p left join topics t on t.id = p.topic_id
    where p.id = ${id} and ${where}`);
  return row ? programDto(row) : null;
}

/** The trainings' routes' base path. */
export const TRAININGS_URL = '/speaker-training';
/** The trainings' route ids and days (YYYY-MM-DD). */
export const ID = z.coerce.number({ message: 'id must be a positive whole number' }).int().positive().max(2_147_483_647);
export const speakerProgramParams = z.object({ speakerId: ID, programId: ID });
export const day = z.string({ message: M.invalidTrainingData }).regex(/^\d{4}-\d{2}-\d{2}/, 'Dates are YYYY-MM-DD');

/** The caller is a speaker: they reach only their own trainings and the programs assigned to them. */
export const isSpeaker = (user: AuthUser) => user.role === 'speaker';

/** The training of `id` the caller reaches, with its raw video facts; 404 otherwise. */
export async function trainingFor(tx: Tx, user: AuthUser, id: number): Promise<SpeakerTraining> {
  return (await getTraining(tx, sql`st.id = ${id} and ${trainingScope(user)}`)) ?? Promise.reject(notFound('Speaker training', id));
}
