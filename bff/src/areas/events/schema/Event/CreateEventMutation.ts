import { offsetToCursor } from 'graphql-relay';
import type { MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { createBody } from './eventBody.ts';

export const createEventMutation: Pick<MutationResolvers, 'createEvent'> = {
  createEvent: async (_parent, { input }, ctx) => {
    const event = await ctx.upstream.events.create(createBody(input));
    // The new event is not placed in any particular list window; its edge carries the first cursor.
    return { event, eventEdge: { cursor: offsetToCursor(0), node: event } };
  },
};
