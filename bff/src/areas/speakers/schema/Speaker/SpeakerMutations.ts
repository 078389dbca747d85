import { offsetToCursor } from 'graphql-relay';
import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';

type SpeakerMutations = Pick<
  MutationResolvers,
  | 'createSpeaker'
  | 'updateSpeaker'
  | 'deleteSpeaker'
  | 'inactivateSpeaker'
  | 'reactivateSpeaker'
  | 'setContractAddress'
  | 'addBlackoutDates'
  | 'deleteBlackoutDate'
>;

export const speakerMutations: SpeakerMutations = {
  createSpeaker: async (_parent, { input }, ctx) => {
    // With `login` the service makes the speaker's user in the same transaction and says how (created or restored).
    const { login, ...speaker } = await ctx.upstream.speakers.create(input);
    // The new speaker has no fixed place in any sorted, filtered list window; its edge carries the first cursor.
    return { speaker, speakerEdge: { cursor: offsetToCursor(0), node: speaker }, loginMessage: login?.message ?? null };
  },
  // Only the fields the client sent are changed (REST PUT takes the fields sent); an explicit null clears a field.
  updateSpeaker: async (_parent, { input: { id, ...changes } }, ctx) => ({
    speaker: await ctx.upstream.speakers.update(internalIdOf('Speaker', id), changes),
  }),
  deleteSpeaker: async (_parent, { input }, ctx) => {
    const id = internalIdOf('Speaker', input.id);
    await ctx.upstream.speakers.remove(id);
    return { deletedId: globalId('Speaker', id) };
  },
  inactivateSpeaker: async (_parent, { input }, ctx) => ({
    speaker: await ctx.upstream.speakers.setActive(internalIdOf('Speaker', input.id), false),
  }),
  reactivateSpeaker: async (_parent, { input }, ctx) => ({
    speaker: await ctx.upstream.speakers.setActive(internalIdOf('Speaker', input.id), true),
  }),
  setContractAddress: async (_parent, { input: { speakerId, ...address } }, ctx) => ({
    contractAddress: await ctx.upstream.speakers.setContractAddress(internalIdOf('Speaker', speakerId), address),
  }),
  addBlackoutDates: async (_parent, { input }, ctx) => ({
    blackoutDates: await ctx.upstream.speakers.addBlackoutDates(internalIdOf('Speaker', input.speakerId), input.dates),
  }),
  deleteBlackoutDate: async (_parent, { input }, ctx) => {
    const id = internalIdOf('BlackoutDate', input.id);
    await ctx.upstream.speakers.removeBlackoutDate(id);
    return { deletedId: globalId('BlackoutDate', id) };
  },
};
