import type { MutationResolvers, QueryResolvers, TrainingProgramResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { graphQLError } from '../../../../platform/errors.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { globalId, internalIdOf, nodeIdentity } from '../../../../platform/schema/globalId.ts';
import { TRAINING_MESSAGES, TRAINING_TYPE_LABELS } from '../../../../../../api/src/areas/trainings/contract.ts';
import type { TrainingProgramDto } from '../../upstream/trainings.ts';

export function fetchTrainingProgram(ctx: Context, internalId: number): Promise<TrainingProgramDto | null> {
  return ctx.upstream.trainings.programById.load(internalId);
}

export const TrainingProgram: TrainingProgramResolvers = {
  ...nodeIdentity('TrainingProgram'),
  typeLabel: (p) => TRAINING_TYPE_LABELS[p.type],
  hasVideo: (p) => p.videoId !== null,
  // The player's video: one call for the program the screen shows (lists do not ask for it).
  video: (p, _args, ctx) => (p.type === 'video' && p.videoId ? ctx.upstream.trainings.videoOfProgram.load(p.id) : null),
};

export const TrainingVideo = {
  internalId: (v: { id: number }) => v.id,
  // The browser streams through the BFF (`/training-videos/<id>`), which passes Range requests on.
  url: (v: { id: number }) => `/training-videos/${v.id}`,
};

export const TrainingTopic = { internalId: (t: { id: number }) => t.id };
export const TrainingSpeaker = { internalId: (s: { id: number }) => s.id };

export const trainingProgramQueries: Pick<
  QueryResolvers,
  'trainingPrograms' | 'trainingProgram' | 'trainingTopics' | 'trainingVideoUploadLimit' | 'trainingProgramSpeakers'
> = {
  trainingPrograms: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.trainings.programs({
        ...page,
        sortBy: args.sortBy,
        sortDesc: args.sortDesc,
        searchQuery: args.searchQuery,
        filters: args.types?.length ? { types: args.types } : undefined,
      }),
    ),
  trainingProgram: (_parent, { internalId }, ctx) => fetchTrainingProgram(ctx, internalId),
  trainingTopics: (_parent, _args, ctx) => ctx.upstream.trainings.topics(),
  trainingVideoUploadLimit: async (_parent, _args, ctx) => (await ctx.upstream.trainings.uploadLimit()).maxBytes,
  trainingProgramSpeakers: (_parent, args, ctx) => ctx.upstream.trainings.speakers(args.programInternalId, args.assigned, args.searchQuery),
};

const programPayload = async (ctx: Context, id: number) => {
  ctx.upstream.trainings.programById.clear(id);
  return { program: await fetchTrainingProgram(ctx, id) };
};

export const trainingProgramMutations: Pick<
  MutationResolvers,
  | 'createTrainingProgram'
  | 'updateTrainingProgram'
  | 'deleteTrainingProgram'
  | 'deleteTrainingVideo'
  | 'assignTraining'
  | 'unassignTraining'
> = {
  createTrainingProgram: async (_parent, { input }, ctx) => ({ program: await ctx.upstream.trainings.createProgram(input) }),
  updateTrainingProgram: async (_parent, { input: { id, ...fields } }, ctx) => ({
    program: await ctx.upstream.trainings.updateProgram(internalIdOf('TrainingProgram', id), fields),
  }),
  deleteTrainingProgram: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('TrainingProgram', input.id);
    await ctx.upstream.trainings.deleteProgram(internalId);
    return { deletedId: globalId('TrainingProgram', internalId) };
  },
  deleteTrainingVideo: async (_parent, { input }, ctx) => {
    const programId = internalIdOf('TrainingProgram', input.programId);
    const program = await fetchTrainingProgram(ctx, programId);
    if (!program?.videoId) throw graphQLError('BAD_USER_INPUT', TRAINING_MESSAGES.noVideo);
    await ctx.upstream.trainings.deleteVideo(program.videoId);
    ctx.upstream.trainings.videoOfProgram.clear(programId);
    return programPayload(ctx, programId);
  },
  assignTraining: async (_parent, { input }, ctx) => {
    const programId = internalIdOf('TrainingProgram', input.programId);
    const body = { programId, dueDate: input.dueDate };
    let path: string;
    if (input.assignment === 'all') path = 'all';
    else if (input.assignment === 'speakers') {
      if (!input.speakerIds?.length) throw graphQLError('BAD_USER_INPUT', TRAINING_MESSAGES.speakerRequired);
      return {
        ...(await ctx.upstream.trainings.assign('speakers', { ...body, speakerIds: input.speakerIds })),
        ...(await programPayload(ctx, programId)),
      };
    } else if (input.assignment === 'topic') {
      const program = await fetchTrainingProgram(ctx, programId);
      if (!program?.topic) throw graphQLError('BAD_USER_INPUT', TRAINING_MESSAGES.assignmentType);
      path = `topic/${program.topic.id}`;
    } else throw graphQLError('BAD_USER_INPUT', TRAINING_MESSAGES.assignmentType);
    const { assigned } = await ctx.upstream.trainings.assign(path, body);
    return { assigned, ...(await programPayload(ctx, programId)) };
  },
  unassignTraining: async (_parent, { input }, ctx) => {
    const programId = internalIdOf('TrainingProgram', input.programId);
    await ctx.upstream.trainings.unassign(programId, input.speakerId);
    return programPayload(ctx, programId);
  },
};
