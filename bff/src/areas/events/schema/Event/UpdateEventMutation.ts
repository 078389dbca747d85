import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { internalIdOf } from '../../../../platform/schema/globalId.ts';
import { changesBody } from './eventBody.ts';

export const updateEventMutation: Pick<MutationResolvers, 'updateEvent'> = {
  // Only the fields the client sent are changed (PATCH); an explicit null clears a field.
  updateEvent: async (_parent, { input }, ctx) => ({
    event: await ctx.upstream.events.update(internalIdOf('Event', input.id), changesBody(input)),
  }),
};
