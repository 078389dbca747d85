import type { MutationResolvers, QueryResolvers, SpeakerTrainingResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { downloadUrl, exportUrl } from '../../../../platform/downloads.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { internalIdOf, nodeIdentity } from '../../../../platform/schema/globalId.ts';
import { profileTrainingStatus } from '../../../../../../api/src/areas/trainings/contract.ts';
import type { SpeakerTrainingDto } from '../../upstream/trainings.ts';

export function fetchSpeakerTraining(ctx: Context, internalId: number): Promise<SpeakerTrainingDto | null> {
  return ctx.upstream.trainings.byId(internalId);
}

export const SpeakerTraining: SpeakerTrainingResolvers = {
  ...nodeIdentity('SpeakerTraining'),
  // The row carries its program (with topic and expiration): no call per row. The program's
  // assignedCount is not part of a training's row; it reads 0 there (the program list has it).
  program: (t) => ({ ...t.program, createdAt: '', modifiedAt: '', assignedCount: 0 }),
  status: (t) => t.status,
  profileStatus: (t) =>
    profileTrainingStatus({ completionDate: t.completionDate, dueDate: t.dueDate, expirationDate: t.program.expirationDate }),
  // The certificate's own route (a speaker reaches their own) through the BFF's download path, with the session.
  completionAttachment: (t) =>
    t.completionAttachment && { ...t.completionAttachment, fileUrl: downloadUrl(t.completionAttachment.fileUrl.replace(/^\//, '')) },
};

export const speakerTrainingQueries: Pick<
  QueryResolvers,
  'speakerTrainings' | 'speakerTraining' | 'speakerTrainingOfProgram' | 'speakerTrainingsExportUrl'
> = {
  speakerTrainings: (_parent, args, ctx) =>
    restConnection(args, (page) => {
      const params = {
        ...page,
        sortBy: args.sortBy,
        sortDesc: args.sortDesc,
        searchQuery: args.searchQuery,
        filters: args.programTypes?.length ? { programTypes: args.programTypes } : undefined,
      };
      return args.speakerInternalId
        ? ctx.upstream.trainings.ofSpeaker(args.speakerInternalId, params)
        : ctx.upstream.trainings.list(params);
    }),
  speakerTraining: (_parent, { internalId }, ctx) => fetchSpeakerTraining(ctx, internalId),
  speakerTrainingOfProgram: (_parent, { speakerInternalId, programInternalId }, ctx) =>
    ctx.upstream.trainings.ofSpeakerAndProgram(speakerInternalId, programInternalId),
  speakerTrainingsExportUrl: (_parent, args) =>
    exportUrl(
      'speaker-training/export',
      'SpeakerTraining',
      args,
      args.programTypes?.length ? { programTypes: args.programTypes } : undefined,
    ),
};

export const speakerTrainingMutations: Pick<
  MutationResolvers,
  'updateSpeakerTraining' | 'saveTrainingVideoProgress' | 'deleteTrainingCertificate'
> = {
  updateSpeakerTraining: async (_parent, { input }, ctx) => {
    const body: Record<string, unknown> = {};
    if (input.completed !== undefined && input.completed !== null) body.completionDate = input.completed ? new Date().toISOString() : null;
    if (input.dueDate) body.dueDate = input.dueDate;
    return { speakerTraining: await ctx.upstream.trainings.update(internalIdOf('SpeakerTraining', input.id), body) };
  },
  saveTrainingVideoProgress: async (_parent, { input }, ctx) => ({
    speakerTraining: await ctx.upstream.trainings.update(internalIdOf('SpeakerTraining', input.id), {
      videoProgressDurationInSeconds: input.progressSeconds,
      // The service keeps the first start and measures the time watched from it (its own clock, not this one).
      ...(input.started ? { videoStartedAt: new Date().toISOString() } : {}),
      ...(input.completed ? { videoCompletedAt: new Date().toISOString() } : {}),
    }),
  }),
  deleteTrainingCertificate: async (_parent, { input }, ctx) => {
    const id = internalIdOf('SpeakerTraining', input.id);
    await ctx.upstream.trainings.deleteCertificate(id);
    return { speakerTraining: await fetchSpeakerTraining(ctx, id) };
  },
};
