import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

export const topicsConnection: Pick<QueryResolvers, 'topics'> = {
  topics: (_parent, args, ctx) => restConnection(args, (page) => ctx.upstream.topics.list({ ...page, searchQuery: args.searchQuery })),
};
