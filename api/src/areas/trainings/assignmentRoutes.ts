import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { idParam } from '../../platform/http/params.ts';
import { queueTrainingMail, queueTrainingReminder } from '../emailSeries/index.ts';
import { assignedTrainings } from './answers.ts';
import { nextMidnightUtc, TRAINING_MESSAGES as M } from './contract.ts';
import { day, getProgram, ID, speakerProgramParams, TRAININGS_URL as base } from './queries.ts';

// Assigning training programs to speakers (spec 002 §5): to one speaker, to chosen ones, to all, to a topic's; and
// removing one speaker's training.

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
  const ids = rows.map((r) => r.id);
  // Each speaker is told (the series' speaker-training-assigned; composed when sent, so a training for every speaker
  // renders nothing here).
  await queueTrainingMail(tx, tenantId, 'speaker-training-assigned', ids);
  // And reminded the day before it is due (moved with the due date).
  await queueTrainingReminder(tx, tenantId, ids);
  return ids;
}

/** Registers the training assignment routes. */
export function assignmentRoutes(route: Router) {
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
      answer: assignedTrainings,
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

  route({
    method: 'DELETE',
    url: `${base}/training/:programId/speaker/:speakerId`,
    permission: ['speaker_training', 'delete'],
    schema: { params: speakerProgramParams },
    answer: EMPTY,
    handler: async ({ tx, params, audit }) => {
      const [deleted] = await tx.query<{ id: number }>(sql`delete from speaker_trainings where program_id = ${params.programId}
        and speaker_id = ${params.speakerId} returning id`);
      if (!deleted) throw new HttpError(404, `Speaker ${params.speakerId} has no training ${params.programId}`);
      await audit('speaker_training', deleted.id, 'delete');
      return undefined;
    },
  });
}
