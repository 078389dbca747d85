import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';

/** addCheck, deleteCheck: one REST call each; the REST messages ('Reason is required', a refused amount) reach the
 *  dialog unchanged. */
export const checkMutations: Pick<MutationResolvers, 'addCheck' | 'deleteCheck'> = {
  addCheck: async (_parent, { input: { speakerId, eventId, answers, amount, overrideAmount, overrideReason } }, ctx) => ({
    check: await ctx.upstream.fees.addCheck({
      speakerId: internalIdOf('Speaker', speakerId),
      eventId: internalIdOf('Event', eventId),
      answers: answers.map(({ questionId, optionId }) => ({
        questionId: internalIdOf('FeeQuestion', questionId),
        optionId: internalIdOf('FeeOption', optionId),
      })),
      ...(amount != null && { amount }),
      overrideAmount,
      overrideReason,
    }),
  }),
  deleteCheck: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('Check', input.id);
    await ctx.upstream.fees.deleteCheck(internalId);
    return { deletedId: globalId('Check', internalId) };
  },
};
