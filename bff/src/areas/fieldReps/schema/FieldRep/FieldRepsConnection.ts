import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { LOOKUP_LIMITS } from '../../../../../../api/src/platform/http/lists.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

export const fieldRepsConnection: Pick<QueryResolvers, 'fieldReps'> = {
  // The event form's Event Owner select asks `first: -1`: every field rep, up to 1,000 (spec 001 §9).
  fieldReps: (_parent, args, ctx) =>
    restConnection(
      args,
      (page) => ctx.upstream.fieldReps.list({ ...page, sortBy: 'name', sortDesc: args.sortDesc, searchQuery: args.searchQuery }),
      { allowAll: true, allLimit: LOOKUP_LIMITS.fieldReps },
    ),
};
