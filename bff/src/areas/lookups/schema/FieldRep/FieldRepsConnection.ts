import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

export const fieldRepsConnection: Pick<QueryResolvers, 'fieldReps'> = {
  fieldReps: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.fieldReps.list({ ...page, sortBy: 'name', sortDesc: args.sortDesc, searchQuery: args.searchQuery }),
    ),
};
